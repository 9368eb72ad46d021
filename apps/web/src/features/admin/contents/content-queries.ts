import type { ContentAdmin, CsvImportRun } from '@hondana/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type CallInput, callApi } from '../../../api/client.ts';
import { contentGroupKeys, contentKeys } from '../../../api/query-keys.ts';
import { useConsoleScope } from '../kit/use-console-scope.ts';

/** How often a page or a content whose file is being processed asks again, so its state changes live. */
export const PROCESSING_POLL_MS = 2_000;

const isProcessing = (content: ContentAdmin) =>
  content.state === 'processing' || content.pendingFile?.state === 'processing';

/** What `GET /content/page` takes: paging, sort, filters and the acting company. */
export type ContentPageQuery = CallInput<'contentPage'>['query'];

/** A page of the administration list; it refreshes itself while any of its rows is processing. */
export function useContentPage(query: ContentPageQuery) {
  return useQuery({
    queryKey: contentKeys.page({ ...query }),
    queryFn: () => callApi('contentPage', { query }),
    placeholderData: keepPreviousData,
    refetchInterval: (state) => (state.state.data?.content.some(isProcessing) ? PROCESSING_POLL_MS : false),
  });
}

/** One content; refreshed while its file (or its replacement) is processing. */
export function useContentDetail(id: number) {
  return useQuery({
    queryKey: contentKeys.detail(id),
    queryFn: () => callApi('contentDetail', { params: { id } }),
    refetchInterval: (query) =>
      query.state.data && isProcessing(query.state.data) ? PROCESSING_POLL_MS : false,
  });
}

/** A CSV import run, followed until it is no longer running. */
export function useCsvImportRun(run: CsvImportRun | null) {
  return useQuery({
    queryKey: contentKeys.csvImport(run?.id ?? 0),
    queryFn: () => callApi('contentCsvImportDetail', { params: { id: run?.id ?? 0 } }),
    enabled: run !== null,
    initialData: run ?? undefined,
    refetchInterval: (query) => (query.state.data?.status === 'running' ? PROCESSING_POLL_MS / 2 : false),
  });
}

/** Every content group the administrator reaches, to name them in the form and the list filter. */
export function useAdminContentGroups() {
  const { query } = useConsoleScope();
  return useQuery({
    queryKey: [...contentGroupKeys.admin(), query],
    queryFn: () => callApi('contentGroupAll', { query }),
    staleTime: 60_000,
  });
}

/**
 * The service a system admin's new content goes to, which the server cannot guess for an admin of no
 * company: the addressed service, else the acting company's default one (undefined while it loads).
 * Other admins name none: the server takes their own service or their company's default.
 */
export function useNewContentService(): { serviceId: number | undefined; pending: boolean } {
  const { query } = useConsoleScope();
  const lookUp = query.companyId !== undefined && query.serviceId === undefined;
  const list = { companyId: query.companyId };
  const services = useQuery({
    queryKey: ['admin', 'services', list],
    queryFn: () => callApi('serviceList', { query: list }),
    enabled: lookUp,
    select: (items) => items.find((service) => service.isDefault)?.id,
  });
  if (!lookUp) return { serviceId: query.serviceId, pending: false };
  return { serviceId: services.data, pending: services.isPending };
}
