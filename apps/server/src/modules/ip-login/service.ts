import { isIPv4 } from 'node:net';
import {
  AccountStatus,
  type IpAddressLoginRequest,
  LoginMethod,
  type LoginResponse,
  ResultCode,
} from '@hondana/contract';
import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/database/connection.ts';
import { appError } from '../../platform/http/app-error.ts';
import type { Tenant } from '../../platform/tenancy/resolve-tenant.ts';
import { companyScope } from '../../platform/tenancy/tenant-scope.ts';
import { type Attempt, refuseAttempt } from '../auth/credentials.ts';
import { presentLoginAnswer } from '../auth/login-answer.ts';
import { openSession } from '../auth/open-session.ts';
import { presentAuthUser } from '../auth/present-auth-user.ts';
import type { LoginClient } from '../auth/service.ts';
import { findIpLoginGroup, groupIpAccount } from './repository.ts';

/** An IPv4 address the connection reports in IPv6 form (`::ffff:192.0.2.1`) is matched as IPv4. */
export function addressOf(ip: string): string {
  const mapped = /^::ffff:(.+)$/i.exec(ip)?.[1];
  return mapped && isIPv4(mapped) ? mapped : ip;
}

type IpLoginBody = Pick<IpAddressLoginRequest, 'keep_login' | 'is_login_mobile_app'>;

/**
 * POST /auth/ip-address-login and /auth/ip-address-auto-login (docs/decisions.md, "IP login"): the
 * connection's address, never one the body names, signs the visitor in as the IP user of the company's
 * IP-login group whose network holds it, while the group has a free seat (its max users). The
 * automatic call also needs the company's and the group's auto-login; its refusals are not written to
 * the login attempts (every off-site visitor of the portal makes one).
 */
export async function loginByIp(
  db: Database,
  clock: Clock,
  tenant: Tenant,
  body: IpLoginBody,
  client: LoginClient,
  automatic: boolean,
): Promise<LoginResponse> {
  const { company, service } = tenant;
  const address = addressOf(client.ip);
  const attempt: Attempt = {
    companyId: company.id,
    identifier: `ip:${address}`,
    loginMethod: automatic ? LoginMethod.AUTO_IP_ADDRESS : LoginMethod.IP_ADDRESS,
    ip: client.ip,
    now: clock.now(),
  };
  const refuse = (code: number): Promise<never> =>
    automatic ? Promise.reject(appError(code)) : refuseAttempt(db, attempt, code);

  if (!company.loginByIpAddress) return refuse(ResultCode.NO_PERMISSION);
  if (automatic && !company.autoLoginByIp) return refuse(ResultCode.USER_GROUP_NOT_AUTO_LOGIN);
  const scope = companyScope(company.id);
  const group = await findIpLoginGroup(db, scope, address);
  if (!group) return refuse(ResultCode.IP_ADDRESS_NOT_FOUND);
  if (automatic && !group.autoLogin) return refuse(ResultCode.USER_GROUP_NOT_AUTO_LOGIN);

  const user = await groupIpAccount(db, scope, group);
  if (user.accountStatus === AccountStatus.STOP) return refuse(ResultCode.USER_BLOCKED);
  const session = await openSession(db, attempt, {
    user,
    company,
    serviceId: service.id,
    loginMethod: attempt.loginMethod,
    keepLogin: body.keep_login ?? false,
    isMobileApp: body.is_login_mobile_app ?? false,
    userAgent: client.userAgent,
    seats: { max: group.maxUsers, refusal: ResultCode.USER_GROUP_USER_LIMIT_REACHED },
  });
  return presentLoginAnswer(session, presentAuthUser(user, company, service), {
    isMobileApp: body.is_login_mobile_app ?? false,
  });
}

/** Other modules find a group's IP user through this (the user groups delete it with its group). */
export { isGroupIpAccount } from './repository.ts';
