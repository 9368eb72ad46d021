import { Alert, Button, Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { ApiError } from '../../../api/api-error.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { PageSkeleton } from '../../../shared/PageSkeleton.tsx';
import { useCurrentLanguage } from '../../chrome/useCurrentLanguage.ts';
import { CardForm, type CardToken } from '../card/CardForm.tsx';
import { orderDraft } from '../order-draft.ts';
import { orderConfirmRoute, planDetailRoute, useCardPageDocument } from '../order-paths.ts';
import { useCardTokenSource, useOrderQuote } from '../order-queries.ts';
import { PriceBreakdown } from '../price/PriceBreakdown.tsx';
import { CouponField } from './CouponField.tsx';
import { FreeTermNote } from './FreeTermNote.tsx';

/**
 * `/order-entry/:planId`: the plan's price for this reader from the server's quote (the coupon checked
 * and applied, ordinal discounts, tax), the card (tokenised at the gateway; two tokens when the card is
 * also kept for later charges), then the confirmation. A plan the reader may not buy (831 unknown, 838
 * held already) shows why. A refused order sends the reader back here with its message and asks for the
 * card again.
 */
export function OrderEntryPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const language = useCurrentLanguage();
  const mayDraw = useCardPageDocument();
  const planId = Number(useParams().subscriptionId);
  const [coupon, setCoupon] = useState(() => orderDraft.get(planId)?.coupon ?? null);
  const [refusal] = useState(() => orderDraft.refusal());
  useEffect(() => orderDraft.forgetRefusal(), []);
  const quote = useOrderQuote(planId, coupon?.code ?? null, language);
  const tokenSource = useCardTokenSource();

  if (!Number.isInteger(planId) || planId <= 0) return <Navigate to="/404" replace />;
  if (!mayDraw || quote.isPending || tokenSource.isPending) return <PageSkeleton />;
  if (quote.isError) {
    const code = quote.error instanceof ApiError && quote.error.hasResponse ? quote.error.status : null;
    return (
      <Stack p="md" maw={720}>
        <Title order={1} size="h2">
          {t('orders.entry.title')}
        </Title>
        <Alert color="red" variant="light" data-quote-refused={code ?? ''}>
          {t(code ? `api.error.${code}` : 'api.error.unknown', { defaultValue: t('api.error.unknown') })}
        </Alert>
        <Group>
          <Button variant="default" onClick={() => navigate(planDetailRoute(planId))}>
            {t('orders.error.back')}
          </Button>
          <Button onClick={() => void quote.refetch()}>{t('orders.error.retry')}</Button>
        </Group>
      </Stack>
    );
  }

  const data = quote.data;
  const source = tokenSource.data ?? null;
  const needsCard = !data.closesWithoutCharge && data.paymentGateway !== 'member_id';
  const next = (card: CardToken | null) => {
    orderDraft.set({
      planId,
      coupon,
      quote: data,
      card,
    });
    navigate(orderConfirmRoute(planId));
  };

  return (
    <Stack p="md" maw={720} gap="lg" data-order-entry={planId}>
      <Title order={1} size="h2">
        {t('orders.entry.title')}
      </Title>
      <Paper withBorder p="md">
        <Stack gap="sm">
          <Text fw={700} size="lg">
            {data.plan.name}
          </Text>
          <FreeTermNote quote={data} />
          <PriceBreakdown receipt={data.receipt} />
        </Stack>
      </Paper>
      <CouponField planId={planId} applied={coupon} onApply={setCoupon} />
      <Divider />
      {data.paymentGateway === 'member_id' && !data.closesWithoutCharge && (
        <Stack gap="sm">
          <Text>{t('orders.entry.memberId')}</Text>
          <Group justify="flex-end">
            <Button onClick={() => next(null)} data-member-next="">
              {t('orders.entry.next')}
            </Button>
          </Group>
        </Stack>
      )}
      {needsCard && source && (
        <section aria-labelledby="order-card-title">
          <Title order={2} size="h4" id="order-card-title" mb="sm">
            {t('orders.entry.card')}
          </Title>
          <CardForm
            source={source}
            onToken={next}
            refusal={refusal}
            tokenCount={data.schedule.charges.length > 1 || data.freeTermDays > 0 ? 2 : 1}
            submitLabel={t('orders.entry.next')}
          />
        </section>
      )}
      {needsCard && !source && (
        <Alert color="yellow" variant="light">
          {t('orders.entry.noGateway')}
        </Alert>
      )}
      {data.closesWithoutCharge && (
        <Group justify="flex-end">
          <Button onClick={() => next(null)}>{t('orders.entry.next')}</Button>
        </Group>
      )}
    </Stack>
  );
}
