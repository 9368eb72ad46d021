import type { PublicPlan } from '@hondana/contract';
import { Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { READABLE_GREY } from '../../../shared/readable-grey.ts';
import { useTranslated } from '../../../tenant/use-translated.ts';
import { durationText, planPriceTexts } from './plan-texts.ts';

/**
 * A plan as the reader chooses it: its name, the price tax included with the amount before tax beside
 * it (総額表示), the period it renews by and its free days. `title` renders the name (a heading or a link).
 */
export function PlanSummary({
  plan,
  title,
  children,
}: {
  plan: PublicPlan;
  title?: (name: string) => ReactNode;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const translate = useTranslated();
  const name = translate(plan.name, plan.nameTranslations);
  const price = planPriceTexts(t, plan);
  const period = durationText(t, plan);
  return (
    <Stack gap={4} data-plan={plan.id}>
      {title ? title(name) : <Text fw={700}>{name}</Text>}
      <Group gap="xs" align="baseline" wrap="wrap">
        <Text fw={700} size="lg" data-plan-price="">
          {price.inclusive}
        </Text>
        {price.regular && (
          <Text td="line-through" c={READABLE_GREY} size="sm">
            {price.regular}
          </Text>
        )}
        <Text c={READABLE_GREY} size="sm" data-plan-before-tax="">
          {price.beforeTax}
        </Text>
        <Text size="sm">{t('orders.perPeriod', { period })}</Text>
      </Group>
      {plan.freeTermDays > 0 && (
        <Text size="sm" fw={600} data-plan-free-days="">
          {t('orders.freeDays', { count: plan.freeTermDays })}
        </Text>
      )}
      {children}
    </Stack>
  );
}
