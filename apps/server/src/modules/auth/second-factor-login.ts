import {
  AccountStatus,
  type LoginResponse,
  ResultCode,
  type SecondFactorEnrolment,
  type secondFactorVerifyRequestSchema,
} from '@hondana/contract';
import type { z } from 'zod';
import type { SecondFactorChallengePurpose } from '../../db/schema/index.ts';
import { hashOpaqueToken } from '../../platform/auth/opaque-token.ts';
import type { Executor } from '../../platform/database/connection.ts';
import { appError } from '../../platform/http/app-error.ts';
import { scopeOf } from '../../platform/policy/policy.ts';
import { findCompanyById } from '../../platform/tenancy/tenant-repository.ts';
import { accountScopeOf } from '../../platform/tenancy/tenant-scope.ts';
import { openAdminSession } from './admin-session.ts';
import { refuseAttempt, refuseSuspended } from './credentials.ts';
import type { UserRow } from './repository.ts';
import { CHALLENGE_FAILURE_LIMIT } from './second-factor-challenge.ts';
import {
  accountKeyOf,
  assertMayTryCode,
  codeAttemptOf,
  issueRecoveryCodes,
  refuseWrongCode,
  type SecondFactorDeps,
  startEnrolment,
  takeCode,
} from './second-factor-code.ts';
import { hashRecoveryCode } from './second-factor-recovery.ts';
import {
  type ChallengeRow,
  consumeRecoveryCode,
  countChallengeFailure,
  findAccountByIdAcrossTenants,
  findSecondFactor,
  lockLiveChallengeAcrossTenants,
  markChallengeUsed,
} from './second-factor-repository.ts';
import type { LoginClient } from './service.ts';

type VerifyBody = z.output<typeof secondFactorVerifyRequestSchema>;

const invalidChallenge = () => appError(ResultCode.SECOND_FACTOR_CHALLENGE_INVALID);

/** A live challenge of `purpose` and its account, without locking (the checks before the code). */
async function challengeAccount(
  deps: SecondFactorDeps,
  token: string,
  purpose: SecondFactorChallengePurpose,
): Promise<{ challenge: ChallengeRow; user: UserRow }> {
  const now = deps.clock.now();
  const challenge = await deps.db.transaction((tx) =>
    lockLiveChallengeAcrossTenants(tx, hashOpaqueToken(token), purpose, now),
  );
  if (!challenge) throw invalidChallenge();
  const user = await findAccountByIdAcrossTenants(deps.db, challenge.userId);
  if (!user || user.companyId !== challenge.companyId) throw invalidChallenge();
  return { challenge, user };
}

/**
 * Everything the password step checked, again (the account may have changed meanwhile), and the
 * lock-out before a code is looked at. Answers the account's company.
 */
async function gateCodeCheck(deps: SecondFactorDeps, user: UserRow, client: LoginClient) {
  const attempt = codeAttemptOf(user, client.ip, deps.clock.now());
  await assertMayTryCode(deps.db, attempt, user);
  const company = user.companyId === null ? null : ((await findCompanyById(deps.db, user.companyId)) ?? null);
  if (user.accountStatus === AccountStatus.STOP) await refuseSuspended(deps.db, attempt, user, company);
  if (!scopeOf(user.roleLevel, 'adminSite.open')) {
    await refuseAttempt(deps.db, attempt, ResultCode.INVALID_ROLE_ACCESS, user);
  }
  return { attempt, company };
}

/** Inside the challenge's transaction: a right code spends the challenge, a wrong one counts on it. */
async function settleChallenge(tx: Executor, challenge: ChallengeRow, right: boolean, now: Date) {
  if (right) await markChallengeUsed(tx, accountScopeOf(challenge.companyId), challenge.id, now);
  else
    await countChallengeFailure(
      tx,
      accountScopeOf(challenge.companyId),
      challenge.id,
      CHALLENGE_FAILURE_LIMIT,
      now,
    );
}

