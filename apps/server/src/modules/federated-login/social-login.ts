import {
  AccountStatus,
  IdentityProvider,
  LoginMethod,
  type LoginResponse,
  ResultCode,
  RoleLevel,
  type socialLoginRequestSchema,
} from '@hondana/contract';
import type { FastifyInstance } from 'fastify';
import type { IDToken } from 'openid-client';
import type { z } from 'zod';
import type { Clock } from '../../platform/clock.ts';
import { scopeOf } from '../../platform/policy/policy.ts';
import type { Tenant } from '../../platform/tenancy/resolve-tenant.ts';
import { tenantScopeOf } from '../../platform/tenancy/tenant-scope.ts';
import { type Attempt, refuseAttempt, refuseSuspended } from '../auth/credentials.ts';
import { presentLoginAnswer } from '../auth/login-answer.ts';
import { openSession } from '../auth/open-session.ts';
import { presentAuthUser } from '../auth/present-auth-user.ts';
import { claimUnconfirmed } from './claim-unconfirmed.ts';
import { completeLogin } from './complete-login.ts';
import { createAccount } from './create-account.ts';
import { findUserByEmail, type UserRow } from './repository.ts';

type SocialBody = z.output<typeof socialLoginRequestSchema> & { code_verifier?: string };

export interface LoginClient {
  ip: string;
  userAgent: string | null;
}

/**
 * The e-mail an ID token vouches for. Google: `email_verified`. Microsoft: `xms_edov` (the address's
 * domain is verified by its Entra tenant; Entra's `email` alone is not verified), or `email_verified`.
 */
function verifiedEmailOf(claims: IDToken, provider: IdentityProvider): string | null {
  const email = typeof claims.email === 'string' ? claims.email.trim().toLowerCase() : '';
  const verified =
    claims.email_verified === true || (provider === IdentityProvider.MICROSOFT && claims.xms_edov === true);
  return email && verified ? email : null;
}

/**
 * POST /auth/social-login (Google) and POST /auth/microsoft-sso-login: the account of the verified
 * e-mail in the tenant's company. An unknown address gets an account when the company allows registration
 * (docs/decisions.md), else EXTERNAL_ACCOUNT_NOT_REGISTERED (701). An unconfirmed self-registration of
 * the address is claimed first (`claimUnconfirmed`): confirmed, its password removed.
 */
export async function socialLogin(
  app: FastifyInstance,
  clock: Clock,
  tenant: Tenant,
  provider: typeof IdentityProvider.GOOGLE | typeof IdentityProvider.MICROSOFT,
  body: SocialBody,
  client: LoginClient,
): Promise<LoginResponse> {
  const { db } = app.deps;
  const { company, service } = tenant;
  const claims = await completeLogin(app, clock, tenant, provider, body);
  const loginMethod = provider === IdentityProvider.GOOGLE ? LoginMethod.GOOGLE : LoginMethod.MICROSOFT;
  const email = verifiedEmailOf(claims, provider);
  const attempt: Attempt = {
    companyId: company.id,
    identifier: email ?? `sub:${claims.sub}`.slice(0, 255),
    loginMethod,
    ip: client.ip,
    now: clock.now(),
  };
  if (!email) return refuseAttempt(db, attempt, ResultCode.ACCOUNT_EMAIL_MISSING);
  const name = typeof claims.name === 'string' ? claims.name.trim() : '';
  if (provider === IdentityProvider.MICROSOFT && !name) {
    return refuseAttempt(db, attempt, ResultCode.MICROSOFT_NAME_EMPTY);
  }

  let user: UserRow | undefined = await findUserByEmail(db, tenantScopeOf(tenant), email);
  if (!user) {
    if (!company.allowRegistration)
      return refuseAttempt(db, attempt, ResultCode.EXTERNAL_ACCOUNT_NOT_REGISTERED);
    user = await createAccount(db, tenant, {
      email,
      fullName: name || email,
      isSubscribeMail: false,
      externalId: null,
      termsVersion: null,
      now: attempt.now,
    });
  }
  if (user.unconfirmedSince !== null) user = await claimUnconfirmed(app, tenant, user, provider);
  if (user.accountStatus === AccountStatus.STOP) return refuseSuspended(db, attempt, user, company);
  if (user.roleLevel !== RoleLevel.USER || !scopeOf(user.roleLevel, 'portal.login')) {
    return refuseAttempt(db, attempt, ResultCode.INVALID_ROLE_ACCESS, user);
  }
  const isMobileApp = body.is_mobile_app ?? false;
  const session = await openSession(db, attempt, {
    user,
    company,
    serviceId: service.id,
    loginMethod,
    keepLogin: body.keep_login,
    isMobileApp,
    userAgent: client.userAgent,
  });
  return presentLoginAnswer(session, presentAuthUser(user, company, service), { isMobileApp });
}
