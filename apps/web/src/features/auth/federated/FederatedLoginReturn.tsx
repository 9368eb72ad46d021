import { IdentityProvider, type PublicTerms, ResultCode } from '@hondana/contract';
import { Anchor, Group, Loader, Text } from '@mantine/core';
import { Suspense, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { callApi } from '../../../api/client.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { mobileAppLoginAsked } from '../../../session/mobile-web-view.ts';
import { completeLogin, replayPendingAction } from '../../../session/session-actions.ts';
import { lazyComponent } from '../../../shared/lazy-component.ts';
import { useTenant } from '../../../tenant/tenant-context.tsx';
import { LoginFailedAlert } from '../LoginFailedAlert.tsx';
import { type LoginOptions, loginOptions } from '../login-options.ts';
import { useExternalIdPages } from './external-id-pages.ts';
import { finishFederatedLogin, providerReturnOf, startFederatedLogin } from './federated-login.ts';
import { notifyLoginFailed } from './login-failed.ts';

/** Code 862's dialog (Mantine's modal and scroll area): loaded only when the terms are to be accepted. */
const TermsDialog = lazyComponent(() => import('./TermsDialog.tsx').then((m) => m.TermsDialog));
/** `?google=true` / `?microsoft=true` (with or without `&fl=true`) start that login at once. */
export function autoStartOf(search: string, options: LoginOptions): IdentityProvider | null {
  const params = new URLSearchParams(search);
  if (params.get('google') === 'true' && options.google) return IdentityProvider.GOOGLE;
  if (params.get('microsoft') === 'true' && options.microsoft) return IdentityProvider.MICROSOFT;
  return null;
}

/** The education ID's refusals shown on the login page, by result code. */
function refusalKey(code: number): string {
  if (code === ResultCode.EXTERNAL_ACCOUNT_NOT_REGISTERED) return 'accounts.federated.notRegister';
  if (code === ResultCode.EXTERNAL_ID_MY_PAGE_REQUIRED) return 'accounts.federated.myPage';
  return `api.error.${code}`;
}

/**
 * The login page's part of a federated login: the provider's return (a code or an error in the query
 * or the hash) is traded for a session, the address bar loses the code at once, and what went wrong is
 * shown — the login-failed toast and `/login`, or for the education ID its own branches (terms 862,
 * not registered 701, my page 864). Also the `?google=true` / `?microsoft=true` start.
 */
export function FederatedLoginReturn({ onLoggedIn }: { onLoggedIn(): void }) {
  const { t } = useTranslation();
  const tenant = useTenant();
  const navigate = useNavigate();
  const [arrival] = useState(() => ({
    ret: providerReturnOf(window.location.search, window.location.hash),
    start: autoStartOf(window.location.search, loginOptions(tenant.company)),
    // The app's web view stays marked as such when the start flags leave the address.
    loginRoute: mobileAppLoginAsked() ? '/login?is_login_mobile_app=true' : '/login',
  }));
  const [busy, setBusy] = useState(arrival.ret !== null || arrival.start !== null);
  const [refusal, setRefusal] = useState<number | null>(null);
  const [terms, setTerms] = useState<PublicTerms | null>(null);
  const [accepting, setAccepting] = useState(false);
  const handled = useRef(false);

  useEffect(() => {
    if (handled.current || (!arrival.ret && !arrival.start)) return;
    handled.current = true;
    const failed = () => {
      setBusy(false);
      void notifyLoginFailed();
      navigate(arrival.loginRoute, { replace: true });
    };
    // The code (or the start flag) leaves the address bar: a reload or Back must not use it again.
    navigate(arrival.loginRoute, { replace: true });
    if (arrival.start) {
      startFederatedLogin(arrival.start, tenant).catch(failed);
      return;
    }
    if (!arrival.ret) return;
    void finishFederatedLogin(arrival.ret, tenant).then(async (outcome) => {
      if (outcome.kind === 'signed-in') {
        if (await completeLogin(outcome.response, outcome.keepLogin)) {
          replayPendingAction();
          onLoggedIn();
        } else setBusy(false);
        return;
      }
      if (outcome.kind === 'failed') return failed();
      if (outcome.code !== ResultCode.TERMS_ACCEPTANCE_REQUIRED) {
        setBusy(false);
        setRefusal(outcome.code);
        return;
      }
      try {
        setTerms(await callApi('publicTerms'));
        setBusy(false);
      } catch {
        failed();
      }
    });
  }, [arrival, tenant, navigate, onLoggedIn]);

  const accept = () => {
    setAccepting(true);
    // A state is used once: acceptance is a new round at the provider, whose next login call says so.
    startFederatedLogin(IdentityProvider.EXTERNAL_ID, tenant, { acceptTerms: true }).catch(() => {
      setAccepting(false);
      setTerms(null);
      void notifyLoginFailed();
    });
  };

  return (
    <>
      {busy && (
        <Group gap="sm" role="status" data-federated-login="busy">
          <Loader size="sm" aria-hidden />
          <Text size="sm">{t('accounts.federated.signingIn')}</Text>
        </Group>
      )}
      {refusal !== null && (
        <LoginFailedAlert code={refusal}>
          {t(refusalKey(refusal), { defaultValue: t('toast.error.loginFailed') })}
          {refusal === ResultCode.EXTERNAL_ID_MY_PAGE_REQUIRED && <MyPageLink />}
        </LoginFailedAlert>
      )}
      {terms !== null && (
        <Suspense fallback={null}>
          <TermsDialog
            terms={terms}
            accepting={accepting}
            onAccept={accept}
            onDecline={() => setTerms(null)}
          />
        </Suspense>
      )}
    </>
  );
}

/** Code 864: the provider's my page, where the reader completes the profile; none when not configured. */
function MyPageLink() {
  const { t } = useTranslation();
  const url = useExternalIdPages().data?.myPageUrl;
  if (!url) return null;
  return (
    <Anchor href={url} display="block" mt="xs" fw={600} underline="always" data-my-page-link="">
      {t('accounts.federated.openMyPage')}
    </Anchor>
  );
}
