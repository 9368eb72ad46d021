import type { PublicPlan } from '@hondana/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../api/client.ts';

/** The portal's plans on sale, in the list order (one page of 100: a portal sells a handful). */
export function usePublicPlans(enabled = true) {
  return useQuery({
    queryKey: ['orders', 'publicPlans'],
    queryFn: async () => (await callApi('publicPlanPage', { query: { page: 1, size: 100 } })).content,
    enabled,
  });
}

/** One plan on sale; 831 for an unknown, hidden or other portal's plan (the page then asks for a login). */
export function usePublicPlan(planId: number) {
  return useQuery({
    queryKey: ['orders', 'publicPlan', planId],
    queryFn: () => callApi('publicPlanDetail', { params: { id: planId } }),
    enabled: Number.isInteger(planId) && planId > 0,
    retry: false,
    meta: { silent: true },
  });
}

/** The plans that unlock a content of `groupIds` (all plans when the content names no group). */
export function plansUnlocking(plans: readonly PublicPlan[], groupIds: readonly number[]): PublicPlan[] {
  if (groupIds.length === 0) return [...plans];
  return plans.filter((plan) => plan.contentGroups.some((group) => groupIds.includes(group.id)));
}
