import { PageAccessMode } from '@hondana/contract';
import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation, useSearchParams } from 'react-router';
import { readAuthToken } from '../session/session-cookie.ts';
import { useSession } from '../session/session-store.ts';
import { useTenant } from '../tenant/tenant-context.tsx';
import { rememberReturnRoute } from './return-route.ts';

/**
 * Signed in, holding the tenant's token cookie, or carrying a mobile-app UserID. The
 * session store follows the cookie: a token the server refused at restore or reauthorize is gone.
 */
function useMayPass(): boolean {
  const { company, cookieScope } = useTenant();
  const isAuthenticated = useSession((s) => s.isAuthenticated);
  const token = useSession((s) => s.token);
  const [params] = useSearchParams();
  if (company.accountType === 'OPEN') return true;
  return (
    isAuthenticated || token !== null || readAuthToken(cookieScope) !== undefined || params.has('UserID')
  );
}

/**
 * Pages that always need a signed-in reader: the visitor is sent to /login and brought back
 * afterwards. An open tenant has no login, so these pages cannot apply there: they lead home.
 */
export function RequireLogin({ children }: { children?: ReactNode }) {
  const mayPass = useMayPass();
  const location = useLocation();
  const { company } = useTenant();
  if (company.accountType === 'OPEN') return <Navigate to="/" replace />;
  if (mayPass) return children ?? <Outlet />;
  rememberReturnRoute(company.path, `${location.pathname}${location.search}`);
  return <Navigate to="/login" replace />;
}

/** Pages that need a login only when the company's page access mode says so. */
export function RequireLoginByAccessMode({ children }: { children?: ReactNode }) {
  const { company } = useTenant();
  if (company.pageAccessMode !== PageAccessMode.LOGIN_REQUIRED) return children ?? <Outlet />;
  return <RequireLogin>{children}</RequireLogin>;
}

/** Open-type tenants have no login: their login pages lead home. */
export function NotForOpenTenants() {
  const { company } = useTenant();
  return company.accountType === 'OPEN' ? <Navigate to="/" replace /> : <Outlet />;
}

/** Routes flagged as needing subscriptions appear only when the company shows subscription status. */
export function RequireSubscriptionsShown() {
  const { company } = useTenant();
  return company.showSubscriptionStatus ? <Outlet /> : <Navigate to="/404" replace />;
}
