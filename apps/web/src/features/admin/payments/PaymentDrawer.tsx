import type { TransactionItem } from '@hondana/contract';
import { Button, Drawer, Stack, Text, Title } from '@mantine/core';
import { IconReceiptRefund } from '@tabler/icons-react';
import { useState } from 'react';
import { useDates } from '../../../i18n/use-dates.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { can } from '../../../session/abilities.ts';
import { useSession } from '../../../session/session-store.ts';
import { READABLE_GREY } from '../../../shared/readable-grey.ts';
import { AuditHistory } from '../audit/AuditHistory.tsx';
import { PaymentReceipt } from './PaymentReceipt.tsx';
import { yen } from './payment-text.ts';
import { RefundDialog } from './RefundDialog.tsx';

/** One payment at the side: its facts, its receipt, its refunds, the refund dialog and its history. */
export function PaymentDrawer({
  payment,
  onClose,
}: {
  payment: TransactionItem | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const dates = useDates();
  const user = useSession((s) => s.user);
  const [refunding, setRefunding] = useState(false);
  const fact = (label: string, value: string | null) =>
    value === null ? null : (
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        <Text span size="sm" c={READABLE_GREY} mr={6}>
          {label}
        </Text>
        {value}
      </Text>
    );
  return (
    <Drawer
      opened={payment !== null}
      onClose={onClose}
      position="right"
      size="min(100%, 40rem)"
      title={payment ? t('payments.detail.title', { orderId: payment.orderId }) : ''}
      closeButtonProps={{ 'aria-label': t('payments.refund.cancel') }}
    >
      {payment && (
        <Stack gap="md" data-payment-drawer={payment.id}>
          {fact(t('payments.field.date'), dates.dateTime(payment.completedAt ?? payment.createdAt))}
          {fact(t('payments.field.kind'), t(`payments.kind.${payment.kind}`))}
          {fact(t('payments.field.status'), t(`payments.status.${payment.status}`))}
          {fact(t('payments.field.method'), t(`payments.gateway.${payment.paymentGateway}`))}
          {fact(t('payments.field.reader'), payment.userEmail)}
          {fact(t('payments.field.plan'), payment.planName)}
          {payment.periodStart &&
            payment.periodEnd &&
            fact(
              t('payments.field.period'),
              `${dates.date(payment.periodStart)} – ${dates.date(payment.periodEnd)}`,
            )}
          <Title order={3} size="h5">
            {t('payments.detail.lines')}
          </Title>
          <PaymentReceipt payment={payment} />
          <Title order={3} size="h5">
            {t('payments.detail.refunds')}
          </Title>
          {payment.refunds.length === 0 ? (
            <Text size="sm" c={READABLE_GREY}>
              {t('payments.detail.noRefunds')}
            </Text>
          ) : (
            <Stack component="ul" gap={4} p={0} m={0} style={{ listStyle: 'none' }}>
              {payment.refunds.map((r) => (
                <Text component="li" size="sm" key={r.id} data-refund-row={r.id}>
                  {dates.dateTime(r.createdAt)} · {yen(r.amountYen)} · {t(`payments.method.${r.method}`)} ·{' '}
                  {r.reason}
                </Text>
              ))}
            </Stack>
          )}
          {payment.refundableYen > 0 && can(user, 'transaction.refund') && (
            <Button
              color="red"
              variant="light"
              leftSection={<IconReceiptRefund size={16} aria-hidden />}
              onClick={() => setRefunding(true)}
              style={{ alignSelf: 'flex-start' }}
            >
              {t('payments.refund.open')}
            </Button>
          )}
          <AuditHistory entity="transaction" entityId={payment.id} />
          {refunding && <RefundDialog payment={payment} onClose={() => setRefunding(false)} />}
        </Stack>
      )}
    </Drawer>
  );
}
