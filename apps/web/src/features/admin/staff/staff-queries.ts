import type { StaffFields } from '@hondana/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type CallInput, callApi } from '../../../api/client.ts';
import { useConsoleScope } from '../kit/use-console-scope.ts';

export const STAFF_PAGE_SIZE = 50;

const staffKeys = {
  all: ['admin', 'staff'] as const,
  page: (query: object) => [...staffKeys.all, 'page', query] as const,
};

/** A page of the acting company's staff (GET /staff/page). */
export function useStaffPage(table: Record<string, string | number>) {
  const { query: scope } = useConsoleScope();
  const query = { ...scope, ...table } as NonNullable<CallInput<'staffPage'>['query']>;
  return useQuery({
    queryKey: staffKeys.page(query),
    queryFn: ({ signal }) => callApi('staffPage', { query }, { signal }),
    placeholderData: keepPreviousData,
  });
}

export type StaffAction = 'staffStop' | 'staffAllow' | 'staffResendInvitation' | 'secondFactorReset';

/** One of a row's actions; the list is fetched again after it. */
export function useStaffAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, id }: { action: StaffAction; id: number }) =>
      action === 'secondFactorReset'
        ? callApi('secondFactorReset', { params: { userId: id } })
        : callApi(action, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKeys.all }),
  });
}

/** PUT /staff/update/{id}: the name and the staff id; refusals are shown on the form. */
export function useUpdateStaff(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StaffFields) => callApi('staffUpdate', { params: { id }, body }, { keepNulls: true }),
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKeys.all }),
  });
}
