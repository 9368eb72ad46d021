import type { AuditFilters } from '@hondana/contract';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { callApi } from '../../../api/client.ts';
import { auditKeys } from '../../../api/query-keys.ts';

/** The page call's query: paging and the filters (the API's names and instants). */
export type AuditPageQuery = AuditFilters & { page: number; size: number };

/** One entity's changes, newest first; asked only once its history is opened. */
export function useAuditHistory(
  target: { entity: string; entityId: string; companyId: number | undefined },
  enabled: boolean,
) {
  const { entity, entityId, companyId } = target;
  const query = { entity, entityId, ...(companyId === undefined ? {} : { companyId }) };
  return useQuery({
    queryKey: auditKeys.history(entity, entityId, companyId ?? null),
    queryFn: ({ signal }) => callApi('auditHistory', { query }, { signal }),
    enabled,
  });
}

/** A page of recorded changes matching the filters. */
export function useAuditPage(query: AuditPageQuery, enabled = true) {
  return useQuery({
    enabled,
    queryKey: auditKeys.page(query),
    queryFn: ({ signal }) => callApi('auditPage', { query }, { signal }),
    placeholderData: keepPreviousData,
  });
}

/**
 * While `active`, every change the admin makes on the screen (a mutation that succeeds) makes the
 * trail's answers stale, so an open history shows the change just made.
 */
export function useAuditFollowsChanges(active: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!active) return;
    return queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'success')
        void queryClient.invalidateQueries({ queryKey: auditKeys.all });
    });
  }, [active, queryClient]);
}
