import { ResultCode } from '@hondana/contract';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconCheck, IconInfoCircle, IconX } from '@tabler/icons-react';
import { createElement } from 'react';
import { i18n as i18next } from '../i18n/i18n.ts';
import { retranslateToastsOnLanguageChange } from '../i18n/retranslate-toasts.ts';
import type { TFunction } from '../i18n/translator.ts';
import { toastSignal } from '../shared/toast-signal.ts';
import { ApiError } from './api-error.ts';

const TOP = 'top-center' as const;

export type NoticeLevel = 'success' | 'warning' | 'error' | 'info';

/** Colour and icon by level. */
const LEVELS: Record<NoticeLevel, { color: string; icon: typeof IconCheck }> = {
  success: { color: 'green', icon: IconCheck },
  warning: { color: 'yellow', icon: IconAlertTriangle },
  error: { color: 'red', icon: IconX },
  info: { color: 'blue', icon: IconInfoCircle },
};

let following = false;
/** From the first toast on, a language switch re-renders the toasts on screen. */
function followLanguage() {
  if (following) return;
  following = true;
  retranslateToastsOnLanguageChange(i18next);
}

/**
 * The one toast of the app: colour and icon by level, top centre unless told otherwise.
 * `data-toast` names the level for tests and styles.
 */
export function notify(
  level: NoticeLevel,
  title: string,
  options: { position?: 'top-center' | 'bottom-right'; autoClose: number },
) {
  followLanguage();
  toastSignal.raise();
  const { color, icon } = LEVELS[level];
  notifications.show({
    color,
    icon: createElement(icon, { size: 18, 'aria-hidden': true }),
    title,
    message: '',
    position: options.position ?? TOP,
    autoClose: options.autoClose,
    // Mantine's close button has no name of its own (axe button-name).
    closeButtonProps: { 'aria-label': i18next.t('chrome.close') },
    'data-toast': level,
  });
}

export const ERROR_TOAST_MS = 3_000;
export const UNKNOWN_TOAST_MS = 5_000;
export const SUCCESS_TOAST_MS = 3_000;

/** Result codes the client never announces. */
const SILENT_IN_BAD_REQUEST: ReadonlySet<number> = new Set([
  ResultCode.SUBSCRIPTION_EXPIRED,
  ResultCode.ACCESS_TOKEN_INVALID,
  ResultCode.ACCESS_TOKEN_EXPIRED,
  ResultCode.LOGIN_REQUIRED,
  ResultCode.UNAUTHORIZED,
]);

export interface ErrorContext {
  /** The call was a full-text search: BACKEND_API_ERROR there is silent. */
  fullTextSearch?: boolean;
  /** A non-automatic login: USER_GROUP_NOT_AUTO_LOGIN is silent. */
  nonAutoLogin?: boolean;
}

export function isSilent(error: ApiError, context: ErrorContext = {}): boolean {
  if (error.status === ResultCode.USER_GROUP_NOT_AUTO_LOGIN && context.nonAutoLogin) return true;
  if (error.status === ResultCode.BACKEND_API_ERROR && context.fullTextSearch) return true;
  const inner = (error.data as { status?: unknown } | null)?.status;
  return (
    error.status === ResultCode.BAD_REQUEST && typeof inner === 'number' && SILENT_IN_BAD_REQUEST.has(inner)
  );
}

/** The one global API-error handler: a translated toast, or none for the silent codes. */
export function notifyApiError(error: unknown, t: TFunction, context: ErrorContext = {}): void {
  if (!(error instanceof ApiError) || !error.hasResponse) {
    notify('error', t('api.error.unknown'), { position: 'bottom-right', autoClose: UNKNOWN_TOAST_MS });
    return;
  }
  if (isSilent(error, context)) return;
  const key = `api.error.${error.status}`;
  notify('error', t(key, { defaultValue: t('api.error.unknown') }), { autoClose: ERROR_TOAST_MS });
}

/** A success toast: green with its check icon, 3 s, top centre. */
export function notifySuccess(t: TFunction, key: string): void {
  notify('success', t(key), { autoClose: SUCCESS_TOAST_MS });
}
