import type { Language } from '@hondana/contract';
import { htmlLang } from '../../../i18n/first-language.ts';

/** A duration in the largest unit that keeps it at 1 or more (ms, s, min, h), in the language's own words. */
export function formatDuration(ms: number, language: Language): string {
  const [value, unit] =
    ms < 1000
      ? [ms, 'millisecond']
      : ms < 60_000
        ? [ms / 1000, 'second']
        : ms < 3_600_000
          ? [ms / 60_000, 'minute']
          : [ms / 3_600_000, 'hour'];
  return new Intl.NumberFormat(htmlLang[language], {
    style: 'unit',
    unit,
    unitDisplay: 'short',
    maximumFractionDigits: unit === 'millisecond' ? 0 : 1,
  }).format(value);
}
