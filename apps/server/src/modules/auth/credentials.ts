import { type LoginMethod, ResultCode, type SuspendedAccountData } from '@hondana/contract';
import type { Database } from '../../platform/database/connection.ts';
import { appError } from '../../platform/http/app-error.ts';
import { accountScopeOf } from '../../platform/tenancy/tenant-scope.ts';
import { findPairState, pairLockEndsAcrossTenants, savePairState } from './lock-repository.ts';
import {
  ACCOUNT_LOCK_FAILURES,
  ACCOUNT_LOCK_MINUTES,
  ACCOUNT_LOCK_WINDOW_MINUTES,
  countedFailures,
  IP_THROTTLE_WINDOW_MINUTES,
  identifierLockEnd,
  isIpThrottled,
  isLocked,
  lockEndAfterFailure,
  minutesBefore,
} from './lockout-policy.ts';
import { firstMatchingCandidate } from './password-check.ts';
import {
  type CompanyRow,
  countIpFailuresAcrossTenants,
  countPairFailures,
  insertLoginAttemptsAcrossTenants,
  type LoginAttemptRecord,
  latestIdentifierFailures,
  lockIdentifier,
  lockUser,
  type UserRow,
} from './repository.ts';
import { issueUnlockLink, type UnlockMailDeps } from './unlock-link.ts';

/** The result codes of a failed check that count toward the lock-out and the per-IP throttle. */
export type FailedCheckCode = typeof ResultCode.WRONG_PASSWORD | typeof ResultCode.SECOND_FACTOR_WRONG_CODE;

/** One login attempt as the request made it. */
export interface Attempt {
  /** Company the attempt was addressed to; NULL on the admin login. */
  companyId: number | null;
  /** What was typed as e-mail or username, lowercased. */
  identifier: string;
  loginMethod: LoginMethod;
  ip: string;
  now: Date;
}

/** The login_attempts row of an attempt; an account's attempts carry its company and id. */
export const attemptRecord = (attempt: Attempt, resultCode: number, user?: UserRow): LoginAttemptRecord => ({
  companyId: user ? user.companyId : attempt.companyId,
  userId: user?.id ?? null,
  identifier: attempt.identifier,
  loginMethod: attempt.loginMethod,
  ip: attempt.ip,
  resultCode,
  at: attempt.now,
});

/** Writes the attempt to login_attempts, then refuses it with `code` (and the answer's `data`). */
export async function refuseAttempt(
  db: Database,
  attempt: Attempt,
  code: number,
  user?: UserRow,
  data: unknown = null,
): Promise<never> {
  await insertLoginAttemptsAcrossTenants(db, [attemptRecord(attempt, code, user)]);
  throw appError(code, data);
}

/**
 * A suspended account, refused (USER_BLOCKED) only after the right password, so the answer may say
 * whom to ask: the company's e-mail. `company` is the account's own (null for a system admin).
 */
export function refuseSuspended(
  db: Database,
  attempt: Attempt,
  user: UserRow,
  company: Pick<CompanyRow, 'email'> | null,
): Promise<never> {
  const data: SuspendedAccountData = { contactEmail: company?.email ?? null };
  return refuseAttempt(db, attempt, ResultCode.USER_BLOCKED, user, data);
}

/**
 * The per-IP throttle, checked before anything else: an address with too many recent failed password
 * checks is refused without looking at the account, so it cannot lock many accounts cheaply.
 */
export async function assertIpNotThrottled(db: Database, attempt: Attempt): Promise<void> {
  const since = minutesBefore(attempt.now, IP_THROTTLE_WINDOW_MINUTES);
  if (isIpThrottled(await countIpFailuresAcrossTenants(db, attempt.ip, since))) {
    await refuseAttempt(db, attempt, ResultCode.ACCOUNT_LOCKED);
  }
}

/**
 * Checks the password against the candidate accounts (always `slots` argon2 verifications) and applies
 * the lock-out: a locked account answers ACCOUNT_LOCKED whatever the password (no oracle while
 * locked), a wrong password or an unknown identifier answers WRONG_PASSWORD with the same message.
 * Returns the account whose password matched; its status and role are the caller's to check.
 */
