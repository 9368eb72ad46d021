import { type Query, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { isKeyOf, tenantKeys } from '../api/query-keys.ts';
import { i18n as i18next, isLanguage, storedLanguage } from '../i18n/i18n.ts';
import { PageSpinner } from '../shared/PageSpinner.tsx';
import { useTenant } from '../tenant/tenant-context.tsx';
import { bindSession, loginRouteOf, restoreSession, saveLanguageChoice } from './session-actions.ts';
import { type SessionScope, useSession } from './session-store.ts';

/**
 * Root route of a site: binds the site's session, restores it from the cookie (a spinner covers the
 * page meanwhile), keeps the current route for reauthorize, carries out the redirects the
 * session asks for, and refreshes cached data when the signed-in user changes.
 */
export function SessionRoot({ scope, children }: { scope: SessionScope; children?: ReactNode }) {
  const bound = useSession((s) => s.scope?.tenantKey === scope.tenantKey && s.scope.site === scope.site);
  const validating = useSession((s) => s.isSessionValidating);
  const redirect = useSession((s) => s.redirect);
  const location = useLocation();
  const navigate = useNavigate();

  // The route is known before the session check answers: a session the server closed sends the
  // reader to the login and back here.
  const route = `${location.pathname}${location.search}`;
  const routeAtBind = useRef(route);
  routeAtBind.current = route;
  useLayoutEffect(() => {
    bindSession(scope);
    useSession.setState({ currentRoute: routeAtBind.current });
    void restoreSession();
  }, [scope]);

  useEffect(() => {
    useSession.setState({ currentRoute: `${location.pathname}${location.search}` });
  }, [location.pathname, location.search]);

  // No login dialog survives a navigation (it would pop up over the next page). A move to the login
  // page (a guard after a reauthorize) keeps what is to be replayed after the login there.
  const shownAt = useRef(location.pathname);
  useEffect(() => {
    if (shownAt.current === location.pathname) return;
    shownAt.current = location.pathname;
    const state = useSession.getState();
    if (!state.loginModalOpen) return;
    if (state.scope && location.pathname === loginRouteOf(state.scope))
      useSession.setState({ loginModalOpen: false });
    else state.closeLoginModal();
  }, [location.pathname]);

  useEffect(() => {
    if (!redirect) return;
    useSession.setState({ redirect: null });
    if (redirect.external) window.location.assign(redirect.to);
    else void navigate(redirect.to, { replace: true });
  }, [redirect, navigate]);

  useCacheFollowsUser();
  useLanguageChoiceSaved(scope.tenantKey);

  if (!bound || validating) return <PageSpinner />;
  return children ?? <Outlet />;
}

/**
 * A language chosen while signed in (the header's switch remembers it for the tenant first) is saved
 * to the profile, so it wins on reload and at the next login.
 */
function useLanguageChoiceSaved(tenantKey: string): void {
  useEffect(() => {
    const onChange = (lang: string) => {
      if (isLanguage(lang) && storedLanguage(tenantKey) === lang) void saveLanguageChoice(lang);
    };
    i18next.on('languageChanged', onChange);
    return () => i18next.off('languageChanged', onChange);
  }, [tenantKey]);
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
      autoIpLogin: company.loginByIpAddress && company.autoLoginByIp,
      webMobile: company.isEnableWebMobile,
    }),
    [company, cookieScope, hint],
  );
  return <SessionRoot scope={scope} />;
}

const isTenantSettings = (query: Query) => isKeyOf(query.queryKey, tenantKeys);

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
