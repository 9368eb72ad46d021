import type { OrderQuote } from '@hondana/contract';
import { Table, Title } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useCurrentLanguage } from '../../chrome/useCurrentLanguage.ts';
import { billingDate } from '../billing-date.ts';
import { inclusiveText } from '../price/yen-text.ts';

const SHOWN_CHARGES = 4;

/** When each of the next charges happens and what it costs, from the server's schedule. */
export function ChargeSchedule({ quote }: { quote: OrderQuote }) {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const charges = quote.schedule.charges.slice(0, SHOWN_CHARGES);
  if (charges.length === 0) return null;
  return (
    <section aria-labelledby="order-schedule-title" data-charge-schedule="">
      <Title order={2} size="h4" id="order-schedule-title" mb="xs">
        {t('orders.confirm.schedule')}
      </Title>
      <Table withRowBorders={false} verticalSpacing={4}>
        <Table.Tbody>
          {charges.map((charge) => (
            <Table.Tr key={charge.paidPeriodNo} data-charge={charge.paidPeriodNo}>
              <Table.Th scope="row" fw="normal">
                {billingDate(charge.chargeAt, language)}
              </Table.Th>
              <Table.Td ta="right">{inclusiveText(t, charge.receipt.totalYen)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </section>
  );
}
