import { useQuery } from '@tanstack/react-query';
import { useTenant } from '../tenant/tenant-context.tsx';
import { callApi } from './client.ts';
import { contentGroupKeys, tenantKeys } from './query-keys.ts';

/** The tenant's rendering settings, for the hint read off the address bar. */
export const viewSettingsQuery = (hint: { domain: string; path: string | undefined }) => ({
  queryKey: tenantKeys.viewSettings(hint),
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
    queryKey: contentGroupKeys.public(hint),
    queryFn: () => callApi('publicContentGroups', { query: hint }),
    staleTime: 60_000,
  });
}
