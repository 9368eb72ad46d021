import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../api/client.ts';
import { tenantKeys } from '../../../api/query-keys.ts';
import { useTenant } from '../../../tenant/tenant-context.tsx';

/**
 * The education-ID provider's registration page and my page for this portal (GET
 * /auth/external-id/pages), once per tenant, kept with its settings.
 */
export function useExternalIdPages() {
  const { hint } = useTenant();
  return useQuery({
    queryKey: tenantKeys.externalIdPages(hint),
    queryFn: ({ signal }) => callApi('externalIdPages', undefined, { signal, hint }),
    staleTime: Number.POSITIVE_INFINITY,
    meta: { silent: true },
  });
}
