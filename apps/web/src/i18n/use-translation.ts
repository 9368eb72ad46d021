import { useSyncExternalStore } from 'react';
import { i18n } from './i18n.ts';
import type { TFunction, Translator } from './translator.ts';

/**
 * The texts of the language on screen: `t` is a new function whenever the language changes or texts of
 * it arrive, so the component re-renders, and so does whatever it memoised on `t`.
 */
export function useTranslation(): { t: TFunction; i18n: Translator } {
  const t = useSyncExternalStore(i18n.subscribe, i18n.snapshot);
  return { t, i18n };
}
