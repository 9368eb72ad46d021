import { ResultCode } from '@hondana/contract';
import { ApiError } from '../api/api-error.ts';
import { loadErrorTextsFor } from '../api/error-texts.ts';
import { i18n as i18next } from '../i18n/i18n.ts';

/** As long as the exceeded-session notice of the login that closed this session (5 s). */
export const CLOSED_BY_LIMIT_TOAST_MS = 5_000;

/** The server closed this session because the account signed in elsewhere past its sessions-per-user limit. */
export function isClosedByLimit(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  const inner = (error.data as { status?: unknown } | null)?.status;
  return error.status === ResultCode.SESSION_ENDED_BY_LIMIT || inner === ResultCode.SESSION_ENDED_BY_LIMIT;
}

/**
 * Tells the reader why they were signed out, unlike the silent end of an expired session: a warning
 * toast with the result code's message.
 */
export async function announceClosedByLimit(): Promise<void> {
  const key = `api.error.${ResultCode.SESSION_ENDED_BY_LIMIT}`;
  await loadErrorTextsFor(key);
  const { notify } = await import('../api/notify.ts');
  notify('warning', i18next.t(key), { autoClose: CLOSED_BY_LIMIT_TOAST_MS });
}
