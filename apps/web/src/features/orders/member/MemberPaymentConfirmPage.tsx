import { Loader, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../../api/api-error.ts';
import { callApi } from '../../../api/client.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useOrderFinish } from '../confirm/use-order-finish.ts';
import { PAYMENT_ROUTES } from '../order-paths.ts';

/**
 * `/member-payment/confirm`: the provider's return. Its signed fields go to
 * `POST /gakken-payment/confirm-order` as they came (the server checks the signature and asks the
 * provider); 'ok' finishes the order, a cancelled or refused payment lands on the payment ERROR page.
 */
export function MemberPaymentConfirmPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const finish = useOrderFinish();
  const started = useRef(false);
  const field = (name: string) => query.get(name) ?? '';

  const confirm = useMutation({
    mutationFn: () =>
      callApi('memberIdConfirmOrder', {
        body: {
          gid_order_no: field('gid_order_no'),
          periodic_payment_id: field('periodic_payment_id'),
          result: field('result') === 'OK' ? 'OK' : 'CANCEL',
          order_no: field('order_no'),
          amount: field('amount'),
          state: field('state'),
          signature: field('signature'),
        },
      }),
    meta: { silent: true },
    onSuccess: (answer) => finish(answer, null),
    onError: (error) => {
      const code = error instanceof ApiError && error.hasResponse ? `?code=${error.status}` : '';
      navigate(`${PAYMENT_ROUTES.memberError}${code}`, { replace: true });
    },
  });

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    confirm.mutate();
  }, [confirm]);

  return (
    <Stack p="xl" align="center" gap="md" data-member-payment="confirm">
      <Loader aria-hidden />
      <Text role="status">{t('orders.member.confirming')}</Text>
    </Stack>
  );
}
