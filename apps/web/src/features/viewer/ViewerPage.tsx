import { FileKind, PrintMode, type ReaderZoom, ResultCode, type ViewerToken } from '@hondana/contract';
import { Alert, Button, Center, Loader, Text, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Suspense, useCallback, useEffect, useMemo, useRef } from 'react';
import { Link, Navigate, useLocation, useParams, useSearchParams } from 'react-router';
import { callApi } from '../../api/client.ts';
import { rememberReturnRoute } from '../../app/return-route.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { readAuthToken } from '../../session/session-cookie.ts';
import { useSession } from '../../session/session-store.ts';
import { isUnauthorized } from '../../session/unauthorized.ts';
import { useTenant } from '../../tenant/tenant-context.tsx';
import { termsOf } from './highlight/find-matches.ts';
import { isLegacySafariMobile } from './legacy-safari.ts';
import { dropFirstPagePreview } from './pdf/first-page-preview.ts';
import { warmUpPdf } from './pdf/pdf-warmup.ts';
import { PrintNotAllowed } from './print/PrintNotAllowed.tsx';
import { EpubViewer, PdfViewer } from './reader-chunks.ts';
import { useViewerToken, type ViewerSource } from './use-viewer-token.ts';
import { useViewportHeight } from './use-viewport-height.ts';
import { positiveInt } from './viewer-address.ts';
import classes from './viewer-page.module.css';
import { watermarkText } from './watermark-text.ts';

/** Where the reader is, saved this long after they stop moving (and when they leave). */
const PROGRESS_DEBOUNCE_MS = 1_000;

/**
 * The viewer page: `view-online/{id}[/{contentGroupId}]`
 * and `direct-view/{viewToken}` (a share link, no login). A viewer token is asked for when the
 * portal is open-type, a login cookie exists, or a share link is used. Without a login the token is
 * still asked for (a content flagged view-online opens without login); when the server wants a login,
 * the address is remembered and the visitor goes to /login. A full-size frame (`--vh`) holds the PDF
 * or EPUB reader; a refusal shows label.notAllowViewBook with the result code's message.
 */
export function ViewerPage() {
  const params = useParams();
  const [search] = useSearchParams();
  const query = search.get('q');
  const highlightTerms = useMemo(() => termsOf(query), [query]);
  const location = useLocation();
  const { company, cookieScope } = useTenant();
  const signedIn = useSession((s) => s.isAuthenticated || s.token !== null);
  useViewportHeight();
  useEffect(() => dropFirstPagePreview, []);

  const source = useMemo<ViewerSource | null>(() => {
    if (params.viewToken) return { kind: 'share', tokenId: params.viewToken };
    if (params.id)
      return { kind: 'content', contentId: params.id, groupId: positiveInt(params.contentGroupId) ?? null };
    return null;
  }, [params.viewToken, params.id, params.contentGroupId]);
  const state = useViewerToken(source);

  const mayHaveLogin = company.accountType === 'OPEN' || signedIn || readAuthToken(cookieScope) !== undefined;
  if (
    state.status === 'error' &&
    source?.kind === 'content' &&
    !mayHaveLogin &&
    isUnauthorized(state.error)
  ) {
    rememberReturnRoute(company.path, `${location.pathname}${location.search}`);
    return <Navigate to="/login" replace />;
  }

  // One boundary from the start: the reader's chunk, if still arriving when the token answers (a
  // transition), keeps "opening" on screen rather than a new fallback.
  return (
    <div className={classes.frame} data-viewer-page={state.status}>
      <Suspense fallback={<Opening />}>
        {state.status === 'loading' && <Opening />}
        {state.status === 'error' && (
          <NotAllowed
            status={state.error.status}
            onLogin={() => rememberReturnRoute(company.path, `${location.pathname}${location.search}`)}
          />
        )}
        {state.status === 'ready' && (
          <Reader
            token={state.token}
            share={source?.kind === 'share'}
            signedIn={mayHaveLogin && company.accountType !== 'OPEN'}
            initialPage={positiveInt(search.get('page')) ?? undefined}
            initialCfi={search.get('cfi') || undefined}
            initialSection={positiveInt(search.get('section')) ?? undefined}
            highlightTerms={highlightTerms}
          />
        )}
      </Suspense>
    </div>
  );
}

