import {
  AccountStatus,
  AccountType,
  type AdminLoginResponse,
  type AuthUser,
  type adminLoginRequestSchema,
  LoginMethod,
  type LoginResponse,
  type loginRequestSchema,
  ResultCode,
  USER_LOGIN_TYPE,
} from '@hondana/contract';
import type { z } from 'zod';
import type { SessionContext } from '../../platform/auth/session-context.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/database/connection.ts';
import { scopeOf } from '../../platform/policy/policy.ts';
import type { Tenant } from '../../platform/tenancy/resolve-tenant.ts';
import { findCompanyById } from '../../platform/tenancy/tenant-repository.ts';
import { accountScopeOf, tenantScopeOf } from '../../platform/tenancy/tenant-scope.ts';
import { openAdminSession } from './admin-session.ts';
import {
  type Attempt,
  assertIpNotThrottled,
  refuseAttempt,
  refuseSuspended,
  verifyCredentials,
} from './credentials.ts';
import { type OpenedSession, openSession, SESSIONS_CLOSED_MESSAGE_KEY } from './open-session.ts';
import { presentAuthUser } from './present-auth-user.ts';
import { findAccountsByEmailAcrossTenants, findUserByIdentifier, revokeSessionsById } from './repository.ts';
import { secondFactorStep } from './second-factor-challenge.ts';
import type { UnlockMailDeps } from './unlock-link.ts';

/** Where a login request came from: the connection's address (through TRUST_PROXY) and the browser. */
export interface LoginClient {
  ip: string;
  userAgent: string | null;
}

type LoginBody = z.output<typeof loginRequestSchema>;
/** Mail of a lock-out's unlock link; the login says which page opens it. */
export type LockMail = Omit<UnlockMailDeps, 'portal'>;
type AdminLoginBody = z.output<typeof adminLoginRequestSchema>;

/** Accounts of one e-mail address the admin login tries, always with this many argon2 checks. */
export const ADMIN_LOGIN_CANDIDATES = 4;

/** How an identifier is typed for the company's account type, before the account is known. */
const typedMethod = (accountType: string, identifier: string): LoginMethod =>
  accountType === AccountType.EMAIL || (accountType === AccountType.ALL && identifier.includes('@'))
    ? LoginMethod.EMAIL
    : LoginMethod.IDENTITY;

const presentLogin = (session: OpenedSession, user: AuthUser): LoginResponse => ({
  accessToken: session.accessToken,
  expireDate: session.expiresAt.toISOString(),
  exceededSessionMessage: session.closedSessions > 0 ? SESSIONS_CLOSED_MESSAGE_KEY : null,
  displayMessageExceededSession: session.closedSessions > 0,
  appMobileAuthToken: null,
  user,
});

/**
 * POST /auth/login: an end user of the tenant's company, by e-mail, username or either. Checks run in
 * an order that leaks nothing: tenant rules, IP throttle, one argon2 check whether or not the account
 * exists, lock-out, and only after the right password the account's status and role.
 */
