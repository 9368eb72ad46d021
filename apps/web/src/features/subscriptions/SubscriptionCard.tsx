import type { RegisteredSubscription } from '@hondana/contract';
import { Badge, Box, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { TFunction } from '../../i18n/translator.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { READABLE_GREY } from '../../shared/readable-grey.ts';
import { useCurrentLanguage } from '../chrome/useCurrentLanguage.ts';
import { billingDate } from '../orders/billing-date.ts';
import { inclusiveText } from '../orders/price/yen-text.ts';
import { CancelSubscriptionButton } from './CancelSubscriptionButton.tsx';
import { UpgradeSubscriptionButton } from './UpgradeSubscriptionButton.tsx';

const statusColour = { ACTIVE: 'green.9', CANCEL: 'gray.8', REFUNDED: 'orange.9' } as const;

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Text component="dt" size="sm" c={READABLE_GREY}>
        {label}
      </Text>
      <Text component="dd" m={0}>
        {children}
      </Text>
    </Box>
  );
}

/** The finer state beside the shown status, when it says more (free period, payment failed, ended). */
function stateNote(t: TFunction, s: RegisteredSubscription): string | null {
  if (s.billingState === 'TRIAL' || s.billingState === 'PAST_DUE' || s.billingState === 'ENDED') {
    return t(`subscription.state.${s.billingState}`);
  }
  return null;
}

/** One registered plan: its status, dates, next charge, card and what the reader may do with it. */
export function SubscriptionCard({ subscription: s }: { subscription: RegisteredSubscription }) {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const day = (value: string) => billingDate(value, language);
  const note = stateNote(t, s);
  return (
    <Paper withBorder p="md" radius="md" component="article" data-subscription={s.id}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <Title order={2} size="h4">
            {s.planName}
          </Title>
          <Badge color={statusColour[s.status]} variant="filled" data-subscription-status={s.status}>
            {t(`subscription.status.${s.status}`)}
          </Badge>
        </Group>
        {note && <Text size="sm">{note}</Text>}
        <Box component="dl" m={0} style={{ display: 'grid', gap: 'var(--mantine-spacing-xs)' }}>
          {s.freeTermEndsAt && s.billingState === 'TRIAL' && (
            <Fact label={t('subscription.field.freeTermEnds')}>{day(s.freeTermEndsAt)}</Fact>
          )}
          {s.currentPeriodStart && s.currentPeriodEnd && (
            <Fact label={t('subscription.field.period')}>
              {t('subscription.field.periodRange', {
                start: day(s.currentPeriodStart),
                end: day(s.currentPeriodEnd),
              })}
            </Fact>
          )}
          <Fact label={t('subscription.field.nextCharge')}>
            <span data-next-charge>
              {s.nextCharge
                ? t('subscription.field.nextChargeValue', {
                    amount: inclusiveText(t, s.nextCharge.receipt.totalYen),
                    date: day(s.nextCharge.chargeAt),
                  })
                : t('subscription.field.noNextCharge')}
            </span>
          </Fact>
          {s.cardMask && <Fact label={t('subscription.field.card')}>{s.cardMask}</Fact>}
          <Fact label={t('subscription.field.accessEnds')}>
            <span data-access-ends>
              {s.hasAccess && s.accessEndsAt ? day(s.accessEndsAt) : t('subscription.field.noAccess')}
            </span>
          </Fact>
        </Box>
        {(s.cancellable || s.upgradeOptions.length > 0) && (
          <Group gap="sm">
            {s.upgradeOptions.length > 0 && <UpgradeSubscriptionButton subscription={s} />}
            {s.cancellable && <CancelSubscriptionButton subscription={s} />}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
