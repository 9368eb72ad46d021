import type { OrderAnswer } from '@hondana/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { callApi } from '../../../api/client.ts';
import { notifySuccess } from '../../../api/notify.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { refreshUser } from '../../../session/session-actions.ts';
import { forgetPendingOrder, orderDraft, rememberPendingOrder } from '../order-draft.ts';
import { THANK_YOU_ROUTE } from '../order-paths.ts';

/**
 * What follows an order's answer: 'ok' reloads the reader's plans (a page of 100) and their auth info,
 * shows the success notice and opens the thank-you page — every cached answer is refreshed, so the
 * books the plan unlocks open at once; 'redirect' opens the 3-D Secure page in the same window.
 */
export function useOrderFinish() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return async (answer: OrderAnswer, couponCode: string | null) => {
    if (answer.result === 'redirect' && answer.redirectUrl) {
      rememberPendingOrder(answer.orderId, couponCode);
      window.location.assign(answer.redirectUrl);
      return;
    }
    forgetPendingOrder();
    await Promise.allSettled([
      refreshUser(),
      queryClient.fetchQuery({
        queryKey: ['subscriptions', 'registered', { page: 1, size: 100 }],
        queryFn: () => callApi('registeredPage', { query: { page: 1, size: 100 } }),
      }),
    ]);
    // Away from the confirmation first: without its order it would send the reader back to the entry.
    navigate(THANK_YOU_ROUTE, { replace: true });
    orderDraft.clear();
    notifySuccess(t, 'toast.success.paymentSuccess');
    // The quotes (their order ids are spent) and the catalogue's access (the books the plan unlocks).
    void queryClient.invalidateQueries();
  };
}
