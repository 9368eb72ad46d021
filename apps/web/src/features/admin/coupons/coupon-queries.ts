import type { CouponAdd, CouponUpdate } from '@hondana/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type CallInput, callApi } from '../../../api/client.ts';
import { useConsoleScope } from '../kit/use-console-scope.ts';

export const COUPON_PAGE_SIZE = 20;

const couponKeys = {
  all: ['admin', 'coupons'] as const,
  page: (query: object) => [...couponKeys.all, 'page', query] as const,
};

/** A page of the acting company's coupons (GET /manage-coupon/page). */
export function useCouponPage(table: Record<string, string | number>) {
  const { query: scope } = useConsoleScope();
  const query = { ...scope, ...table } as NonNullable<CallInput<'couponPage'>['query']>;
  return useQuery({
    queryKey: couponKeys.page(query),
    queryFn: ({ signal }) => callApi('couponPage', { query }, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** POST /manage-coupon/add or PUT /manage-coupon/update/{id}; refusals are shown on the form. */
export function useSaveCoupon(id: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CouponAdd | CouponUpdate) =>
      id === null
        ? callApi('couponAdd', { body: body as CouponAdd }, { keepNulls: true })
        : callApi('couponUpdate', { params: { id }, body: body as CouponUpdate }, { keepNulls: true }),
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: couponKeys.all }),
  });
}

export function useDeleteCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi('couponDelete', { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: couponKeys.all }),
  });
}
