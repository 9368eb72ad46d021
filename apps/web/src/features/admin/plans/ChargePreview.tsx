import type { ReceiptLine, ScheduledCharge } from '@hondana/contract';
import { Box, Button, Group, Paper, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useDates } from '../../../i18n/use-dates.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { ErrorState } from '../kit/ErrorState.tsx';
import { LoadingSkeleton } from '../kit/LoadingSkeleton.tsx';
import { yen } from './plan-form-values.ts';
import { useChargePreview } from './plan-queries.ts';

/** The rules a charge's lines applied, in words (the plan's price line says nothing new). */
function useRuleText() {
  const { t } = useTranslation();
  return (lines: ReceiptLine[]) => {
    const applied = lines.filter((line) => line.rule !== 'plan-price');
    if (applied.length === 0) return t('planAdmin.preview.rules.plan-price');
    return applied
      .map((line) => t(`planAdmin.preview.rules.${line.rule}`, { percent: line.percent ?? 0 }))
      .join(', ');
  };
}

/**
 * The next 24 months of charges for a reader buying the plan now, computed on the server by the rules
 * that charge (discount price, ordinal discounts, a coupon): a table at any width, scrolled sideways
 * by keyboard on a phone.
 */
export function ChargePreview({ planId }: { planId: number }) {
  const { t } = useTranslation();
  const dates = useDates();
  const ruleText = useRuleText();
  const [typed, setTyped] = useState('');
  const [coupon, setCoupon] = useState('');
  const preview = useChargePreview(planId, coupon);
  const apply = (event: FormEvent) => {
    event.preventDefault();
    setCoupon(typed.trim());
  };
  const row = (charge: ScheduledCharge) => (
    <Table.Tr key={charge.paidPeriodNo} data-charge={charge.paidPeriodNo}>
      <Table.Td>{charge.paidPeriodNo}</Table.Td>
      <Table.Td>
        <time dateTime={charge.chargeAt}>{dates.date(charge.chargeAt)}</time>
      </Table.Td>
      <Table.Td>
        {dates.date(charge.periodStart)} – {dates.date(charge.periodEnd)}
      </Table.Td>
      <Table.Td style={{ textAlign: 'right' }} data-amount={charge.receipt.totalYen}>
        ¥{yen(charge.receipt.totalYen)}
      </Table.Td>
      <Table.Td>{ruleText(charge.receipt.lines)}</Table.Td>
    </Table.Tr>
  );
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="section"
      aria-labelledby="plan-preview-title"
      data-charge-preview=""
    >
      <Stack gap="sm">
        <Title order={2} size="h3" id="plan-preview-title">
          {t('planAdmin.preview.title')}
        </Title>
        <form onSubmit={apply}>
          <Group align="flex-end" gap="sm">
            <TextInput
              name="couponCode"
              label={t('planAdmin.preview.coupon')}
              value={typed}
              maxLength={64}
              onChange={(event) => setTyped(event.currentTarget.value)}
            />
            <Button type="submit" variant="default">
              {t('planAdmin.preview.apply')}
            </Button>
          </Group>
        </form>
        {preview.isPending ? (
          <LoadingSkeleton />
        ) : preview.isError ? (
          <ErrorState
            error={preview.error}
            title={t('planAdmin.preview.loadFailed')}
            onRetry={() => void preview.refetch()}
          />
        ) : (
          <>
            {preview.data.freeTermEndsAt && (
              <Text size="sm">
                {t('planAdmin.preview.freeUntil', { date: dates.date(preview.data.freeTermEndsAt) })}
              </Text>
            )}
            {preview.data.charges.length === 0 ? (
              <Text>{t('planAdmin.preview.none')}</Text>
            ) : (
              <Box
                // The table scrolls sideways on a phone: the scrolling box itself takes the keyboard focus.
                tabIndex={0}
                role="region"
                aria-label={t('planAdmin.preview.table')}
                style={{ overflowX: 'auto' }}
                data-charge-scroll=""
              >
                <Table striped miw={560}>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('planAdmin.preview.periodNo')}</Table.Th>
                      <Table.Th>{t('planAdmin.preview.date')}</Table.Th>
                      <Table.Th>{t('planAdmin.preview.period')}</Table.Th>
                      <Table.Th style={{ textAlign: 'right' }}>{t('planAdmin.preview.amount')}</Table.Th>
                      <Table.Th>{t('planAdmin.preview.rule')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>{preview.data.charges.map(row)}</Table.Tbody>
                </Table>
              </Box>
            )}
          </>
        )}
      </Stack>
    </Paper>
  );
}
