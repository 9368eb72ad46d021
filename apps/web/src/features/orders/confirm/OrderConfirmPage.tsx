import { ResultCode } from '@hondana/contract';
import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { ApiError } from '../../../api/api-error.ts';
import { loadTextArea } from '../../../i18n/i18n.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useTenantHref } from '../../../tenant/use-tenant-path.ts';
import { useCurrentLanguage } from '../../chrome/useCurrentLanguage.ts';
import { orderRefusalMessage } from '../card/card-errors.ts';
import { FreeTermNote } from '../entry/FreeTermNote.tsx';
import { orderDraft } from '../order-draft.ts';
import { orderEntryRoute, PAYMENT_ROUTES, useCardPageDocument } from '../order-paths.ts';
import { PriceBreakdown } from '../price/PriceBreakdown.tsx';
import { inclusiveText } from '../price/yen-text.ts';
import { ChargeSchedule } from './ChargeSchedule.tsx';
import { placeCardOrder } from './place-order.ts';
import { useOrderFinish } from './use-order-finish.ts';

/** Refusals that need a new card and a new order id: back to the entry, which asks for the card again. */
const NEW_CARD = new Set<number>([ResultCode.CREDIT_CARD_INVALID, ResultCode.PAYMENT_FAILED]);

/**
 * The final confirmation (特定商取引法 §12-6): what is charged today and later and when, the free period and
 * its end, and the server's versioned text of the order's terms (renewal, how to cancel), shown as it is;
 * the order button sends that text's version with the order. A member-ID order continues on the
 * provider's pages.
 */
export function OrderConfirmPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const language = useCurrentLanguage();
  const tenantHref = useTenantHref();
  const mayDraw = useCardPageDocument();
  const planId = Number(useParams().subscriptionId);
  // The page keeps the order it was opened with: finishing the order clears the shared one.
  const [draft] = useState(() => orderDraft.get(planId));
  const finish = useOrderFinish();
  const queryClient = useQueryClient();
  const [problem, setProblem] = useState<string | null>(null);

  const order = useMutation({
    mutationFn: async () => {
      if (!draft) throw new Error('no order');
      const returnUrl = new URL(tenantHref(PAYMENT_ROUTES.cardConfirm), window.location.origin).href;
      return placeCardOrder(draft, returnUrl, language);
    },
    meta: { silent: true },
    onSuccess: (answer) => finish(answer, draft?.coupon?.code ?? null),
    onError: async (error) => {
      await loadTextArea('apiErrors').catch(() => undefined);
      const message = orderRefusalMessage(error);
      const status = error instanceof ApiError ? error.status : 0;
      if (message.clearCard || NEW_CARD.has(status)) {
        // A new card needs a new order id: the next quote is a fresh one.
        queryClient.removeQueries({ queryKey: ['orders', 'quote', planId] });
        orderDraft.refuse(message);
        navigate(orderEntryRoute(planId), { replace: true });
        return;
      }
      // 867: the confirmation text changed since the quote; the reader reads the new one.
      if (status === ResultCode.CONFIRM_ORDER_FAILED) {
        queryClient.removeQueries({ queryKey: ['orders', 'quote', planId] });
        navigate(orderEntryRoute(planId), { replace: true });
        return;
      }
      setProblem(message.key);
    },
  });

  if (!draft) return <Navigate to={orderEntryRoute(planId)} replace />;
  if (!mayDraw) return null;
  const { quote } = draft;
  const todayYen = quote.freeTermEndsAt || quote.closesWithoutCharge ? 0 : quote.receipt.totalYen;

  const placeOrder = () => {
    setProblem(null);
    if (quote.paymentGateway === 'member_id' && !quote.closesWithoutCharge) {
      const query = new URLSearchParams({ plan: String(planId), terms: quote.terms.version });
      if (draft.coupon) query.set('coupon', draft.coupon.code);
      navigate(`${PAYMENT_ROUTES.memberProcessing}?${query}`);
      return;
    }
    order.mutate();
  };

  return (
    <Stack p="md" maw={720} gap="lg" data-order-confirm={planId}>
      <Title order={1} size="h2">
        {t('orders.confirm.title')}
      </Title>
      <Text>{t('orders.confirm.intro')}</Text>
      <Paper withBorder p="md">
        <Stack gap="sm">
          <Text fw={700} size="lg">
            {quote.plan.name}
          </Text>
          <Group justify="space-between" data-charged-today="">
            <Text fw={600}>{t('orders.confirm.today')}</Text>
            <Text fw={700}>{inclusiveText(t, todayYen)}</Text>
          </Group>
          <FreeTermNote quote={quote} />
          <PriceBreakdown receipt={quote.receipt} />
          {draft.card?.maskedNumber && (
            <Text size="sm">{t('orders.card.saved', { mask: draft.card.maskedNumber })}</Text>
          )}
        </Stack>
      </Paper>
      <ChargeSchedule quote={quote} />
      <section aria-labelledby="order-terms-title">
        <Title order={2} size="h4" id="order-terms-title" mb="xs">
          {t('orders.confirm.terms')}
        </Title>
        <Paper withBorder p="md" data-order-terms={quote.terms.version}>
          <Text
            style={{ whiteSpace: 'pre-line' }}
            lang={quote.terms.language === 'vn' ? 'vi' : quote.terms.language}
          >
            {quote.terms.text}
          </Text>
        </Paper>
      </section>
      <div role="alert" aria-live="assertive">
        {problem && (
          <Alert color="red" variant="light" data-order-problem={problem}>
            {t(problem, { defaultValue: t('toast.error.payment') })}
          </Alert>
        )}
      </div>
      <Group justify="space-between">
        <Button
          variant="default"
          onClick={() => navigate(orderEntryRoute(planId))}
          disabled={order.isPending}
        >
          {t('orders.confirm.back')}
        </Button>
        <Button size="md" onClick={placeOrder} loading={order.isPending} data-place-order="">
          {order.isPending ? t('orders.confirm.ordering') : t('orders.confirm.order')}
        </Button>
      </Group>
    </Stack>
  );
}
