import {
  AccountStatus,
  type externalIdLoginRequestSchema,
  IdentityProvider,
  LoginMethod,
  type LoginResponse,
  ResultCode,
  RoleLevel,
} from '@hondana/contract';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Clock } from '../../platform/clock.ts';
import { isAppError } from '../../platform/http/app-error.ts';
import { scopeOf } from '../../platform/policy/policy.ts';
import type { Tenant } from '../../platform/tenancy/resolve-tenant.ts';
import { tenantScopeOf } from '../../platform/tenancy/tenant-scope.ts';
import { type Attempt, refuseAttempt, refuseSuspended } from '../auth/credentials.ts';
import { presentLoginAnswer } from '../auth/login-answer.ts';
import { openSession } from '../auth/open-session.ts';
import { presentAuthUser } from '../auth/present-auth-user.ts';
import { getPublicTerms } from '../terms/service.ts';
import { completeLogin } from './complete-login.ts';
import { createAccount } from './create-account.ts';
import { findUserByExternalId, recordTermsAccepted, type UserRow } from './repository.ts';
import type { LoginClient } from './social-login.ts';

type ExternalIdBody = z.output<typeof externalIdLoginRequestSchema>;

/** Longest single sign-on ID kept (SSO_ID_INVALID, 898, beyond it). */
export const EXTERNAL_ID_MAX = 255;

/** The version of the terms in force for the tenant's service, or null when it has none. */
async function termsVersionInForce(app: FastifyInstance, tenant: Tenant): Promise<number | null> {
  try {
    return (await getPublicTerms(app.deps.db, tenant)).version;
  } catch (error) {
    if (isAppError(error) && error.code === ResultCode.TERMS_NOT_FOUND) return null;
    throw error;
  }
}

/**
 * POST /auth/gakken-id-login, the education-ID single sign-on (account type EXTERNAL_ID). In order: a
 * child's account 860; an ID over 255 characters 898; a member profile without a name 864 (the client
 * sends the reader to the provider's my page); an unknown ID without auto-registration 701; terms in
 * force not yet accepted 862 (the client shows them and repeats with is_accept_terms_and_condition);
 * then the account is made (auto-registration) or found, and signed in.
 */
export async function externalIdLogin(
  app: FastifyInstance,
  clock: Clock,
  tenant: Tenant,
  body: ExternalIdBody,
  client: LoginClient,
): Promise<LoginResponse> {
  const { db } = app.deps;
  const { company, service } = tenant;
  const claims = await completeLogin(app, clock, tenant, IdentityProvider.EXTERNAL_ID, body);
  const externalId = claims.sub;
  const attempt: Attempt = {
    companyId: company.id,
    identifier: externalId.slice(0, EXTERNAL_ID_MAX),
    loginMethod: LoginMethod.EXTERNAL_ID,
    ip: client.ip,
    now: clock.now(),
  };
  if (claims.is_child === true) return refuseAttempt(db, attempt, ResultCode.CHILD_ACCOUNT_LOGIN_NOT_ALLOWED);
  if (externalId.length > EXTERNAL_ID_MAX) return refuseAttempt(db, attempt, ResultCode.SSO_ID_INVALID);
  const name = typeof claims.name === 'string' ? claims.name.trim() : '';
  if (!name) return refuseAttempt(db, attempt, ResultCode.EXTERNAL_ID_MY_PAGE_REQUIRED);

  const scope = tenantScopeOf(tenant);
  const termsVersion = await termsVersionInForce(app, tenant);
  const accepted = body.is_accept_terms_and_condition;
  let user: UserRow | undefined = await findUserByExternalId(db, scope, externalId);
  if (!user) {
    if (!company.isAutoRegisterAccountAtLogin) {
      return refuseAttempt(db, attempt, ResultCode.EXTERNAL_ACCOUNT_NOT_REGISTERED);
    }
    if (termsVersion !== null && !accepted) {
      return refuseAttempt(db, attempt, ResultCode.TERMS_ACCEPTANCE_REQUIRED);
    }
    const email = claims.email_verified === true && typeof claims.email === 'string' ? claims.email : null;
    user = await createAccount(db, tenant, {
      email: email?.trim().toLowerCase() || null,
      fullName: name,
      externalId,
      isSubscribeMail: body.is_subscribe_mail ?? false,
      termsVersion,
      now: attempt.now,
    });
  } else {
    if (user.accountStatus === AccountStatus.STOP) return refuseSuspended(db, attempt, user, company);
    if (user.roleLevel !== RoleLevel.USER || !scopeOf(user.roleLevel, 'portal.login')) {
      return refuseAttempt(db, attempt, ResultCode.INVALID_ROLE_ACCESS, user);
    }
    if (termsVersion !== null && (user.termsAcceptedVersion ?? 0) < termsVersion) {
      if (!accepted) return refuseAttempt(db, attempt, ResultCode.TERMS_ACCEPTANCE_REQUIRED, user);
      await recordTermsAccepted(db, scope, user.id, termsVersion, attempt.now);
    }
  }
  const isMobileApp = body.is_mobile_app ?? false;
  const session = await openSession(db, attempt, {
    user,
    company,
    serviceId: service.id,
    loginMethod: LoginMethod.EXTERNAL_ID,
    keepLogin: body.keep_login,
    isMobileApp,
    userAgent: client.userAgent,
  });
  return presentLoginAnswer(session, presentAuthUser(user, company, service), { isMobileApp });
}
