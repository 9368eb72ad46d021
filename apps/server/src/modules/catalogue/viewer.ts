import { AccountType, PageAccessMode, ResultCode } from '@hondana/contract';
import type { SessionContext } from '../../platform/auth/session-context.ts';
import { appError } from '../../platform/http/app-error.ts';
import type { Tenant } from '../../platform/tenancy/resolve-tenant.ts';

/** Who looks at the catalogue: a visitor, or a signed-in user of the portal's company. */
export interface Viewer {
  userId: number | null;
  /** Login-required contents are shown: to anyone signed in, and to every visitor of an OPEN company. */
  seesLoginRequired: boolean;
}

/**
 * The viewer of a catalogue call. A portal whose page access mode requires login for every page
 * (seed 000 §6) refuses visitors as a signed-in call would (600), so the web asks them to log in; an
 * OPEN company has no login at all, so its visitors see every published content.
 */
export function viewerOf(tenant: Tenant, session: SessionContext | null): Viewer {
  if (session) return { userId: session.user.id, seesLoginRequired: true };
  if (tenant.company.accountType === AccountType.OPEN) return { userId: null, seesLoginRequired: true };
  if (tenant.company.pageAccessMode === PageAccessMode.LOGIN_REQUIRED) {
    throw appError(ResultCode.ACCESS_TOKEN_NOT_FOUND);
  }
  return { userId: null, seesLoginRequired: false };
}