export async function loginUser(
  db: Database,
  clock: Clock,
  tenant: Tenant,
  body: LoginBody,
  client: LoginClient,
  mail: LockMail,
): Promise<LoginResponse> {
  const { company, service } = tenant;
  const identifier = body.email.trim().toLowerCase();
  const attempt: Attempt = {
    companyId: company.id,
    identifier,
    loginMethod: typedMethod(company.accountType, identifier),
    ip: client.ip,
    now: clock.now(),
  };
  if (company.accountType === AccountType.OPEN) await refuseAttempt(db, attempt, ResultCode.NO_PERMISSION);
  if (company.accountType === AccountType.EXTERNAL_ID) {
    await refuseAttempt(db, attempt, ResultCode.EXTERNAL_ID_LOGIN_REQUIRED);
  }
  if (body.login_type !== undefined && body.login_type !== USER_LOGIN_TYPE) {
    await refuseAttempt(db, attempt, ResultCode.INVALID_ROLE_ACCESS);
  }
  await assertIpNotThrottled(db, attempt);

  const found = await findUserByIdentifier(db, tenantScopeOf(tenant), company.accountType, identifier);
  const lockMail = { ...mail, portal: tenant };
  const user = await verifyCredentials(db, lockMail, attempt, found ? [found] : [], body.password_hash, 1);
  const loginMethod = user.email?.toLowerCase() === identifier ? LoginMethod.EMAIL : LoginMethod.IDENTITY;
  const matched: Attempt = { ...attempt, loginMethod };
  if (user.accountStatus === AccountStatus.STOP) await refuseSuspended(db, matched, user, company);
  if (user.unconfirmedSince !== null) await refuseAttempt(db, matched, ResultCode.EMAIL_NOT_CONFIRMED, user);
  if (!scopeOf(user.roleLevel, 'portal.login'))
    await refuseAttempt(db, matched, ResultCode.INVALID_ROLE_ACCESS, user);

  const session = await openSession(db, matched, {
    user,
    company,
    serviceId: service.id,
    loginMethod,
    keepLogin: body.keep_login,
    isMobileApp: body.is_mobile_app ?? false,
    userAgent: client.userAgent,
  });
  return presentLogin(session, presentAuthUser(user, company, service));
}

/**
 * POST /auth/admin-login: system, company and service admins, by e-mail, on any host. One address may
 * belong to accounts of several companies; each is tried (staff first) with a fixed number of argon2
 * checks. End users and IP users are refused with INVALID_ROLE_ACCESS after the right password. An
 * account with a second factor, or one that must have one, gets a second-factor step, not a session.
 */
export async function loginAdmin(
  db: Database,
  clock: Clock,
  body: AdminLoginBody,
  client: LoginClient,
  mail: LockMail,
): Promise<AdminLoginResponse> {
  const identifier = body.email.trim().toLowerCase();
  const attempt: Attempt = {
    companyId: null,
    identifier,
    loginMethod: LoginMethod.EMAIL,
    ip: client.ip,
    now: clock.now(),
  };
  await assertIpNotThrottled(db, attempt);

  const candidates = await findAccountsByEmailAcrossTenants(db, identifier, ADMIN_LOGIN_CANDIDATES);
  const user = await verifyCredentials(
    db,
    { ...mail, portal: null },
    attempt,
    candidates,
    body.password_hash,
    ADMIN_LOGIN_CANDIDATES,
  );
  const company = user.companyId === null ? null : ((await findCompanyById(db, user.companyId)) ?? null);
  if (user.accountStatus === AccountStatus.STOP) await refuseSuspended(db, attempt, user, company);
  if (!scopeOf(user.roleLevel, 'adminSite.open')) {
    await refuseAttempt(db, attempt, ResultCode.INVALID_ROLE_ACCESS, user);
  }
  const step = await secondFactorStep(db, attempt, { user, company, keepLogin: body.keep_login });
  if (step) return step;
  return openAdminSession(db, attempt, user, company, {
    keepLogin: body.keep_login,
    userAgent: client.userAgent,
  });
}

/** GET /auth/info: the signed-in user and the tenant the session belongs to. */
export const getAuthInfo = (context: SessionContext): AuthUser =>
  presentAuthUser(context.user, context.company, context.service);

/** GET /auth/logout: ends the calling session; its token is refused from now on. */
export async function logout(db: Database, clock: Clock, context: SessionContext): Promise<void> {
  await revokeSessionsById(
    db,
    accountScopeOf(context.user.companyId),
    [context.session.id],
    'logout',
    clock.now(),
  );
}

/** Lifts every login lock-out of an account (a password reset: the owner proved the mailbox). */
export { clearAccountLocks } from './lock-repository.ts';
/**
 * Ends every live session of a user (password changed or reset, e-mail changed, account cancelled or
 * stopped). Other modules end sessions through this, never through the auth repository.
 */
export { revokeUserSessions } from './repository.ts';
