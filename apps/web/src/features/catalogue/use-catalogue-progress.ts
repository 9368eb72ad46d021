import type { CatalogueProgress } from '@hondana/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { callApi } from '../../api/client.ts';
import { catalogueKeys } from '../../api/query-keys.ts';
import { useTenant } from '../../tenant/tenant-context.tsx';

/** How often the home asks again while books are being prepared. */
export const PROGRESS_POLL_MS = 5_000;

/**
 * The service's books being prepared and ready, asked again every few seconds while some are being
 * prepared; each time more are ready the shelves are loaded again, so new books appear without a reload.
 */
/** `settled`: answered or failed (a failure leaves `progress` undefined and the home as it was). */
export function useCatalogueProgress(): { progress: CatalogueProgress | undefined; settled: boolean } {
  const { hint } = useTenant();
  const queryClient = useQueryClient();
  const { data, isPending } = useQuery({
    queryKey: ['catalogue-progress', hint.domain, hint.path ?? ''],
    queryFn: ({ signal }) => callApi('catalogueProgress', {}, { signal }),
    refetchInterval: (query) => (query.state.data?.preparing ? PROGRESS_POLL_MS : false),
    // Without the count the home shows its shelves as before: nothing to tell the reader.
    meta: { silent: true },
  });
  const ready = data?.ready;
  const seen = useRef(ready);
  useEffect(() => {
    if (seen.current !== undefined && ready !== undefined && ready !== seen.current)
      void queryClient.invalidateQueries({ queryKey: catalogueKeys.all });
    seen.current = ready;
  }, [ready, queryClient]);
  return { progress: data, settled: !isPending };
}

/**
 * Whether the home says books are being prepared: while some are and they are a tenth or more of the
 * library (the first start, a large import), or whenever the shelves have nothing to show yet. One
 * new upload in a full library is not worth a notice.
 */
export function showsPreparing(progress: CatalogueProgress | undefined, shelvesShown: number): boolean {
  if (!progress || progress.preparing === 0) return false;
  return shelvesShown === 0 || progress.preparing * 10 >= progress.preparing + progress.ready;
}
