import type { SecondFactorStep } from '@hondana/contract';
import type { SecondFactorChallengePurpose } from '../../db/schema/index.ts';
import { hashOpaqueToken, newOpaqueToken } from '../../platform/auth/opaque-token.ts';
import type { Database } from '../../platform/database/connection.ts';
import type { Attempt } from './credentials.ts';
import { minutesAfter } from './lockout-policy.ts';
import type { CompanyRow, UserRow } from './repository.ts';
import { accountKeyOf } from './second-factor-code.ts';
import { deleteSpentChallenges, hasEnrolledFactor, insertChallenge } from './second-factor-repository.ts';
import { mustHaveSecondFactor } from './second-factor-rule.ts';

/** How long a sign-in waits for the code: long enough to open the app, short for a stolen password. */
export const VERIFY_CHALLENGE_MINUTES = 5;
/** A required enrolment takes longer: installing an app, scanning, typing the first code. */
export const ENROL_CHALLENGE_MINUTES = 15;
/** Wrong codes that spend a challenge (each also counts toward the account's lock-out). */
export const CHALLENGE_FAILURE_LIMIT = 5;

/**
 * After a right password on the admin login: a `verify` step for an account with a factor, an `enrol`
 * step for one that must have a factor and has none, or null (a session opens at once).
 */
export async function secondFactorStep(
  db: Database,
  attempt: Attempt,
  account: { user: UserRow; company: CompanyRow | null; keepLogin: boolean },
): Promise<SecondFactorStep | null> {
  const { user, company } = account;
  const key = accountKeyOf(user);
  const purpose: SecondFactorChallengePurpose | null = (await hasEnrolledFactor(db, key))
    ? 'verify'
    : (await mustHaveSecondFactor(db, user, company))
      ? 'enrol'
      : null;
  if (purpose === null) return null;
  const token = newOpaqueToken();
  const { now } = attempt;
  const expiresAt = minutesAfter(
    now,
    purpose === 'verify' ? VERIFY_CHALLENGE_MINUTES : ENROL_CHALLENGE_MINUTES,
  );
  await db.transaction(async (tx) => {
    await deleteSpentChallenges(tx, key.scope, user.id, now);
    await insertChallenge(tx, key, {
      purpose,
      tokenHash: hashOpaqueToken(token),
      keepLogin: account.keepLogin,
      ip: attempt.ip,
      createdAt: now,
      expiresAt,
    });
  });
  return { secondFactor: purpose, challengeToken: token, expiresAt: expiresAt.toISOString() };
}
