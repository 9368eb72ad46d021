import type { AdminPlan, PlanFields, PlanUpdate } from '@hondana/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../api/client.ts';
import { useConsoleScope } from '../kit/use-console-scope.ts';

/** A confirmed action a dialog waits for (it closes when the action succeeds). */
export type ConfirmAction = () => Promise<unknown>;

export const planKeys = {
  all: ['admin', 'plans'] as const,
  detail: (id: number) => [...planKeys.all, 'detail', id] as const,
  preview: (id: number, coupon: string) => [...planKeys.all, 'preview', id, coupon] as const,
};

export interface PlanListQuery {
  page: number;
  size: number;
  keyword?: string;
  isShow?: boolean;
  archived?: boolean;
}

/** GET /subscription-plan/page in the acting scope. */
export function usePlanPage(query: PlanListQuery) {
  const { query: scope } = useConsoleScope();
  const full = { ...scope, ...query };
  return useQuery({
    queryKey: [...planKeys.all, 'page', full],
    queryFn: ({ signal }) => callApi('planPage', { query: full }, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** Every plan of the acting scope that is not archived (one page of the most the server gives). */
export function useAllPlans() {
  return usePlanPage({ page: 1, size: 100 });
}

export function usePlan(id: number) {
  return useQuery({
    queryKey: planKeys.detail(id),
    queryFn: ({ signal }) => callApi('planDetail', { params: { id } }, { signal }),
  });
}

/** The content groups a plan may unlock (GET /content-group/all in the acting scope). */
export function usePlanGroupOptions() {
  const { query: scope } = useConsoleScope();
  return useQuery({
    queryKey: ['admin', 'content-groups', 'all', scope],
    queryFn: ({ signal }) => callApi('contentGroupAll', { query: scope }, { signal }),
  });
}

/** POST /subscription-plan/add; refusals are shown on the form. */
export function useAddPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PlanFields) => callApi('planAdd', { body }),
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: planKeys.all }),
  });
}

/** PUT /subscription-plan/update/{id}; refusals are shown on the form. */
export function useUpdatePlan(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PlanUpdate) => callApi('planUpdate', { params: { id }, body }, { keepNulls: true }),
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: planKeys.all }),
  });
}

/** The published switch of the list: one field of the plan. */
export function usePublishPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, isShow }: { id: number; isShow: boolean }) =>
      callApi('planUpdate', { params: { id }, body: { isShow } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: planKeys.all }),
  });
}

export function useArchivePlan(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi('planArchive', { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: planKeys.all }),
  });
}

/** DELETE /subscription-plan/delete/{id}; a plan in use (838) is explained on the page, not in a toast. */
export function useDeletePlan(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi('planDelete', { params: { id } }),
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: planKeys.all }),
  });
}

/** One plan moved a place up (-1) or down (+1) among its service's plans, by PUT /subscription-plan/reorder. */
export function useMovePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ plan, by }: { plan: AdminPlan; by: -1 | 1 }) => {
      const service = await callApi('planPage', { query: { serviceId: plan.serviceId, page: 1, size: 100 } });
      const ids = service.content.map((p) => p.id);
      const from = ids.indexOf(plan.id);
      const to = from + by;
      if (from < 0 || to < 0 || to >= ids.length) return service.content;
      [ids[from], ids[to]] = [ids[to] as number, ids[from] as number];
      return callApi('planReorder', { body: { serviceId: plan.serviceId, ids } });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: planKeys.all }),
  });
}

/** GET /subscription-plan/charge-preview/{id}, with a coupon code when one is given. */
export function useChargePreview(id: number, couponCode: string) {
  return useQuery({
    queryKey: planKeys.preview(id, couponCode),
    queryFn: ({ signal }) =>
      callApi('planChargePreview', { params: { id }, query: couponCode ? { couponCode } : {} }, { signal }),
    retry: false,
  });
}
