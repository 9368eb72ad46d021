import type { RefundRequest, TransactionFilters } from '@hondana/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../api/client.ts';

/** Every answer about payments: a refund makes them all stale (the list, the reader's history). */
export const paymentKeys = {
  all: ['payments'] as const,
  page: (query: object) => ['payments', 'page', query] as const,
};

export type PaymentPageQuery = TransactionFilters & { page: number; size: number };

/** A page of payments: the admin's reach (the acting company), or a reader's own. */
export function usePaymentPage(query: PaymentPageQuery) {
  return useQuery({
    queryKey: paymentKeys.page(query),
    queryFn: ({ signal }) => callApi('transactionPage', { query }, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** Refunds a payment; the payments shown are asked again. */
export function useRefund(transactionId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RefundRequest) =>
      callApi('transactionRefund', { params: { id: transactionId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: paymentKeys.all }),
  });
}
