import type { Language } from '@hondana/contract';
import { formatDate } from '@hondana/i18n';

/** Charges fall on Japan's calendar (the billing rules' time zone), whatever the reader's own zone. */
const BILLING_TIME_ZONE = 'Asia/Tokyo';

export const billingDate = (value: string, language: Language) =>
  formatDate(value, language, BILLING_TIME_ZONE);
