import { type Query, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { PageSpinner } from '../shared/PageSpinner.tsx';
import { useTenant } from '../tenant/tenant-context.tsx';
import { bindSession, restoreSession } from './session-actions.ts';
import { type SessionScope, useSession } from './session-store.ts';

/**
 * Root route of a site: binds the site's session, restores it from the cookie (a spinner covers the
 * page meanwhile, seed 000 §2), keeps the current route for reauthorize, carries out the redirects the
 * session asks for, and refreshes cached data when the signed-in user changes.
 */
export function SessionRoot({ scope, children }: { scope: SessionScope; children?: ReactNode }) {
  const bound = useSession((s) => s.scope?.tenantKey === scope.tenantKey && s.scope.site === scope.site);
  const validating = useSession((s) => s.isSessionValidating);
  const redirect = useSession((s) => s.redirect);
  const location = useLocation();
  const navigate = useNavigate();

  useLayoutEffect(() => {
    bindSession(scope);
    void restoreSession();
  }, [scope]);

  useEffect(() => {
    useSession.setState({ currentRoute: `${location.pathname}${location.search}` });
  }, [location.pathname, location.search]);

  useEffect(() => {
    if (!redirect) return;
    useSession.setState({ redirect: null });
    if (redirect.external) window.location.assign(redirect.to);
    else void navigate(redirect.to, { replace: true });
  }, [redirect, navigate]);

  useCacheFollowsUser();

  if (!bound || validating) return <PageSpinner />;
  return children ?? <Outlet />;
}

/** The tenant portal's root route: its session lives in the cookie named by its domain or path. */
export function TenantSessionRoot() {
  const { company, cookieScope, hint } = useTenant();
  const scope = useMemo<SessionScope>(
    () => ({
      site: 'tenant',
      cookie: cookieScope,
      tenantKey: company.path,
      defaultLanguage: company.defaultLanguage,
      hint,
    }),
    [company, cookieScope, hint],
  );
  return <SessionRoot scope={scope} />;
}

const isTenantSettings = (query: Query) => query.queryKey[0] === 'view-settings';

/**
 * Signed-in and public answers differ (content group lists, search): when someone signs in every
 * shown query is fetched again; when they leave, what they saw is dropped from the cache.
 */
function useCacheFollowsUser(): void {
  const queryClient = useQueryClient();
  const userId = useSession((s) => s.user?.id ?? null);
  const previous = useRef(userId);
  useEffect(() => {
    if (previous.current === userId) return;
    previous.current = userId;
    const predicate = (query: Query) => !isTenantSettings(query);
    if (userId === null) {
      queryClient.removeQueries({ predicate: (q) => predicate(q) && !q.isActive() });
      void queryClient.invalidateQueries({ predicate, refetchType: 'none' });
    } else {
      void queryClient.invalidateQueries({ predicate });
    }
  }, [userId, queryClient]);
}
