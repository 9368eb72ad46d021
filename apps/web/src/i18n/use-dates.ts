import { formatDate, formatDateTime } from '@hondana/i18n/dates';
import { useCurrentLanguage } from '../features/chrome/useCurrentLanguage.ts';

/** Dates and date-times in the interface language's one format (docs/dates.md), in the browser's time zone. */
export function useDates() {
  const language = useCurrentLanguage();
  return {
    date: (value: Date | string) => formatDate(value, language),
    dateTime: (value: Date | string) => formatDateTime(value, language),
  };
}
