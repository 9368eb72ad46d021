import type { ReaderBulkAction, ReaderFields } from '@hondana/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type CallInput, callApi } from '../../../api/client.ts';
import { readerKeys, userGroupKeys } from '../../../api/query-keys.ts';
import { useConsoleScope } from '../kit/use-console-scope.ts';

export const READER_PAGE_SIZE = 50;
/** How often a running bulk action is asked how far it is. */
export const BULK_POLL_MS = 1000;

/** The list's address state as `useTableState` gives it: page, size, sort, direction and the filters. */
type ListQuery = Record<string, string | number>;

/** A page of the acting company's readers: the table's `direction` is the route's `order`. */
export function useReaderPage(table: ListQuery) {
  const { query: scope } = useConsoleScope();
  const { direction, ...rest } = table;
  const query = {
    ...scope,
    ...rest,
    ...(direction ? { order: direction } : {}),
  } as NonNullable<CallInput<'readerPage'>['query']>;
  return useQuery({
    queryKey: readerKeys.page(query),
    queryFn: ({ signal }) => callApi('readerPage', { query }, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useReader(id: number) {
  return useQuery({
    queryKey: readerKeys.detail(id),
    queryFn: ({ signal }) => callApi('readerDetail', { params: { id } }, { signal }),
  });
}

/** What deleting the reader removes with it; asked only once the delete dialog is open. */
export function useReaderDeleteImpact(id: number, enabled: boolean) {
  return useQuery({
    queryKey: readerKeys.impact(id),
    queryFn: ({ signal }) => callApi('readerDeleteImpact', { params: { id } }, { signal }),
    enabled,
    staleTime: 0,
  });
}

/** Add (no id) or replace (id) a reader; its refusals are shown on the form's fields. */
export function useSaveReader() {
  const queryClient = useQueryClient();
  const { query: scope } = useConsoleScope();
  return useMutation({
    mutationFn: ({ id, fields }: { id: number | null; fields: ReaderFields }) =>
      id === null
        ? callApi('readerAdd', { body: { ...fields, companyId: scope.companyId } })
        : callApi(
            'readerUpdate',
            { params: { id }, body: { ...fields, companyId: scope.companyId } },
            { keepNulls: true },
          ),
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: readerKeys.all }),
  });
}

export type ReaderAction =
  | 'readerStop'
  | 'readerAllow'
  | 'readerUnlock'
  | 'readerEndSessions'
  | 'readerResendInvitation'
  | 'readerDelete';

/** One of the detail's actions on a reader; the lists and the detail are fetched again after. */
export function useReaderAction(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: ReaderAction) => callApi(action, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: readerKeys.all }),
  });
}

/** Starts a bulk action on the selected readers (a background run). */
export function useStartReaderBulk() {
  const { query: scope } = useConsoleScope();
  return useMutation({
    mutationFn: ({
      action,
      userIds,
      userGroupId,
    }: {
      action: ReaderBulkAction;
      userIds: number[];
      /** The group `move-group` moves them to; null takes them out of their group. */
      userGroupId?: number | null;
    }) =>
      callApi(
        'readerBulk',
        {
          body: {
            companyId: scope.companyId,
            action,
            userIds,
            ...(action === 'move-group' ? { userGroupId: userGroupId ?? null } : {}),
          },
        },
        { keepNulls: true },
      ),
  });
}

/** A bulk run, asked again every second until it has finished or failed; then the lists are fetched again. */
export function useReaderBulkRun(id: number | null) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: readerKeys.bulkRun(id ?? 0),
    queryFn: async ({ signal }) => {
      const run = await callApi('readerBulkRun', { params: { id: id ?? 0 } }, { signal });
      if (run.status === 'finished' || run.status === 'failed')
        void queryClient.invalidateQueries({ queryKey: readerKeys.pages() });
      return run;
    },
    enabled: id !== null,
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status === 'finished' || status === 'failed' ? false : BULK_POLL_MS;
    },
  });
}

/** The company's user groups for the filter and the form (the first hundred: a company has a few). */
export function useReaderGroupOptions(enabled: boolean) {
  const { query: scope } = useConsoleScope();
  const query = { ...scope, page: 1, size: 100 };
  return useQuery({
    queryKey: userGroupKeys.page(query),
    queryFn: ({ signal }) => callApi('userGroupPage', { query }, { signal }),
    enabled,
    select: (page) => page.content.map((g) => ({ value: String(g.id), label: g.name })),
  });
}
