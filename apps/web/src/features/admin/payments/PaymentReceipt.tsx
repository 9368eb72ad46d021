import type { TransactionItem } from '@hondana/contract';
import { Button, Group, Stack, Table, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { notifyApiError } from '../../../api/notify.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { READABLE_GREY } from '../../../shared/readable-grey.ts';
import { downloadReceipt, lineText, yen } from './payment-text.ts';

/** A payment's receipt as the PDF states it: its lines with their rules, the tax per rate, the total. */
export function PaymentReceipt({ payment }: { payment: TransactionItem }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const { receipt } = payment;
  if (!receipt) return <Text c={READABLE_GREY}>{t('payments.detail.noReceipt')}</Text>;
  const creditNote = receipt.kind === 'credit-note';
  const download = async () => {
    setBusy(true);
    try {
      await downloadReceipt(payment, receipt.kind);
    } catch (error) {
      notifyApiError(error, t);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack gap="xs" data-payment-receipt={receipt.number}>
      <Text fw={600}>
        {creditNote
          ? t('payments.detail.creditNoteNumber', { number: receipt.number })
          : t('payments.detail.receiptNumber', { number: receipt.number })}
      </Text>
      {receipt.registrationNumber && (
        <Text size="sm" c={READABLE_GREY}>
          {t('payments.detail.registration', { number: receipt.registrationNumber })}
        </Text>
      )}
      <Table>
        <Table.Tbody>
          {receipt.lines.map((line, index) => (
            // Lines have no id of their own; their order on the receipt is fixed.
            // biome-ignore lint/suspicious/noArrayIndexKey: the receipt's lines never move
            <Table.Tr key={index}>
              <Table.Td>{lineText(line, t)}</Table.Td>
              <Table.Td ta="right">{yen(line.yen)}</Table.Td>
            </Table.Tr>
          ))}
          {receipt.taxes.map((tax) => (
            <Table.Tr key={tax.ratePercent}>
              <Table.Td>{t('payments.detail.tax', { rate: tax.ratePercent, net: yen(tax.netYen) })}</Table.Td>
              <Table.Td ta="right">{yen(tax.taxYen)}</Table.Td>
            </Table.Tr>
          ))}
          <Table.Tr>
            <Table.Th>{t('payments.detail.total')}</Table.Th>
            <Table.Th ta="right">{yen(payment.amountYen)}</Table.Th>
          </Table.Tr>
        </Table.Tbody>
      </Table>
      {receipt.reissueCount > 0 && (
        <Text size="sm" c={READABLE_GREY}>
          {t('payments.detail.reissues', { count: receipt.reissueCount })}
        </Text>
      )}
      <Group>
        <Button
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden />}
          loading={busy}
          onClick={() => void download()}
          data-download-receipt={payment.id}
        >
          {creditNote ? t('payments.detail.downloadCreditNote') : t('payments.detail.download')}
        </Button>
      </Group>
    </Stack>
  );
}
