/**
 * Guarding accounts: login attempts and the locks they cause, sign-up attempts, and the one-time links
 * of account flows (unlock, password reset, e-mail change and its undo, sign-up confirmation); only
 * hashes of the links are stored.
 */
import {
  boolean,
  check,
  index,
  inet,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { type LoginMethod, loginMethods } from '../../../../../packages/contract/src/enums.ts';
import { atLeast, inList } from './checks.ts';
import { createdAt, id, ref, tstz } from './columns.ts';
import { companies } from './companies.ts';
import { users } from './users.ts';

/** Login attempts, for lock-out (code 425 after repeated failures) and audit. */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: id(),
    /** NULL for attempts on the admin site (system admins). */
    companyId: ref('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    userId: ref('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The e-mail / username / external id as typed, lowercased. */
    identifier: text('identifier'),
    loginMethod: text('login_method').$type<LoginMethod>().notNull(),
    ip: inet('ip'),
    succeeded: boolean('succeeded').notNull(),
    /** Result code of a failure (e.g. 609, 425). */
    resultCode: integer('result_code'),
    createdAt: createdAt(),
  },
  (t) => [
    check('login_attempts_login_method_check', inList(t.loginMethod, loginMethods)),
    index('login_attempts_company_identifier_idx').on(t.companyId, t.identifier, t.createdAt),
    index('login_attempts_company_user_idx').on(t.companyId, t.userId, t.createdAt),
    // The per-IP throttle counts recent failures of one address across tenants (deliberately global).
    index('login_attempts_ip_idx').on(t.ip, t.createdAt),
  ],
);

/**
 * Login lock-out of one account from one address (docs/decisions.md, "Account lock-out"): the failed
 * password checks counted since the pair's last success, lock or unlock, and the end of its lock. A
 * failure from one address never locks the account from another.
 */
export const loginLocks = pgTable(
  'login_locks',
  {
    /** NULL for a system admin, who belongs to no company. */
    companyId: ref('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    userId: ref('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ip: inet('ip').notNull(),
    failedCount: integer('failed_count').notNull().default(0),
    lockedUntil: tstz('locked_until'),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'login_locks_pk', columns: [t.userId, t.ip] }),
    check('login_locks_failed_count_check', atLeast(t.failedCount, 0)),
    index('login_locks_company_user_idx').on(t.companyId, t.userId),
  ],
);

/** Single-use links mailed when an account is locked from an address; opening one lifts that lock. */
export const accountUnlockTokens = pgTable(
  'account_unlock_tokens',
  {
    id: id(),
    companyId: ref('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    userId: ref('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The address whose lock the link lifts. */
    ip: inet('ip').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: tstz('expires_at').notNull(),
    usedAt: tstz('used_at'),
  },
  (t) => [
    // Exception to "indexes lead with company_id": a link names no tenant (the admin login has none).
    uniqueIndex('account_unlock_tokens_token_hash_uq').on(t.tokenHash),
    index('account_unlock_tokens_company_user_idx').on(t.companyId, t.userId),
  ],
);

/** One-time password-reset tokens (only the hash is stored). */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: id(),
    companyId: ref('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    userId: ref('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: tstz('expires_at').notNull(),
    usedAt: tstz('used_at'),
  },
  (t) => [
    uniqueIndex('password_reset_tokens_token_hash_uq').on(t.tokenHash),
    index('password_reset_tokens_company_user_idx').on(t.companyId, t.userId),
  ],
);

/** One-time tokens confirming a new e-mail address (only the hash is stored). */
export const emailChangeTokens = pgTable(
  'email_change_tokens',
  {
    id: id(),
    companyId: ref('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    userId: ref('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    newEmail: text('new_email').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: tstz('expires_at').notNull(),
    usedAt: tstz('used_at'),
  },
  (t) => [
    uniqueIndex('email_change_tokens_token_hash_uq').on(t.tokenHash),
    index('email_change_tokens_company_user_idx').on(t.companyId, t.userId),
  ],
);

/**
 * One-time tokens mailed to the old address once an e-mail change is confirmed: for 7 days the link
 * puts the old address back (only the hash is stored).
 */
export const emailUndoTokens = pgTable(
  'email_undo_tokens',
  {
    id: id(),
    companyId: ref('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    userId: ref('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The address the change replaced, which the link restores. */
    oldEmail: text('old_email').notNull(),
    /** The address the change set (what the notice named). */
    newEmail: text('new_email').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: tstz('expires_at').notNull(),
    usedAt: tstz('used_at'),
  },
  (t) => [
    uniqueIndex('email_undo_tokens_token_hash_uq').on(t.tokenHash),
    index('email_undo_tokens_company_user_idx').on(t.companyId, t.userId),
  ],
);

/** One-time links confirming a self-registered account's address (only the hash is stored). */
export const registrationTokens = pgTable(
  'registration_tokens',
  {
    id: id(),
    companyId: ref('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    userId: ref('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: tstz('expires_at').notNull(),
    usedAt: tstz('used_at'),
  },
  (t) => [
    uniqueIndex('registration_tokens_token_hash_uq').on(t.tokenHash),
    index('registration_tokens_company_user_idx').on(t.companyId, t.userId, t.createdAt),
  ],
);

/** Sign-ups and confirmation resends, counted by client address and by company to throttle them. */
export const signUpAttempts = pgTable(
  'sign_up_attempts',
  {
    id: id(),
    companyId: ref('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    ip: inet('ip').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('sign_up_attempts_company_idx').on(t.companyId, t.createdAt),
    // Counted per address across tenants (deliberately global, as the login's per-IP throttle).
    index('sign_up_attempts_ip_idx').on(t.ip, t.createdAt),
  ],
);
