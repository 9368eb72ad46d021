import type { TransactionItem } from '@hondana/contract';
import { Alert, Badge, Button, Group, Loader, Pagination, Paper, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { notifyApiError } from '../../api/notify.ts';
import { useDates } from '../../i18n/use-dates.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { READABLE_GREY } from '../../shared/readable-grey.ts';
import { statusColour } from '../admin/payments/PaymentCards.tsx';
import { usePaymentPage } from '../admin/payments/payment-queries.ts';
import { downloadReceipt, lineText, yen } from '../admin/payments/payment-text.ts';

const PAGE_SIZE = 20;

function ReceiptButton({ payment }: { payment: TransactionItem }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const { receipt } = payment;
  if (!receipt) return null;
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
    <Button
      variant="default"
      size="xs"
      leftSection={<IconDownload size={14} aria-hidden />}
      loading={busy}
      onClick={() => void download()}
      aria-label={t('payments.history.downloadLabel', { orderId: payment.orderId })}
      data-download-receipt={payment.id}
    >
      {t('payments.history.download')}
    </Button>
  );
}

/**
 * The signed-in reader's payments and refunds, newest first, each with its receipt (or credit note) to
 * download: what the /subscription page links to. Cards at every width, so a phone reads it the same.
 */
export function PaymentHistory() {
  const { t } = useTranslation();
  const dates = useDates();
  const [page, setPage] = useState(1);
  const payments = usePaymentPage({ page, size: PAGE_SIZE });
  if (payments.isError) {
    return (
      <Alert color="red" role="alert">
        {t('payments.history.loadFailed')}
      </Alert>
    );
  }
  const data = payments.data;
  if (!data) return <Loader size="sm" />;
  if (data.content.length === 0) return <Text c={READABLE_GREY}>{t('payments.history.empty')}</Text>;
  return (
    <Stack gap="sm" data-payment-history>
      <Stack component="ol" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
        {data.content.map((payment) => (
          <Paper component="li" key={payment.id} withBorder radius="md" p="sm" data-payment-row={payment.id}>
            <Stack gap={4}>
              <Group justify="space-between" gap="xs">
                <Group gap="xs">
                  <Text fw={600}>{yen(payment.amountYen)}</Text>
                  <Badge color={statusColour[payment.status]} variant="light">
                    {t(`payments.status.${payment.status}`)}
                  </Badge>
                  <Text size="sm">{t(`payments.kind.${payment.kind}`)}</Text>
                </Group>
                <ReceiptButton payment={payment} />
              </Group>
              <Text size="sm">{payment.planName}</Text>
              {payment.receipt?.lines
                .filter((line) => Math.min(line.yen, 0) !== 0)
                .map((line) => (
                  <Text size="sm" key={`${line.rule}${line.label}`}>
                    {`${lineText(line, t)} ${yen(line.yen)}`}
                  </Text>
                ))}
              <Text size="sm" c={READABLE_GREY}>
                {dates.dateTime(payment.completedAt ?? payment.createdAt)} · {payment.orderId}
              </Text>
            </Stack>
          </Paper>
        ))}
      </Stack>
      {data.totalPages > 1 && (
        <Pagination total={data.totalPages} value={page} onChange={setPage} size="sm" />
      )}
    </Stack>
  );
}
