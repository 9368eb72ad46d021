import { Loader, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../../api/api-error.ts';
import { callApi } from '../../../api/client.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useTenantHref } from '../../../tenant/use-tenant-path.ts';
import { useCurrentLanguage } from '../../chrome/useCurrentLanguage.ts';
import { rememberPaymentCallbackUrl } from '../../errors/payment-callback.ts';
import { orderDraft } from '../order-draft.ts';
import { orderEntryRoute, PAYMENT_ROUTES } from '../order-paths.ts';

/**
 * `/member-payment/processing?plan=…`: places the confirmed order with the member-ID provider and opens
 * its member page in the same window. A refusal lands on the payment ERROR page, whose button brings the
 * reader back to the plan's order entry.
 */
export function MemberPaymentProcessingPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const tenantHref = useTenantHref();
  const language = useCurrentLanguage();
  const [query] = useSearchParams();
  const planId = Number(query.get('plan'));
  const draft = orderDraft.get(planId);
  const started = useRef(false);

  const place = useMutation({
    mutationFn: () => {
      if (!draft) throw new Error('no order');
      return callApi('memberIdOrderReceive', {
        body: {
          order_id: draft.quote.orderId,
          subscription_plan_id: planId,
          coupon_code: draft.coupon?.code,
          redirect_url: new URL(tenantHref(PAYMENT_ROUTES.memberConfirm), window.location.origin).href,
          state: String(planId),
          terms_version: draft.quote.terms.version,
          lang: language,
        },
      });
    },
    meta: { silent: true },
    onSuccess: (answer) => {
      rememberPaymentCallbackUrl(tenantHref(orderEntryRoute(planId)));
      if (answer.redirectUrl) window.location.assign(answer.redirectUrl);
      else navigate(PAYMENT_ROUTES.memberError, { replace: true });
    },
    onError: (error) => {
      rememberPaymentCallbackUrl(tenantHref(orderEntryRoute(planId)));
      const code = error instanceof ApiError && error.hasResponse ? `?code=${error.status}` : '';
      navigate(`${PAYMENT_ROUTES.memberError}${code}`, { replace: true });
    },
  });

  useEffect(() => {
    if (started.current || !draft) return;
    started.current = true;
    place.mutate();
  }, [draft, place]);

  if (!draft)
    return <Navigate to={Number.isInteger(planId) && planId > 0 ? orderEntryRoute(planId) : '/'} replace />;
  return (
    <Stack p="xl" align="center" gap="md" data-member-payment="processing">
      <Loader aria-hidden />
      <Text role="status">{t('orders.member.processing')}</Text>
    </Stack>
  );
}
