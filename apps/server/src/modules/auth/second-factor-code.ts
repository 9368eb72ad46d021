import { LoginMethod, ResultCode, type SecondFactorEnrolment } from '@hondana/contract';
import type { Clock } from '../../platform/clock.ts';
import { openSecret, sealSecret } from '../../platform/crypto/secret-box.ts';
import type { Database, Executor } from '../../platform/database/connection.ts';
import { appError } from '../../platform/http/app-error.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import { accountScopeOf } from '../../platform/tenancy/tenant-scope.ts';
import { type Attempt, assertIpNotThrottled, recordPasswordFailure, refuseAttempt } from './credentials.ts';
import { pairLockEndsAcrossTenants } from './lock-repository.ts';
import type { UserRow } from './repository.ts';
import { newRecoveryCodes } from './second-factor-recovery.ts';
import {
  type AccountKey,
  replaceRecoveryCodes,
  type SecondFactorRow,
  savePendingFactor,
  takeTimeStep,
} from './second-factor-repository.ts';
import { acceptedTimeStep, newTotpSecret, otpauthUriOf, qrSvgOf } from './second-factor-totp.ts';

/** The secret box's purpose for the factor's secret: a sealed value opens only in this column. */
export const SECOND_FACTOR_SECRET_PURPOSE = 'second_factors.secret';

export interface SecondFactorDeps {
  db: Database;
  clock: Clock;
  masterKey: Buffer;
  jobs: JobQueue;
  publicUrl: string;
}

export const accountKeyOf = (user: Pick<UserRow, 'companyId' | 'id'>): AccountKey => ({
  scope: accountScopeOf(user.companyId),
  userId: user.id,
});

/** A code check of a staff account counts like an admin login attempt by its e-mail. */
export const codeAttemptOf = (user: UserRow, ip: string, now: Date): Attempt => ({
  companyId: null,
  identifier: (user.email ?? '').toLowerCase(),
  loginMethod: LoginMethod.EMAIL,
  ip,
  now,
});

/**
 * Before a code is checked: the per-IP throttle, then the account's lock from the caller's address
 * (ACCOUNT_LOCKED whatever the code, so a locked account never tells that a code was right).
 */
export async function assertMayTryCode(db: Database, attempt: Attempt, user: UserRow): Promise<void> {
  await assertIpNotThrottled(db, attempt);
  const locks = await pairLockEndsAcrossTenants(db, [user.id], attempt.ip, attempt.now);
  if (locks.has(user.id)) await refuseAttempt(db, attempt, ResultCode.ACCOUNT_LOCKED, user);
}

/** A wrong code: one more failure of the account from that address (lock-out), then refused. */
export async function refuseWrongCode(
  deps: SecondFactorDeps,
  attempt: Attempt,
  user: UserRow,
): Promise<never> {
  const mail = { jobs: deps.jobs, publicUrl: deps.publicUrl, portal: null };
  await recordPasswordFailure(deps.db, mail, attempt, user, ResultCode.SECOND_FACTOR_WRONG_CODE);
  throw appError(ResultCode.SECOND_FACTOR_WRONG_CODE);
}

/**
 * Whether `code` is right for the factor now and its time step was not taken yet; takes the step (and
 * confirms a pending factor when `enrol`). Run inside the transaction that acts on the answer.
 */
export async function takeCode(
  tx: Executor,
  masterKey: Buffer,
  factor: SecondFactorRow,
  code: string,
  now: Date,
  enrol: boolean,
): Promise<boolean> {
  const secret = openSecret(factor.secretEnc, masterKey, SECOND_FACTOR_SECRET_PURPOSE);
  const step = await acceptedTimeStep(secret, code, now, factor.lastTimeStep);
  if (step === null) return false;
  const key = { scope: accountScopeOf(factor.companyId), userId: factor.userId };
  return takeTimeStep(tx, key, step, enrol ? now : undefined);
}

/** A new secret for the account, waiting for its first code (a confirmed factor is never replaced). */
export async function startEnrolment(
  tx: Executor,
  masterKey: Buffer,
  user: UserRow,
  now: Date,
): Promise<SecondFactorEnrolment> {
  const secret = newTotpSecret();
  const sealed = sealSecret(secret, masterKey, SECOND_FACTOR_SECRET_PURPOSE);
  const row = await savePendingFactor(tx, accountKeyOf(user), sealed, now);
  if (!row) throw appError(ResultCode.SECOND_FACTOR_ALREADY_ENROLLED);
  const otpauthUri = otpauthUriOf(secret, user.email ?? `user-${user.id}`);
  return { secret, otpauthUri, qrSvg: qrSvgOf(otpauthUri) };
}

/** New recovery codes replace the account's old ones; answered in clear this once. */
export async function issueRecoveryCodes(tx: Executor, user: UserRow, now: Date): Promise<string[]> {
  const { codes, hashes } = newRecoveryCodes();
  await replaceRecoveryCodes(tx, accountKeyOf(user), hashes, now);
  return codes;
}
