import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { useSession } from '../../../session/session-store.ts';
import { addressedScope, consoleHref, scopeQuery } from './console-scope.ts';

/**
 * The company (and service) the page on screen acts on, read from its address: `query` is what its API
 * calls name (a system admin's choice; nothing for a bound admin), `href('contents/5')` a link in the
 * same scope.
 */
export function useConsoleScope() {
  const { pathname } = useLocation();
  const user = useSession((s) => s.user);
  const scope = addressedScope(pathname);
  const companyId = scope?.companyId ?? null;
  const serviceId = scope?.serviceId ?? null;
  return useMemo(() => {
    const current = companyId === null ? null : { companyId, serviceId };
    return {
      scope: current,
      query: scopeQuery(user, current),
      href: (path: string) => consoleHref(current, path),
    };
  }, [user, companyId, serviceId]);
}
