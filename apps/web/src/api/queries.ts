import { useQuery } from '@tanstack/react-query';
import { useTenant } from '../tenant/tenant-context.tsx';
import { callApi } from './client.ts';

/** The tenant's rendering settings, for the hint read off the address bar. */
export const viewSettingsQuery = (hint: { domain: string; path: string | undefined }) => ({
  queryKey: ['view-settings', hint.domain, hint.path ?? ''],
  queryFn: () => callApi('viewSettings', { query: hint }),
  staleTime: 5 * 60_000,
  retry: false,
  // An unknown tenant is answered by the /404 page, not a toast.
  meta: { silent: true },
});

/** Content groups a visitor may browse, for the sidebar and the search overlay. */
export function usePublicContentGroups() {
  const { hint } = useTenant();
  return useQuery({
    queryKey: ['content-groups', 'public', hint.domain, hint.path],
    queryFn: () => callApi('publicContentGroups', { query: hint }),
    staleTime: 60_000,
  });
}
