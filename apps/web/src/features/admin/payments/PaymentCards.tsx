import type { TransactionItem } from '@hondana/contract';
import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useDates } from '../../../i18n/use-dates.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { READABLE_GREY } from '../../../shared/readable-grey.ts';
import { yen } from './payment-text.ts';

/** Dark shades: a light badge's text stays readable (4.5:1) on its tint. */
export const statusColour: Record<TransactionItem['status'], string> = {
  OK: 'green.9',
  done: 'green.9',
  pending: 'orange.9',
  NG: 'red.9',
};

/** The payments at phone width: one card each, opened by its button. */
export function PaymentCards({
  payments,
  onOpen,
}: {
  payments: TransactionItem[];
  onOpen: (payment: TransactionItem) => void;
}) {
  const { t } = useTranslation();
  const dates = useDates();
  return (
    <Stack component="ol" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
      {payments.map((payment) => (
        <Paper component="li" key={payment.id} withBorder radius="md" p="sm" data-payment-row={payment.id}>
          <Stack gap={4} align="flex-start">
            <Group gap="xs">
              <Text fw={600}>{yen(payment.amountYen)}</Text>
              <Badge color={statusColour[payment.status]} variant="light">
                {t(`payments.status.${payment.status}`)}
              </Badge>
              <Text size="sm">{t(`payments.kind.${payment.kind}`)}</Text>
            </Group>
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {payment.planName} · {payment.userEmail}
            </Text>
            <Text size="sm" c={READABLE_GREY}>
              {dates.dateTime(payment.completedAt ?? payment.createdAt)} · {payment.orderId}
            </Text>
            <Button
              variant="default"
              size="xs"
              onClick={() => onOpen(payment)}
              aria-label={t('payments.list.openLabel', { orderId: payment.orderId })}
            >
              {t('payments.list.open')}
            </Button>
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
