import {
  ActionIcon,
  Alert,
  Group,
  Progress,
  SegmentedControl,
  Text,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import {
  IconArrowLeft,
  IconArrowRight,
  IconListTree,
  IconMoon,
  IconTextDecrease,
  IconTextIncrease,
} from '@tabler/icons-react';
import type { EPUB, FoliateTocItem } from 'foliate-js/epub.js';
import type { RelocateDetail, View } from 'foliate-js/view.js';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { isPrintShortcut } from '../print/print-shortcut.ts';
import type { DocumentViewerProps } from '../viewer-props.ts';
import { EpubPosition } from './EpubPosition.tsx';
import { EpubPrintButton } from './EpubPrintButton.tsx';
import { EpubPrintCopy } from './EpubPrintCopy.tsx';
import { EpubTocPanel } from './EpubTocPanel.tsx';
import classes from './epub-viewer.module.css';
import { fetchBookFile } from './fetch-book-file.ts';
import { openEpub } from './open-epub.ts';
import { listenForSwipe, pageKeyAction } from './page-keys.ts';
import { DEFAULT_FONT_STEP, FONT_STEPS, readerStyles } from './reader-styles.ts';
import { attachSearchHighlight } from './search-highlight.ts';
import { WatermarkOverlay } from './WatermarkOverlay.tsx';

type Phase = 'download' | 'open' | 'ready' | 'error';
type Flow = 'paginated' | 'scrolled';

/**
 * The EPUB reader (foliate-js): downloads the book through its viewer token with a progress bar,
 * shows it paginated or scrolled (vertical Japanese with right-to-left pages, fixed-layout comics),
 * with contents, text size, night mode, keys and swipes, the watermark over and inside the pages, and
 * the print copy the content's print mode allows. Reports every new place through `onProgress`.
 */
export default function EpubViewer(props: DocumentViewerProps) {
  const { token, initialCfi, watermarkText } = props;
  const { t } = useTranslation();
  const stageRef = useRef<HTMLDivElement>(null);
  const bookHostRef = useRef<HTMLDivElement>(null);
  const viewRef = useRef<View | null>(null);
  const onProgressRef = useRef(props.onProgress);
  onProgressRef.current = props.onProgress;
  const [phase, setPhase] = useState<Phase>('download');
  const [downloaded, setDownloaded] = useState<number | null>(0);
  const [toc, setToc] = useState<FoliateTocItem[]>([]);
  const [fixedLayout, setFixedLayout] = useState(false);
  const [location, setLocation] = useState<RelocateDetail | null>(null);
  const [fontStep, setFontStep] = useState(DEFAULT_FONT_STEP);
  const [night, setNight] = useState(false);
  // Safari 15 and older on a phone (the special mobile layout): foliate's paginator relies on CSS
  // container queries and nesting, which that Safari lacks; the book is read scrolled, one column.
  const legacy = props.legacySafariMobile === true;
  const [flow, setFlow] = useState<Flow>(legacy ? 'scrolled' : 'paginated');
  const [tocOpened, setTocOpened] = useState(false);
  const [printWhole, setPrintWhole] = useState(0);
  const styleRef = useRef({ fontPercent: 100, night: false });
  const mark = token.watermark;
  /** What opening the book reads; a renewed token (new address, same book) must not open it again. */
  const openingRef = useRef<{
    fileUrl: string;
    fileSize: number;
    startAt: string | number;
    flow: typeof flow;
    terms: readonly string[];
    hitSection: number | undefined;
  }>({ fileUrl: '', fileSize: 0, startAt: '', flow, terms: [], hitSection: undefined });
  // A full-text hit (`?section=`) opens its section (foliate counts from 0), unless a CFI was given.
  const hitSection = initialCfi ? undefined : props.initialSection;
  openingRef.current = {
    flow,
    fileUrl: token.fileUrl,
    fileSize: token.contentInfo.fileSize,
    startAt: initialCfi ?? (hitSection ? hitSection - 1 : (token.progress?.position ?? '')),
    terms: props.highlightTerms ?? [],
    hitSection,
  };

  const printAllRef = useRef(token.contentInfo.print === 1);
  printAllRef.current = token.contentInfo.print === 1;
  /**
   * Keys on the page and inside the book's frames: page turns, and — when all pages may be printed —
   * the browser's print shortcut, which then prints the whole book, not only the page in view.
   */
  const turn = useCallback((event: KeyboardEvent) => {
    if (printAllRef.current && isPrintShortcut(event)) {
      event.preventDefault();
      setPrintWhole((n) => n + 1);
      return;
    }
    const view = viewRef.current;
    const action = view ? pageKeyAction(event) : null;
    if (!view || !action) return;
    event.preventDefault();
    void action(view);
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: opened once per content; the rest is read from openingRef.
  useEffect(() => {
    const abort = new AbortController();
    const opening = openingRef.current;
    let view: View | null = null;
    let book: EPUB | null = null;
    let detachHighlight: () => void = () => undefined;
    let lastCfi: string | undefined;
    const open = async () => {
      // foliate-js's code loads while the book downloads.
      const engine = import('foliate-js/view.js');
      engine.catch(() => undefined);
      const file = await fetchBookFile(opening.fileUrl, {
        signal: abort.signal,
        expectedSize: opening.fileSize,
        onProgress: setDownloaded,
      });
      setPhase('open');
      await engine;
      book = await openEpub(file);
      if (abort.signal.aborted || !bookHostRef.current) return;
      view = document.createElement('foliate-view') as View;
      view.className = classes.book ?? '';
      bookHostRef.current.append(view);
      await view.open(book);
      viewRef.current = view;
      setToc(book.toc ?? []);
      setFixedLayout(view.isFixedLayout);
      if (!view.isFixedLayout) view.classList.add(classes.reflowable ?? '');
      view.renderer.setAttribute('flow', opening.flow);
      if (opening.flow === 'scrolled') view.renderer.setAttribute('max-column-count', '1');
      view.renderer.setStyles?.(readerStyles(styleRef.current));
      detachHighlight = attachSearchHighlight(view, opening.terms, opening.hitSection);
      view.addEventListener('relocate', (event) => {
        const detail = (event as CustomEvent<RelocateDetail>).detail;
        setLocation(detail);
        if (detail.cfi && detail.cfi !== lastCfi) onProgressRef.current({ position: detail.cfi });
        lastCfi = detail.cfi;
      });
      view.addEventListener('load', (event) => {
        const { doc } = (event as CustomEvent<{ doc: Document }>).detail;
        doc.addEventListener('keydown', turn);
        if (view?.isFixedLayout) listenForSwipe(doc, view);
      });
      await view.init({ lastLocation: opening.startAt === '' ? null : opening.startAt });
      if (!abort.signal.aborted) setPhase('ready');
    };
    open().catch((error: unknown) => {
      if (abort.signal.aborted) return;
      console.error(error);
      setPhase('error');
    });
    return () => {
      abort.abort();
      detachHighlight();
      viewRef.current = null;
      view?.close();
      view?.remove();
      (book as EPUB | null)?.destroy();
    };
  }, [token.contentInfo.id]);

  useEffect(() => {
    window.addEventListener('keydown', turn);
    return () => window.removeEventListener('keydown', turn);
  }, [turn]);

  useEffect(() => {
    styleRef.current = { fontPercent: FONT_STEPS[fontStep] ?? 100, night };
    viewRef.current?.renderer.setStyles?.(readerStyles(styleRef.current));
  }, [fontStep, night]);

  useEffect(() => {
    viewRef.current?.renderer.setAttribute('flow', flow);
  }, [flow]);

  const goTo = (href: string) => {
    setTocOpened(false);
    void viewRef.current?.goTo(href);
  };
  const ready = phase === 'ready';
  const rtl = viewRef.current?.book.dir === 'rtl';
  const print = token.contentInfo.print;

  // Tooltips stay inside the viewer (its landmark), not in a portal at the end of <body>.
  return (
    <div
      className={`${classes.root} ${night ? classes.night : ''}`}
      data-epub-viewer
      data-layout={ready ? (fixedLayout ? 'fixed' : 'reflowable') : undefined}
      data-night={night}
      data-flow={flow}
      data-cfi={location?.cfi}
      data-section={location?.section?.current}
      data-location={location?.location?.current}
      data-fraction={location?.fraction}
    >
      {/* The page's heading for assistive technology: the book's own headings are inside its frames. */}
      <VisuallyHidden component="h1">{token.contentInfo.title}</VisuallyHidden>
      <Group className={classes.toolbar} role="toolbar" aria-label={t('viewer.epub.controls')} gap={4}>
        <Tooltip withinPortal={false} label={t('viewer.epub.contents')}>
          <ActionIcon
            variant="subtle"
            size="lg"
            aria-label={t('viewer.epub.contents')}
            disabled={!ready}
            onClick={() => setTocOpened(true)}
          >
            <IconListTree aria-hidden="true" />
          </ActionIcon>
        </Tooltip>
        <Tooltip withinPortal={false} label={t(rtl ? 'viewer.epub.nextPage' : 'viewer.epub.previousPage')}>
          <ActionIcon
            variant="subtle"
            size="lg"
            aria-label={t(rtl ? 'viewer.epub.nextPage' : 'viewer.epub.previousPage')}
            disabled={!ready}
            onClick={() => void viewRef.current?.goLeft()}
          >
            <IconArrowLeft aria-hidden="true" />
          </ActionIcon>
        </Tooltip>
        <Tooltip withinPortal={false} label={t(rtl ? 'viewer.epub.previousPage' : 'viewer.epub.nextPage')}>
          <ActionIcon
            variant="subtle"
            size="lg"
            aria-label={t(rtl ? 'viewer.epub.previousPage' : 'viewer.epub.nextPage')}
            disabled={!ready}
            onClick={() => void viewRef.current?.goRight()}
          >
            <IconArrowRight aria-hidden="true" />
          </ActionIcon>
        </Tooltip>
        {!fixedLayout && (
          <>
            <Tooltip withinPortal={false} label={t('viewer.epub.smallerText')}>
              <ActionIcon
                variant="subtle"
                size="lg"
                aria-label={t('viewer.epub.smallerText')}
                disabled={!ready || fontStep === 0}
                onClick={() => setFontStep((s) => Math.max(0, s - 1))}
              >
                <IconTextDecrease aria-hidden="true" />
              </ActionIcon>
            </Tooltip>
            <Text size="sm" aria-live="polite" data-testid="epub-font-size">
              {t('viewer.epub.textSize', { percent: FONT_STEPS[fontStep] })}
            </Text>
            <Tooltip withinPortal={false} label={t('viewer.epub.largerText')}>
              <ActionIcon
                variant="subtle"
                size="lg"
                aria-label={t('viewer.epub.largerText')}
                disabled={!ready || fontStep === FONT_STEPS.length - 1}
                onClick={() => setFontStep((s) => Math.min(FONT_STEPS.length - 1, s + 1))}
              >
                <IconTextIncrease aria-hidden="true" />
              </ActionIcon>
            </Tooltip>
          </>
        )}
        <Tooltip withinPortal={false} label={t('viewer.epub.nightMode')}>
          <ActionIcon
            variant={night ? 'filled' : 'subtle'}
            size="lg"
            aria-label={t('viewer.epub.nightMode')}
            aria-pressed={night}
            disabled={!ready}
            onClick={() => setNight((n) => !n)}
          >
            <IconMoon aria-hidden="true" />
          </ActionIcon>
        </Tooltip>
        {!fixedLayout && !legacy && (
          <SegmentedControl
            size="xs"
            aria-label={t('viewer.epub.layout')}
            disabled={!ready}
            value={flow}
            onChange={(value) => setFlow(value as Flow)}
            data={[
              { value: 'paginated', label: t('viewer.epub.paginated') },
              { value: 'scrolled', label: t('viewer.epub.scrolled') },
            ]}
          />
        )}
        <EpubPrintButton print={print} disabled={!ready} onPrintWhole={() => setPrintWhole((n) => n + 1)} />
        <EpubPosition view={ready ? viewRef.current : null} location={location} />
      </Group>
      <div className={classes.stage} ref={stageRef} data-testid="epub-stage" data-phase={phase}>
        <div className={classes.bookHost} ref={bookHostRef} />
        {mark && ready && viewRef.current && (
          <WatermarkOverlay
            view={viewRef.current}
            mark={mark}
            text={watermarkText}
            redrawKey={location?.cfi}
          />
        )}
        {phase === 'download' && (
          <div className={classes.status}>
            <Text>{t('viewer.loadingBook', { percent: Math.round((downloaded ?? 0) * 100) })}</Text>
            <Progress
              value={(downloaded ?? 0) * 100}
              animated={downloaded === null}
              aria-label={t('viewer.opening')}
            />
          </div>
        )}
        {phase === 'open' && (
          <div className={classes.status}>
            <Text>{t('viewer.opening')}</Text>
          </div>
        )}
        {phase === 'error' && (
          <div className={classes.status}>
            <Alert color="red" role="alert">
              {t('viewer.epub.openFailed')}
            </Alert>
          </div>
        )}
      </div>
      {ready && print !== 0 && viewRef.current && (
        <EpubPrintCopy
          view={viewRef.current}
          location={location}
          mark={mark}
          watermarkText={watermarkText}
          wholeBookRequest={print === 1 ? printWhole : 0}
        />
      )}
      <EpubTocPanel
        opened={tocOpened}
        onClose={() => setTocOpened(false)}
        toc={toc}
        currentHref={location?.tocItem?.href}
        onChoose={goTo}
      />
    </div>
  );
}