export async function verifyCredentials(
  db: Database,
  mail: UnlockMailDeps,
  attempt: Attempt,
  candidates: readonly UserRow[],
  clientHash: string,
  slots: number,
): Promise<UserRow> {
  const { now } = attempt;
  const index = await firstMatchingCandidate(
    candidates.map((c) => c.passwordHash),
    clientHash,
    slots,
  );
  const matched = candidates[index];

  if (candidates.length === 0) return refuseUnknownIdentifier(db, attempt);

  const locks = await pairLockEndsAcrossTenants(
    db,
    candidates.map((c) => c.id),
    attempt.ip,
    now,
  );
  const unlocked = candidates.filter((c) => !locks.has(c.id));
  if (matched ? locks.has(matched.id) : unlocked.length === 0) {
    return refuseAttempt(db, attempt, ResultCode.ACCOUNT_LOCKED, matched ?? candidates[0]);
  }
  if (!matched) {
    for (const user of unlocked) await recordPasswordFailure(db, mail, attempt, user);
    throw appError(ResultCode.WRONG_PASSWORD);
  }
  return matched;
}

/**
 * The current password of a signed-in account (change password, change e-mail), under the login's
 * lock-out: refused with ACCOUNT_LOCKED while the account is locked from the caller's address, and a
 * wrong one counts as a failed login there (and toward the per-IP throttle). Answers whether it matched.
 */
export async function checkCurrentPassword(
  db: Database,
  mail: UnlockMailDeps,
  attempt: Attempt,
  user: UserRow,
  clientHash: string,
): Promise<boolean> {
  await assertIpNotThrottled(db, attempt);
  const index = await firstMatchingCandidate([user.passwordHash], clientHash, 1);
  const locks = await pairLockEndsAcrossTenants(db, [user.id], attempt.ip, attempt.now);
  if (locks.has(user.id)) return refuseAttempt(db, attempt, ResultCode.ACCOUNT_LOCKED, user);
  if (index === 0) return true;
  await recordPasswordFailure(db, mail, attempt, user);
  return false;
}

/**
 * A wrong guess at an identifier that names no account: recorded and locked from that address like an
 * account would be (under a lock on the identifier and address, as an account's row is locked), so neither the answer nor the work
 * done tells that no account exists.
 */
async function refuseUnknownIdentifier(db: Database, attempt: Attempt): Promise<never> {
  const { now } = attempt;
  const code = await db.transaction(async (tx) => {
    await lockIdentifier(tx, attempt.companyId, attempt.identifier, attempt.ip);
    const since = minutesBefore(now, ACCOUNT_LOCK_WINDOW_MINUTES + ACCOUNT_LOCK_MINUTES);
    const failures = await latestIdentifierFailures(
      tx,
      accountScopeOf(attempt.companyId),
      { identifier: attempt.identifier, ip: attempt.ip },
      since,
      ACCOUNT_LOCK_FAILURES,
    );
    const result = isLocked(identifierLockEnd(failures), now)
      ? ResultCode.ACCOUNT_LOCKED
      : ResultCode.WRONG_PASSWORD;
    await insertLoginAttemptsAcrossTenants(tx, [attemptRecord(attempt, result)]);
    return result;
  });
  throw appError(code);
}

/**
 * One failed password check (or wrong second-factor code, `code`) of an account from an address:
 * counted for that pair, which is locked at the threshold, and the owner is mailed a link that lifts
 * the lock.
 */
export async function recordPasswordFailure(
  db: Database,
  mail: UnlockMailDeps,
  attempt: Attempt,
  user: UserRow,
  code: FailedCheckCode = ResultCode.WRONG_PASSWORD,
): Promise<void> {
  const { now, ip } = attempt;
  await db.transaction(async (tx) => {
    const scope = accountScopeOf(user.companyId);
    await lockUser(tx, scope, user.id);
    await insertLoginAttemptsAcrossTenants(tx, [attemptRecord(attempt, code, user)]);
    const pair = await findPairState(tx, scope, user.id, ip);
    if (pair && isLocked(pair.lockedUntil, now)) return;
    const since = minutesBefore(now, ACCOUNT_LOCK_WINDOW_MINUTES);
    const inWindow = await countPairFailures(tx, scope, user.id, ip, since);
    const counted = countedFailures((pair?.failedCount ?? 0) + 1, inWindow);
    const lockedUntil = lockEndAfterFailure(counted, now);
    const key = { userId: user.id, ip };
    await savePairState(tx, scope, key, { failedCount: lockedUntil ? 0 : counted, lockedUntil }, now);
    if (lockedUntil) await issueUnlockLink(mail, tx, attempt, user, lockedUntil);
  });
}
