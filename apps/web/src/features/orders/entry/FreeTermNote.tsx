import type { OrderQuote } from '@hondana/contract';
import { Text } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useCurrentLanguage } from '../../chrome/useCurrentLanguage.ts';
import { billingDate } from '../billing-date.ts';

/** The free period and the day of the first charge, when the plan starts free. */
export function FreeTermNote({ quote }: { quote: OrderQuote }) {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  if (!quote.freeTermEndsAt) return null;
  return (
    <div data-free-term="">
      <Text fw={600}>
        {t('orders.confirm.freeUntil', { date: billingDate(quote.freeTermEndsAt, language) })}
      </Text>
      <Text>{t('orders.confirm.firstCharge', { date: billingDate(quote.firstChargeAt, language) })}</Text>
    </div>
  );
}
