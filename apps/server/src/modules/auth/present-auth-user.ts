import { type AuthUser, RoleLoginType } from '@hondana/contract';
import type { SessionUser } from '../../platform/auth/session-context.ts';
import { abilitiesOf } from '../../platform/policy/policy.ts';
import type { CompanyRow, ServiceRow } from './repository.ts';

/** Who is signed in, and the tenant the session belongs to (the web app compares it with the page's). */
export function presentAuthUser(
  user: SessionUser,
  company: CompanyRow | null,
  service: ServiceRow | null,
): AuthUser {
  const roleLevel = user.roleLevel;
  return {
    id: user.id,
    companyId: user.companyId,
    serviceId: service?.id ?? null,
    domain: company?.domain ?? null,
    path: service?.path ?? null,
    email: user.email,
    username: user.username,
    fullName: user.fullName,
    name: user.fullName ?? user.username ?? user.email ?? '',
    lang: user.lang,
    roleLevel,
    loginType: RoleLoginType[roleLevel],
    isSubscribeMail: user.isSubscribeMail,
    isReceiveNotify: user.isReceiveNotify,
    abilities: abilitiesOf(roleLevel),
  };
}