function Opening() {
  const { t } = useTranslation();
  return (
    <Center h="100%" role="status" aria-live="polite">
      <Loader aria-hidden />
      <Text ml="sm">{t('viewer.opening')}</Text>
    </Center>
  );
}

/** A refusal and what to do: a book a login would open offers the login, then returns here. */
function NotAllowed({ status, onLogin }: { status: number; onLogin(): void }) {
  const { t } = useTranslation();
  return (
    <Center h="100%" p="md">
      <Alert color="red" variant="light" icon={<IconLock aria-hidden />} data-viewer-error={status} maw={520}>
        <Title order={1} size="h4" mb={4}>
          {t('label.notAllowViewBook')}
        </Title>
        <Text size="sm">{t(`api.error.${status}`, { defaultValue: t('api.error.unknown') })}</Text>
        {status === ResultCode.LOGIN_REQUIRED && (
          <Button component={Link} to="/login" mt="sm" onClick={onLogin} data-viewer-login="">
            {t('chrome.header.login')}
          </Button>
        )}
      </Alert>
    </Center>
  );
}

function Reader(props: {
  token: ViewerToken;
  share: boolean;
  signedIn: boolean;
  initialPage?: number;
  initialCfi?: string;
  initialSection?: number;
  highlightTerms: string[];
}) {
  const { token } = props;
  const { i18n } = useTranslation();
  // The watermark shows when the reading began: a renewed token does not redraw every page.
  const firstIssuedAt = useRef(token.issuedAt);
  const text = useMemo(
    () => watermarkText({ watermark: token.watermark, issuedAt: firstIssuedAt.current }, i18n.language),
    [token.watermark, i18n.language],
  );
  const onProgress = useProgressSaver(token.token, props.share);
  const isPdf = token.contentInfo.extensionType !== FileKind.EPUB;
  // The PDF reader's worker and the book's first ranges load while its chunk does (once per content).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the first token of the content is the one to warm up with.
  useEffect(() => {
    if (isPdf) warmUpPdf(token, props.initialPage);
  }, [isPdf, token.contentInfo.id]);
  const legacySafari = useMemo(
    () => isLegacySafariMobile(navigator.userAgent, navigator.maxTouchPoints ?? 0),
    [],
  );
  const viewerProps = {
    token,
    onProgress,
    progressOnServer: props.signedIn && !props.share,
    watermarkText: text,
    ...(props.initialPage !== undefined ? { initialPage: props.initialPage } : {}),
    ...(props.initialCfi !== undefined ? { initialCfi: props.initialCfi } : {}),
    ...(props.initialSection !== undefined ? { initialSection: props.initialSection } : {}),
    highlightTerms: props.highlightTerms,
  };
  return (
    <>
      {isPdf ? (
        <PdfViewer {...viewerProps} />
      ) : (
        <EpubViewer {...viewerProps} legacySafariMobile={legacySafari} />
      )}
      {token.contentInfo.print === PrintMode.NOT_ALLOWED && <PrintNotAllowed />}
    </>
  );
}

type Progress = { lastPage?: number; position?: string; zoom?: ReaderZoom };

/**
 * Saves the reader's place (`readingProgress`) a second after they stop moving, and what is still
 * unsaved when they leave. A share link's reader has no account: nothing is saved.
 */
function useProgressSaver(token: string, share: boolean) {
  const tokenRef = useRef(token);
  tokenRef.current = token;
  const pendingRef = useRef<Progress | null>(null);
  const timerRef = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const flush = useCallback(() => {
    clearTimeout(timerRef.current);
    const pending = pendingRef.current;
    pendingRef.current = null;
    if (!pending || share) return;
    void callApi('readingProgress', { body: { token: tokenRef.current, ...pending } }).catch(() => undefined);
  }, [share]);
  useEffect(() => {
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [flush]);
  return useCallback(
    (p: Progress) => {
      pendingRef.current = { ...pendingRef.current, ...p };
      clearTimeout(timerRef.current);
      timerRef.current = setTimeout(flush, PROGRESS_DEBOUNCE_MS);
    },
    [flush],
  );
}