/**
 * POST /auth/admin/second-factor/verify: the code (or a recovery code) of a `verify` step. A right one
 * spends the challenge and opens the session the password step held back.
 */
export async function verifySecondFactor(
  deps: SecondFactorDeps,
  body: VerifyBody,
  client: LoginClient,
): Promise<LoginResponse> {
  const { user } = await challengeAccount(deps, body.challengeToken, 'verify');
  const { attempt, company } = await gateCodeCheck(deps, user, client);
  const { now } = attempt;
  const challenge = await deps.db.transaction(async (tx) => {
    const live = await lockLiveChallengeAcrossTenants(
      tx,
      hashOpaqueToken(body.challengeToken),
      'verify',
      now,
    );
    if (!live) return undefined;
    const factor = await findSecondFactor(tx, accountKeyOf(user));
    if (!factor?.enrolledAt) {
      await markChallengeUsed(tx, accountScopeOf(live.companyId), live.id, now);
      return undefined;
    }
    const right =
      body.code !== undefined
        ? await takeCode(tx, deps.masterKey, factor, body.code, now, false)
        : await consumeRecoveryCode(tx, accountKeyOf(user), hashRecoveryCode(body.recoveryCode ?? ''), now);
    await settleChallenge(tx, live, right, now);
    return { live, right };
  });
  if (!challenge) throw invalidChallenge();
  if (!challenge.right) await refuseWrongCode(deps, attempt, user);
  return openAdminSession(deps.db, attempt, user, company, {
    keepLogin: challenge.live.keepLogin,
    userAgent: client.userAgent,
  });
}

/** POST /auth/admin/second-factor/enrolment: the secret of the enrolment an `enrol` step requires. */
export async function startChallengeEnrolment(
  deps: SecondFactorDeps,
  challengeToken: string,
): Promise<SecondFactorEnrolment> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const live = await lockLiveChallengeAcrossTenants(tx, hashOpaqueToken(challengeToken), 'enrol', now);
    const user = live ? await findAccountByIdAcrossTenants(tx, live.userId) : undefined;
    if (!live || !user || user.companyId !== live.companyId) throw invalidChallenge();
    return startEnrolment(tx, deps.masterKey, user, now);
  });
}

/**
 * POST /auth/admin/second-factor/enrolment/confirm: the first code confirms the factor, the challenge
 * is spent, the session opens and the recovery codes are answered this once.
 */
export async function confirmChallengeEnrolment(
  deps: SecondFactorDeps,
  body: { challengeToken: string; code: string },
  client: LoginClient,
): Promise<{ login: LoginResponse; recoveryCodes: string[] }> {
  const { user } = await challengeAccount(deps, body.challengeToken, 'enrol');
  const { attempt, company } = await gateCodeCheck(deps, user, client);
  const { now } = attempt;
  const outcome = await deps.db.transaction(async (tx) => {
    const live = await lockLiveChallengeAcrossTenants(tx, hashOpaqueToken(body.challengeToken), 'enrol', now);
    if (!live) throw invalidChallenge();
    const factor = await findSecondFactor(tx, accountKeyOf(user));
    if (!factor) throw appError(ResultCode.SECOND_FACTOR_ENROLMENT_NOT_STARTED);
    if (factor.enrolledAt) throw appError(ResultCode.SECOND_FACTOR_ALREADY_ENROLLED);
    const right = await takeCode(tx, deps.masterKey, factor, body.code, now, true);
    await settleChallenge(tx, live, right, now);
    return right ? { live, codes: await issueRecoveryCodes(tx, user, now) } : undefined;
  });
  if (!outcome) return refuseWrongCode(deps, attempt, user);
  const login = await openAdminSession(deps.db, attempt, user, company, {
    keepLogin: outcome.live.keepLogin,
    userAgent: client.userAgent,
  });
  return { login, recoveryCodes: outcome.codes };
}
