import { loadTextArea } from '../i18n/i18n.ts';
import { ApiError } from './api-error.ts';

/**
 * Rethrows a failed call once the result-code messages are loaded: they are not in the first-paint
 * texts, and whatever shows the error (toast, form message, alert) must never show a raw
 * key. Calls that fail without an answer show `api.error.unknown`, which the first-paint texts hold;
 * if the messages cannot be loaded either, the screens fall back to that text too.
 */
export async function withErrorTexts(error: unknown): Promise<never> {
  if (error instanceof ApiError && error.hasResponse) await loadTextArea('apiErrors').catch(() => undefined);
  throw error;
}

/** Loads the result-code messages when `key` is one of them (a message key a successful answer carries). */
export async function loadErrorTextsFor(key: string | null | undefined): Promise<void> {
  if (key?.startsWith('api.error.')) await loadTextArea('apiErrors').catch(() => undefined);
}
