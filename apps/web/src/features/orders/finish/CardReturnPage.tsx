import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ApiError } from '../../../api/api-error.ts';
import { callApi } from '../../../api/client.ts';
import { loadTextArea } from '../../../i18n/i18n.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { orderRefusalMessage } from '../card/card-errors.ts';
import { useOrderFinish } from '../confirm/use-order-finish.ts';
import { forgetPendingOrder, pendingOrder } from '../order-draft.ts';

/** The order id the gateway sends back (first gateway `orderId`, second `OrderID`), else the one kept. */
function orderIdOf(query: URLSearchParams): string | null {
  return query.get('orderId') ?? query.get('OrderID') ?? pendingOrder()?.orderId ?? null;
}

/**
 * `/card-payment/confirm`: where the 3-D Secure page sends the reader back. The whole query goes to
 * `POST /veritrans/confirm-order` (for either gateway; the server believes it only as the gateway's
 * check allows), once; the answer finishes the order as the confirmation's would.
 */
export function CardReturnPage() {
  const { t } = useTranslation();
  const [query] = useSearchParams();
  const finish = useOrderFinish();
  const started = useRef(false);
  const [problem, setProblem] = useState<string | null>(null);
  const orderId = orderIdOf(query);

  const confirm = useMutation({
    mutationFn: (id: string) =>
      callApi('confirmOrder', {
        body: {
          order_id: id,
          coupon_code: pendingOrder()?.couponCode ?? undefined,
          returned: Object.fromEntries(query.entries()),
        },
      }),
    meta: { silent: true },
    onSuccess: (answer) => finish(answer, null),
    onError: async (error) => {
      await loadTextArea('apiErrors').catch(() => undefined);
      if (!(error instanceof ApiError) || error.status !== 842) forgetPendingOrder();
      setProblem(orderRefusalMessage(error).key);
    },
  });

  useEffect(() => {
    if (started.current || !orderId) return;
    started.current = true;
    confirm.mutate(orderId);
  }, [orderId, confirm]);

  if (!orderId || problem)
    return (
      <Stack p="md" maw={720} gap="md" data-card-return="failed">
        <Alert color="red" variant="light" role="alert">
          {t(problem ?? 'api.error.868', { defaultValue: t('toast.error.payment') })}
        </Alert>
        <Group>
          <Button component={Link} to="/">
            {t('orders.error.back')}
          </Button>
        </Group>
      </Stack>
    );
  return (
    <Stack p="xl" align="center" gap="md" data-card-return="pending">
      <Loader aria-hidden />
      <Text role="status">{t('orders.completing')}</Text>
    </Stack>
  );
}
