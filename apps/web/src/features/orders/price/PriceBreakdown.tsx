import type { Receipt, ReceiptLine } from '@hondana/contract';
import { Table, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { READABLE_GREY } from '../../../shared/readable-grey.ts';
import { inclusiveText, yenText } from './yen-text.ts';

/** What a receipt line is, in the reader's language: the rule's words with the line's data. */
function lineLabel(t: ReturnType<typeof useTranslation>['t'], line: ReceiptLine): string {
  return t(`orders.breakdown.rule.${line.rule}`, {
    label: line.label,
    percent: line.percent ?? 0,
    paidPeriodNo: line.paidPeriodNo ?? 1,
  });
}

/**
 * A charge's price from the server's receipt (never computed here): each line with the rule that gave it
 * (plan price, discount price, ordinal discount, coupon), the amount before tax, the tax of each rate and
 * the total the reader pays.
 */
export function PriceBreakdown({ receipt, heading = true }: { receipt: Receipt; heading?: boolean }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby={heading ? 'price-breakdown-title' : undefined} data-price-breakdown="">
      {heading && (
        <Title order={2} size="h4" id="price-breakdown-title" mb="xs">
          {t('orders.breakdown.title')}
        </Title>
      )}
      <Table withRowBorders={false} verticalSpacing={4}>
        <Table.Tbody>
          {receipt.lines.map((line) => (
            <Table.Tr key={`${line.rule}-${line.label}-${line.paidPeriodNo ?? 0}`} data-line={line.rule}>
              <Table.Th scope="row" fw="normal">
                {lineLabel(t, line)}
              </Table.Th>
              <Table.Td ta="right">{yenText(t, line.yen)}</Table.Td>
            </Table.Tr>
          ))}
          <Table.Tr data-line="net">
            <Table.Th scope="row" fw="normal" c={READABLE_GREY}>
              {t('orders.breakdown.net')}
            </Table.Th>
            <Table.Td ta="right" c={READABLE_GREY}>
              {yenText(t, receipt.netYen)}
            </Table.Td>
          </Table.Tr>
          {receipt.taxes
            .filter((tax) => tax.ratePercent > 0)
            .map((tax) => (
              <Table.Tr key={tax.ratePercent} data-line="tax">
                <Table.Th scope="row" fw="normal" c={READABLE_GREY}>
                  {t('orders.breakdown.tax', { rate: tax.ratePercent })}
                </Table.Th>
                <Table.Td ta="right" c={READABLE_GREY}>
                  {yenText(t, tax.taxYen)}
                </Table.Td>
              </Table.Tr>
            ))}
          <Table.Tr data-line="total">
            <Table.Th scope="row">{t('orders.breakdown.total')}</Table.Th>
            <Table.Td ta="right" fw={700}>
              {inclusiveText(t, receipt.totalYen)}
            </Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
      {receipt.totalYen === 0 && (
        <Text size="sm" c={READABLE_GREY}>
          {t('orders.breakdown.free')}
        </Text>
      )}
    </section>
  );
}
