import { generatePath, Navigate, useLocation, useParams } from 'react-router';
import { useSession } from '../../../session/session-store.ts';
import { CompanyPicker } from './CompanyPicker.tsx';
import type { ConsolePage } from './console-page.ts';
import { addressedScope, boundScope, consoleHref, sameScope, scopeWithin } from './console-scope.ts';
import { canSeePage } from './page-access.ts';
import { ServicePicker } from './ServicePicker.tsx';

/**
 * One console page at its address. A page the admin's abilities do not show goes to the home; a bound
 * admin (company or service) whose address names no scope or another one is sent to the same page in
 * its own scope, so an address can never point a company admin elsewhere; a system admin without a
 * company in the address picks one first, and on a page of one service without a service, the service.
 */
export function ConsoleRoute({ page }: { page: ConsolePage }) {
  const user = useSession((s) => s.user);
  const { pathname, search, hash } = useLocation();
  const params = useParams();
  if (!user) return <Navigate to="/admin/login" replace />;
  if (!canSeePage(user, page)) return <Navigate to="/admin" replace />;
  const Page = page.component;
  if (page.scope === 'none') return <Page />;

  const addressed = addressedScope(pathname);
  const bound = boundScope(user);
  const path = generatePath(page.path, params);
  const allowed = bound ? scopeWithin(bound, addressed) : addressed;
  if (allowed && !sameScope(addressed, allowed)) {
    return <Navigate to={`${consoleHref(allowed, path)}${search}${hash}`} replace />;
  }
  if (!addressed) return <CompanyPicker path={path} />;
  if (page.scope === 'service' && !bound && addressed.serviceId === null) {
    return <ServicePicker companyId={addressed.companyId} path={path} />;
  }
  // The page's own state (filters, open dialogs) belongs to one scope: a new scope starts it afresh.
  return <Page key={`${addressed.companyId}-${addressed.serviceId}`} />;
}
