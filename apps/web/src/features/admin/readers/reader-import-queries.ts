import type { ReaderImportOutcome } from '@hondana/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../api/client.ts';
import { readerKeys } from '../../../api/query-keys.ts';

export const IMPORT_ROW_PAGE_SIZE = 20;
/** How often a running import is asked how far it is. */
export const IMPORT_POLL_MS = 1000;

/** A page of a previewed import's rows, all or of one outcome. */
export function useReaderImportRows(id: number | null, outcome: ReaderImportOutcome | null, page: number) {
  const query = { page, size: IMPORT_ROW_PAGE_SIZE, ...(outcome ? { outcome } : {}) };
  return useQuery({
    queryKey: readerKeys.importRows(id ?? 0, query),
    queryFn: ({ signal }) => callApi('readerImportRows', { params: { id: id ?? 0 }, query }, { signal }),
    enabled: id !== null,
    placeholderData: keepPreviousData,
  });
}

/**
 * The import run, asked again every second while it runs; the readers lists and the run's rows (now
 * created, updated or refused instead of the preview's outcomes) are fetched again after.
 */
export function useReaderImportRun(id: number | null, following: boolean) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: readerKeys.importRun(id ?? 0),
    queryFn: async ({ signal }) => {
      const run = await callApi('readerImportDetail', { params: { id: id ?? 0 } }, { signal });
      if (run.status !== 'running') {
        void queryClient.invalidateQueries({ queryKey: readerKeys.pages() });
        void queryClient.invalidateQueries({ queryKey: [...readerKeys.importRun(run.id), 'rows'] });
      }
      return run;
    },
    enabled: id !== null && following,
    refetchInterval: (query) => (query.state.data?.status === 'running' ? IMPORT_POLL_MS : false),
  });
}

export function useStartReaderImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi('readerImportStart', { params: { id } }),
    onSuccess: (run) => queryClient.setQueryData(readerKeys.importRun(run.id), run),
  });
}
