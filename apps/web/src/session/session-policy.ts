import { RoleLevel } from '@hondana/contract';
import type { SessionScope, SessionUser } from './session-store.ts';

/** System, company and service admins: they use the administration site, never a tenant's portal. */
export const isStaff = (roleLevel: number) =>
  roleLevel === RoleLevel.SYSTEM_ADMIN ||
  roleLevel === RoleLevel.COMPANY_ADMIN ||
  roleLevel === RoleLevel.SERVICE_ADMIN;

/**
 * Why a signed-in user may not stay on this site (seed 000 §4), or null when they may:
 * - `staff`: a staff role on a tenant's portal is logged out and sent to the admin login;
 * - `other-tenant`: the session's path (path mode) or domain (full-domain mode) is not this tenant's;
 * - `not-staff`: an end user or IP user on the administration site.
 */
export type SessionRefusal = 'staff' | 'other-tenant' | 'not-staff';

const differs = (a: string | null, b: string) => a !== null && a.toLowerCase() !== b.toLowerCase();

export function sessionRefusal(user: SessionUser, scope: SessionScope): SessionRefusal | null {
  if (scope.site === 'admin') return isStaff(user.roleLevel) ? null : 'not-staff';
  if (isStaff(user.roleLevel)) return 'staff';
  const { cookie } = scope;
  if (
    cookie.domainType === 'FULL_DOMAIN'
      ? differs(user.domain, cookie.domain)
      : differs(user.path, cookie.path)
  )
    return 'other-tenant';
  return null;
}
