import { ResultCode, type SecondFactorEnrolment, type SecondFactorStatus } from '@hondana/contract';
import type { SessionContext } from '../../platform/auth/session-context.ts';
import type { Database } from '../../platform/database/connection.ts';
import { appError } from '../../platform/http/app-error.ts';
import { checkCurrentPassword } from './credentials.ts';
import type { UserRow } from './repository.ts';
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
import {
  countUnusedRecoveryCodes,
  deleteSecondFactor,
  findAccountByIdAcrossTenants,
  findSecondFactor,
} from './second-factor-repository.ts';
import { mustHaveSecondFactor } from './second-factor-rule.ts';
import type { LoginClient } from './service.ts';

/** The signed-in caller's own account row (the session carries only some columns). */
async function callerAccount(db: Database, caller: SessionContext): Promise<UserRow> {
  const user = await findAccountByIdAcrossTenants(db, caller.user.id);
  if (!user || user.companyId !== caller.user.companyId) throw appError(ResultCode.USER_NOT_FOUND);
  return user;
}

/** GET /auth/second-factor. */
export async function secondFactorStatus(db: Database, caller: SessionContext): Promise<SecondFactorStatus> {
  const key = accountKeyOf(caller.user);
  const factor = await findSecondFactor(db, key);
  const enrolledAt = factor?.enrolledAt ?? null;
  return {
    enrolled: enrolledAt !== null,
    enrolledAt: enrolledAt?.toISOString() ?? null,
    required: await mustHaveSecondFactor(db, caller.user, caller.company),
    recoveryCodesLeft: enrolledAt ? await countUnusedRecoveryCodes(db, key) : 0,
  };
}

/** POST /auth/second-factor/enrolment: a new secret, until a first code confirms it. */
export async function startOwnEnrolment(
  deps: SecondFactorDeps,
  caller: SessionContext,
): Promise<SecondFactorEnrolment> {
  const user = await callerAccount(deps.db, caller);
  const now = deps.clock.now();
  return deps.db.transaction((tx) => startEnrolment(tx, deps.masterKey, user, now));
}

/**
 * A current code of the caller's factor (confirming it when `enrol`), under the login's lock-out; then
 * new recovery codes in the same transaction.
 */
async function codeThenRecoveryCodes(
  deps: SecondFactorDeps,
  caller: SessionContext,
  code: string,
  client: LoginClient,
  enrol: boolean,
): Promise<{ recoveryCodes: string[] }> {
  const user = await callerAccount(deps.db, caller);
  const attempt = codeAttemptOf(user, client.ip, deps.clock.now());
  const { now } = attempt;
  const factor = await findSecondFactor(deps.db, accountKeyOf(user));
  if (enrol && !factor) throw appError(ResultCode.SECOND_FACTOR_ENROLMENT_NOT_STARTED);
  if (enrol && factor?.enrolledAt) throw appError(ResultCode.SECOND_FACTOR_ALREADY_ENROLLED);
  if (!enrol && !factor?.enrolledAt) throw appError(ResultCode.SECOND_FACTOR_NOT_ENROLLED);
  if (!factor) throw appError(ResultCode.SECOND_FACTOR_NOT_ENROLLED);
  await assertMayTryCode(deps.db, attempt, user);
  const codes = await deps.db.transaction(async (tx) =>
    (await takeCode(tx, deps.masterKey, factor, code, now, enrol)) ? issueRecoveryCodes(tx, user, now) : null,
  );
  if (!codes) return refuseWrongCode(deps, attempt, user);
  return { recoveryCodes: codes };
}

/** POST /auth/second-factor/enrolment/confirm: the factor works from now on; recovery codes shown once. */
export const confirmOwnEnrolment = (
  deps: SecondFactorDeps,
  caller: SessionContext,
  code: string,
  client: LoginClient,
) => codeThenRecoveryCodes(deps, caller, code, client, true);

/** POST /auth/second-factor/recovery-codes: new codes with a current code; the old ones stop working. */
export const regenerateRecoveryCodes = (
  deps: SecondFactorDeps,
  caller: SessionContext,
  code: string,
  client: LoginClient,
) => codeThenRecoveryCodes(deps, caller, code, client, false);

/**
 * POST /auth/second-factor/remove: with the current password (a lost phone cannot give a code; a
 * stolen session alone cannot remove it). Refused while the account must have a factor.
 */
export async function removeOwnFactor(
  deps: SecondFactorDeps,
  caller: SessionContext,
  passwordHash: string,
  client: LoginClient,
): Promise<void> {
  const user = await callerAccount(deps.db, caller);
  const factor = await findSecondFactor(deps.db, accountKeyOf(user));
  if (!factor) throw appError(ResultCode.SECOND_FACTOR_NOT_ENROLLED);
  if (factor.enrolledAt && (await mustHaveSecondFactor(deps.db, user, caller.company))) {
    throw appError(ResultCode.SECOND_FACTOR_REQUIRED);
  }
  const attempt = codeAttemptOf(user, client.ip, deps.clock.now());
  const mail = { jobs: deps.jobs, publicUrl: deps.publicUrl, portal: null };
  if (!(await checkCurrentPassword(deps.db, mail, attempt, user, passwordHash))) {
    throw appError(ResultCode.PASSWORD_INCORRECT);
  }
  await deps.db.transaction((tx) => deleteSecondFactor(tx, accountKeyOf(user)));
}
