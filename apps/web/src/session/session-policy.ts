import { can } from './abilities.ts';
import type { SessionScope, SessionUser } from './session-store.ts';

/** Staff (whoever may open the administration site) use that site, never a tenant's portal. */
const isStaff = (user: SessionUser) => can(user, 'adminSite.open');

/**
 * Why a signed-in user may not stay on this site, or null when they may:
 * - `staff`: a user who may open the admin site ('adminSite.open') is, on a tenant's portal, logged
 *   out and sent to the admin login;
 * - `other-tenant`: the session's path (path mode) or domain (full-domain mode) is not this tenant's;
 * - `not-staff`: anyone else on the administration site.
 */
export type SessionRefusal = 'staff' | 'other-tenant' | 'not-staff';

const differs = (a: string | null, b: string) => a !== null && a.toLowerCase() !== b.toLowerCase();

export function sessionRefusal(user: SessionUser, scope: SessionScope): SessionRefusal | null {
  if (scope.site === 'admin') return isStaff(user) ? null : 'not-staff';
  if (isStaff(user)) return 'staff';
  const { cookie } = scope;
  if (
    cookie.domainType === 'FULL_DOMAIN'
      ? differs(user.domain, cookie.domain)
      : differs(user.path, cookie.path)
  )
    return 'other-tenant';
  return null;
}
