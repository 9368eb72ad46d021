import type { DiscountOrdinalAdd, DiscountOrdinalUpdate } from '@hondana/contract';
import { PAGE_SIZE_MAX } from '@hondana/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type CallInput, callApi } from '../../../api/client.ts';
import { useConsoleScope } from '../kit/use-console-scope.ts';

export const ORDINAL_PAGE_SIZE = 20;

const ordinalKeys = {
  all: ['admin', 'discount-ordinals'] as const,
  page: (query: object) => [...ordinalKeys.all, 'page', query] as const,
};

/** A page of the acting company's ordinal discounts (GET /discount-ordinal/page). */
export function useDiscountOrdinalPage(table: Record<string, string | number>) {
  const { query: scope } = useConsoleScope();
  const query = { ...scope, ...table } as NonNullable<CallInput<'discountOrdinalPage'>['query']>;
  return useQuery({
    queryKey: ordinalKeys.page(query),
    queryFn: ({ signal }) => callApi('discountOrdinalPage', { query }, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** The company's plans a discount may name (the first page's worth, not archived). */
export function usePlanChoices() {
  const { query: scope } = useConsoleScope();
  const query = { ...scope, size: PAGE_SIZE_MAX } as NonNullable<CallInput<'planPage'>['query']>;
  return useQuery({
    queryKey: ['admin', 'plans', 'choices', query],
    queryFn: ({ signal }) => callApi('planPage', { query }, { signal }),
  });
}

/** POST /discount-ordinal/add or PUT /discount-ordinal/update/{id}; refusals are shown on the form. */
export function useSaveDiscountOrdinal(id: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DiscountOrdinalAdd) =>
      id === null
        ? callApi('discountOrdinalAdd', { body }, { keepNulls: true })
        : callApi(
            'discountOrdinalUpdate',
            { params: { id }, body: body as DiscountOrdinalUpdate },
            { keepNulls: true },
          ),
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ordinalKeys.all }),
  });
}

export function useDeleteDiscountOrdinal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi('discountOrdinalDelete', { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ordinalKeys.all }),
  });
}
