import type { SubscriptionUpgrade } from '@hondana/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../api/client.ts';

export const subscriptionKeys = {
  all: ['subscriptions'] as const,
  page: () => [...subscriptionKeys.all, 'page'] as const,
};

/** The seeds reload the registered plans with size 100 after a payment: the page shows them all at once. */
export const REGISTERED_PAGE_SIZE = 100;

/** GET /subscription-plan/user/registered/page: the signed-in reader's plans. */
export function useRegisteredSubscriptions() {
  return useQuery({
    queryKey: subscriptionKeys.page(),
    queryFn: ({ signal }) =>
      callApi('registeredPage', { query: { page: 1, size: REGISTERED_PAGE_SIZE } }, { signal }),
  });
}

/** DELETE /subscription-plan/user/cancel/registered/{id}, then the list again. */
export function useCancelSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi('subscriptionCancel', { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: subscriptionKeys.all }),
  });
}

/** POST /subscription-plan/user/upgrade/{id} with the difference the reader confirmed. */
export function useUpgradeSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: SubscriptionUpgrade }) =>
      callApi('subscriptionUpgrade', { params: { id }, body }),
    meta: { silent: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: subscriptionKeys.all }),
  });
}

/** POST /veritrans/add-card or /gmo/add-card: the reader's plans are charged on the new card from now on. */
export function useAddCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ gateway, token }: { gateway: 'card' | 'card_alt'; token: string }) =>
      callApi(gateway === 'card' ? 'veritransAddCard' : 'gmoAddCard', { body: { token } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: subscriptionKeys.all }),
  });
}
