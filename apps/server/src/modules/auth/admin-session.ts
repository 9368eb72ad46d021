import { LoginMethod, type LoginResponse, PolicyScope } from '@hondana/contract';
import type { Database } from '../../platform/database/connection.ts';
import { scopeOf } from '../../platform/policy/policy.ts';
import { findServiceOfCompany } from '../../platform/tenancy/tenant-repository.ts';
import type { Attempt } from './credentials.ts';
import { presentLoginAnswer } from './login-answer.ts';
import { openSession } from './open-session.ts';
import { presentAuthUser } from './present-auth-user.ts';
import type { CompanyRow, UserRow } from './repository.ts';

/**
 * The session of a staff sign-in once every check passed (password, and the second factor when the
 * account has or needs one): the account's company and, for a service admin, its service.
 */
export async function openAdminSession(
  db: Database,
  attempt: Attempt,
  user: UserRow,
  company: CompanyRow | null,
  options: { keepLogin: boolean; userAgent: string | null },
): Promise<LoginResponse> {
  const service =
    scopeOf(user.roleLevel, 'adminSite.open') === PolicyScope.SERVICE && company && user.serviceId !== null
      ? ((await findServiceOfCompany(db, { companyId: company.id, serviceId: user.serviceId })) ?? null)
      : null;
  const session = await openSession(db, attempt, {
    user,
    company,
    serviceId: service?.id ?? null,
    loginMethod: LoginMethod.EMAIL,
    keepLogin: options.keepLogin,
    isMobileApp: false,
    userAgent: options.userAgent,
  });
  return presentLoginAnswer(session, presentAuthUser(user, company, service), { isMobileApp: false });
}
