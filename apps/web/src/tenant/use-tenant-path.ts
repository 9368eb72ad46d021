import { useCallback } from 'react';
import { useTenant } from './tenant-context.tsx';

/**
 * Turns an in-portal route ('/search') into the address bar's path ('/demo/search' in path mode).
 * react-router's own links already add the basename; use this for plain <a> and window.location.
 */
export function useTenantHref(): (route: string) => string {
  const { basePath } = useTenant();
  return useCallback(
    (route: string) => `${basePath}${route.startsWith('/') ? route : `/${route}`}`,
    [basePath],
  );
}
