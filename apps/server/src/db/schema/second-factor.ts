/**
 * The staff's second factor (TOTP, RFC 6238): the authenticator's secret (sealed by the secret box),
 * the single-use recovery codes (hashes only) and the short-lived sign-in challenges between the
 * password step and the code (hashes only).
 */
import { bigint, check, index, inet, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { atLeast, inList } from './checks.ts';
import { createdAt, flag, id, ref, tstz, updatedAt } from './columns.ts';
import { companies } from './companies.ts';
import { users } from './users.ts';

/** One authenticator per staff account; `enrolled_at` stays NULL until a first code confirms it. */
export const secondFactors = pgTable(
  'second_factors',
  {
    id: id(),
    /** NULL for a system admin, who belongs to no company. */
    companyId: ref('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    userId: ref('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The base32 secret, sealed (platform/crypto/secret-box.ts, purpose `second_factors.secret`). */
    secretEnc: text('secret_enc').notNull(),
    enrolledAt: tstz('enrolled_at'),
    /** The time step of the last accepted code: a code of that step or an earlier one is refused. */
    lastTimeStep: bigint('last_time_step', { mode: 'number' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('second_factors_user_uq').on(t.userId),
    index('second_factors_company_user_idx').on(t.companyId, t.userId),
  ],
);

/** Ten single-use recovery codes per enrolled factor, shown once; only their SHA-256 is kept. */
export const secondFactorRecoveryCodes = pgTable(
  'second_factor_recovery_codes',
  {
    id: id(),
    companyId: ref('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    userId: ref('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    createdAt: createdAt(),
    usedAt: tstz('used_at'),
  },
  (t) => [index('second_factor_recovery_codes_company_user_idx').on(t.companyId, t.userId)],
);

export const secondFactorChallengePurposes = ['verify', 'enrol'] as const;
export type SecondFactorChallengePurpose = (typeof secondFactorChallengePurposes)[number];

/**
 * The step between a right password and a session: `verify` waits for a code, `enrol` (a staff member
 * who must have a factor and has none) for a confirmed enrolment. Single use; no session exists until
 * it is used.
 */
export const secondFactorChallenges = pgTable(
  'second_factor_challenges',
  {
    id: id(),
    companyId: ref('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    userId: ref('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<SecondFactorChallengePurpose>().notNull(),
    tokenHash: text('token_hash').notNull(),
    /** The login form's "keep me signed in", carried to the session the challenge opens. */
    keepLogin: flag('keep_login', false),
    /** Wrong codes sent with this challenge; it is spent at the limit. */
    failedCount: integer('failed_count').notNull().default(0),
    ip: inet('ip').notNull(),
    createdAt: createdAt(),
    expiresAt: tstz('expires_at').notNull(),
    usedAt: tstz('used_at'),
  },
  (t) => [
    check('second_factor_challenges_purpose_check', inList(t.purpose, secondFactorChallengePurposes)),
    check('second_factor_challenges_failed_count_check', atLeast(t.failedCount, 0)),
    // Exception to "indexes lead with company_id": a challenge names no tenant (the admin login has none).
    uniqueIndex('second_factor_challenges_token_hash_uq').on(t.tokenHash),
    index('second_factor_challenges_company_user_idx').on(t.companyId, t.userId),
  ],
);
