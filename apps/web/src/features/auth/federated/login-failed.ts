import { i18n as i18next } from '../../../i18n/i18n.ts';

/** A federated login that went wrong says toast.error.loginFailed, 3 s at top centre. */
export async function notifyLoginFailed(): Promise<void> {
  const { notify, ERROR_TOAST_MS } = await import('../../../api/notify.ts');
  notify('error', i18next.t('toast.error.loginFailed'), { autoClose: ERROR_TOAST_MS });
}
