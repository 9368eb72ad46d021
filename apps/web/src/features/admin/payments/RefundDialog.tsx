import type { TransactionItem } from '@hondana/contract';
import { REFUND_REASON_MAX } from '@hondana/contract';
import { Alert, Button, Checkbox, Group, Modal, NumberInput, Stack, Textarea } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { notifySuccess } from '../../../api/notify.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { RefusalAlert } from '../kit/RefusalAlert.tsx';
import { useRefund } from './payment-queries.ts';
import { sameBillingDay, yen } from './payment-text.ts';

/** A key per opened dialog: a request sent twice (a double click, a retry) refunds once. */
const newRefundKey = () => crypto.randomUUID().replaceAll('-', '');

/**
 * Refunds a payment: the amount (the whole refundable amount to start with, any whole yen up to it),
 * the reason, and a confirmation box. It says beforehand whether the card company will see a void
 * (the charge's billing day) or a return, and that a whole refund ends the reader's access now.
 */
export function RefundDialog({ payment, onClose }: { payment: TransactionItem; onClose: () => void }) {
  const { t } = useTranslation();
  const [refundKey] = useState(newRefundKey);
  const [amount, setAmount] = useState<number | string>(payment.refundableYen);
  const [reason, setReason] = useState('');
  const [confirmed, setConfirmed] = useState(false);
  const refund = useRefund(payment.id);
  const paidAt = payment.completedAt ?? payment.createdAt;
  const voids = sameBillingDay(paidAt, new Date());
  const value = typeof amount === 'number' ? amount : Number.NaN;
  const valid =
    Number.isInteger(value) && value >= 1 && value <= payment.refundableYen && reason.trim() !== '';
  const whole = value === payment.refundableYen;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!valid || !confirmed) return;
    refund.mutate(
      { amountYen: value, reason: reason.trim(), refundKey },
      {
        onSuccess: () => {
          notifySuccess(t, 'payments.refund.done');
          onClose();
        },
      },
    );
  };
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('payments.refund.title', { orderId: payment.orderId })}
      closeButtonProps={{ 'aria-label': t('payments.refund.cancel') }}
    >
      <form onSubmit={submit} data-refund-form>
        <Stack gap="md">
          <NumberInput
            label={t('payments.refund.amount')}
            description={t('payments.refund.amountHint', { max: yen(payment.refundableYen) })}
            value={amount}
            onChange={setAmount}
            min={1}
            max={payment.refundableYen}
            allowDecimal={false}
            allowNegative={false}
            thousandSeparator=","
            required
            data-autofocus
          />
          <Textarea
            label={t('payments.refund.reason')}
            description={t('payments.refund.reasonHint')}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            maxLength={REFUND_REASON_MAX}
            rows={3}
            required
          />
          <Alert
            color={voids ? 'blue' : 'orange'}
            variant="light"
            data-refund-method={voids ? 'void' : 'return'}
          >
            {voids ? t('payments.refund.willVoid') : t('payments.refund.willReturn')}
          </Alert>
          {whole && (
            <Alert color="red" variant="light">
              {t('payments.refund.whole')}
            </Alert>
          )}
          <Checkbox
            label={t('payments.refund.confirm', { amount: Number.isInteger(value) ? yen(value) : '' })}
            checked={confirmed}
            onChange={(event) => setConfirmed(event.currentTarget.checked)}
          />
          {refund.isError && <RefusalAlert error={refund.error} />}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('payments.refund.cancel')}
            </Button>
            <Button type="submit" color="red" disabled={!valid || !confirmed} loading={refund.isPending}>
              {t('payments.refund.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
