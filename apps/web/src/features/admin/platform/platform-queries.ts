import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../api/client.ts';

export const platformKeys = {
  health: ['platform', 'health'] as const,
};

/** GET /platform/health, fetched again on demand (the page's refresh button). */
export function usePlatformHealth() {
  return useQuery({
    queryKey: platformKeys.health,
    queryFn: () => callApi('platformHealth', {}),
    retry: false,
    meta: { silent: true },
  });
}
