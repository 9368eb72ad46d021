/**
 * People and access: users, user groups (with IP ranges, members and content groups) and sessions;
 * login attempts, locks and the one-time links of account flows are in account-security.ts.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  cidr,
  index,
  inet,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  type AccountStatus,
  accountStatuses,
  type Language,
  type LoginMethod,
  languages,
  loginMethods,
  type RoleLevel,
  roleLevels,
  type UserGroupAuthMethod,
  type UserSubscriptionType,
  userGroupAuthMethods,
  userSubscriptionTypes,
} from '../../../../../packages/contract/src/enums.ts';
import { atLeast, inList } from './checks.ts';
import { createdAt, id, params, ref, timestamps, tstz } from './columns.ts';
import { companies, companyId, services, tenantFk } from './companies.ts';
import { contentGroups } from './contents.ts';

export const userGroups = pgTable(
  'user_groups',
  {
    id: id(),
    companyId: companyId(),
    name: text('name').notNull(),
    /** Role given to the group's members: 3 end user or 4 IP user. */
    roleLevel: smallint('role_level').$type<RoleLevel>().notNull().default(3),
    authMethod: smallint('auth_method').$type<UserGroupAuthMethod>().notNull().default(1),
    maxUsers: integer('max_users').notNull().default(1),
    autoLogin: boolean('auto_login').notNull().default(false),
    /** The company's login-by-IP group: created with the IP-login setting, cannot be deleted. */
    isDefaultIpGroup: boolean('is_default_ip_group').notNull().default(false),
    ...timestamps(),
  },
  (t) => [
    check('user_groups_role_level_check', inList(t.roleLevel, roleLevels)),
    check('user_groups_auth_method_check', inList(t.authMethod, userGroupAuthMethods)),
    check('user_groups_max_users_check', atLeast(t.maxUsers, 1)),
    unique('user_groups_company_id_id_uq').on(t.companyId, t.id),
    uniqueIndex('user_groups_name_uq').on(t.companyId, sql`lower(${t.name})`),
    uniqueIndex('user_groups_default_ip_uq').on(t.companyId).where(sql`${t.isDefaultIpGroup}`),
  ],
);

export const users = pgTable(
  'users',
  {
    id: id(),
    /** NULL only for system admins (role 1), who belong to no company. */
    companyId: ref('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    /** Service the user administers (role 5) or signed up through; NULL = company-wide. */
    serviceId: ref('service_id').references(() => services.id, { onDelete: 'set null' }),
    username: text('username'),
    email: text('email'),
    /** argon2id of the client's lowercase hex SHA-256 of the password. NULL: no password login (SSO, IP). */
    passwordHash: text('password_hash'),
    fullName: text('full_name'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    roleLevel: smallint('role_level').$type<RoleLevel>().notNull(),
    accountStatus: smallint('account_status').$type<AccountStatus>().notNull().default(0),
    ...params(),
    subscriptionType: smallint('subscription_type').$type<UserSubscriptionType>().notNull().default(1),
    subscriptionStart: tstz('subscription_start'),
    subscriptionEnd: tstz('subscription_end'),
    lang: text('lang').$type<Language>(),
    timezone: text('timezone'),
    isSubscribeMail: boolean('is_subscribe_mail').notNull().default(false),
    isReceiveNotify: boolean('is_receive_notify').notNull().default(true),
    /** Id at the single sign-on provider (external education ID, Google, Microsoft subject). */
    externalId: text('external_id'),
    staffId: text('staff_id'),
    /** Primary user group (admin form, CSV import, IP login). Also present in user_group_members. */
    userGroupId: ref('user_group_id').references(() => userGroups.id, { onDelete: 'set null' }),
    lastLoginAt: tstz('last_login_at'),
    /** Terms accepted at external-ID login (terms.version). */
    termsAcceptedVersion: integer('terms_accepted_version'),
    termsAcceptedAt: tstz('terms_accepted_at'),
    /** Self-registered and not yet confirmed by its mailed link (cannot sign in, takes no place); NULL otherwise. */
    unconfirmedSince: tstz('unconfirmed_since'),
    ...timestamps(),
  },
  (t) => [
    check('users_company_check', sql`${t.roleLevel} = 1 or ${t.companyId} is not null`),
    check('users_role_level_check', inList(t.roleLevel, roleLevels)),
    check('users_account_status_check', inList(t.accountStatus, accountStatuses)),
    check('users_subscription_type_check', inList(t.subscriptionType, userSubscriptionTypes)),
    check('users_lang_check', inList(t.lang, languages)),
    unique('users_company_id_id_uq').on(t.companyId, t.id),
    uniqueIndex('users_company_email_uq')
      .on(t.companyId, sql`lower(${t.email})`)
      .where(sql`${t.email} is not null and ${t.companyId} is not null`),
    uniqueIndex('users_company_username_uq')
      .on(t.companyId, sql`lower(${t.username})`)
      .where(sql`${t.username} is not null and ${t.companyId} is not null`),
    uniqueIndex('users_company_external_id_uq')
      .on(t.companyId, t.externalId)
      .where(sql`${t.externalId} is not null and ${t.companyId} is not null`),
    // System admins have no company: unique among themselves.
    uniqueIndex('users_system_email_uq')
      .on(sql`lower(${t.email})`)
      .where(sql`${t.companyId} is null and ${t.email} is not null`),
    uniqueIndex('users_system_username_uq')
      .on(sql`lower(${t.username})`)
      .where(sql`${t.companyId} is null and ${t.username} is not null`),
    index('users_company_role_idx').on(t.companyId, t.roleLevel),
    // The admin login looks a staff e-mail up before any tenant is known (a deliberate global index).
    index('users_email_lookup_idx').on(sql`lower(${t.email})`),
    index('users_company_service_idx').on(t.companyId, t.serviceId),
    index('users_company_group_idx').on(t.companyId, t.userGroupId),
    // Partial match (ILIKE '%x%') on the names an admin types: the readers list's keyword and the
    // console's search (3 letters or more: shorter text has no trigram and is read row by row).
    index('users_search_trgm_idx').using(
      'gin',
      t.companyId,
      t.username.op('gin_trgm_ops'),
      t.email.op('gin_trgm_ops'),
      t.fullName.op('gin_trgm_ops'),
    ),
    // The sweep of expired sign-ups looks across tenants (a deliberate global index, partial).
    index('users_unconfirmed_idx').on(t.unconfirmedSince).where(sql`${t.unconfirmedSince} is not null`),
  ],
);

/** IPv4 and IPv6 networks of a user group, for IP login (migration 0013 allowed IPv6). */
export const userGroupIpRanges = pgTable(
  'user_group_ip_ranges',
  {
    id: id(),
    companyId: companyId(),
    userGroupId: ref('user_group_id').notNull(),
    network: cidr('network').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    tenantFk(
      'user_group_ip_ranges_group_fk',
      [t.companyId, t.userGroupId],
      [userGroups.companyId, userGroups.id],
    ),
    // IPv4 and IPv6. The admin form's prefix rules (IPv4 /24../32, IPv6 /48../128)
    // are input validation in the contract, so platform-made ranges (the demo's 127.0.0.0/8) remain possible.
    uniqueIndex('user_group_ip_ranges_network_uq').on(t.companyId, t.network),
    index('user_group_ip_ranges_group_idx').on(t.companyId, t.userGroupId),
  ],
);

export const userGroupMembers = pgTable(
  'user_group_members',
  {
    companyId: companyId(),
    userGroupId: ref('user_group_id').notNull(),
    userId: ref('user_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'user_group_members_pk', columns: [t.companyId, t.userGroupId, t.userId] }),
    tenantFk(
      'user_group_members_group_fk',
      [t.companyId, t.userGroupId],
      [userGroups.companyId, userGroups.id],
    ),
    tenantFk('user_group_members_user_fk', [t.companyId, t.userId], [users.companyId, users.id]),
    index('user_group_members_user_idx').on(t.companyId, t.userId),
  ],
);

/** Content groups a user group may see. */
export const userGroupContentGroups = pgTable(
  'user_group_content_groups',
  {
    companyId: companyId(),
    userGroupId: ref('user_group_id').notNull(),
    contentGroupId: ref('content_group_id').notNull(),
  },
  (t) => [
    primaryKey({
      name: 'user_group_content_groups_pk',
      columns: [t.companyId, t.userGroupId, t.contentGroupId],
    }),
    tenantFk(
      'user_group_content_groups_group_fk',
      [t.companyId, t.userGroupId],
      [userGroups.companyId, userGroups.id],
    ),
    tenantFk(
      'user_group_content_groups_cgroup_fk',
      [t.companyId, t.contentGroupId],
      [contentGroups.companyId, contentGroups.id],
    ),
    index('user_group_content_groups_cgroup_idx').on(t.companyId, t.contentGroupId),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    /** NULL for system-admin sessions. */
    companyId: ref('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    userId: ref('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Service the session was opened on (PATH mode); NULL for admin sessions outside a service. */
    serviceId: ref('service_id').references(() => services.id, { onDelete: 'cascade' }),
    /** SHA-256 (hex) of the opaque X-Access-Token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull(),
    loginMethod: text('login_method').$type<LoginMethod>().notNull(),
    keepLogin: boolean('keep_login').notNull().default(false),
    isMobileApp: boolean('is_mobile_app').notNull().default(false),
    device: text('device'),
    userAgent: text('user_agent'),
    ip: inet('ip'),
    createdAt: createdAt(),
    lastSeenAt: tstz('last_seen_at').notNull().defaultNow(),
    expiresAt: tstz('expires_at').notNull(),
    revokedAt: tstz('revoked_at'),
    /** Why it was revoked: logout, session_limit, password_changed, account_stopped, ... */
    revokedReason: text('revoked_reason'),
  },
  (t) => [
    check('sessions_login_method_check', inList(t.loginMethod, loginMethods)),
    // Exception to "indexes lead with company_id": a token is looked up by its hash alone.
    uniqueIndex('sessions_token_hash_uq').on(t.tokenHash),
    index('sessions_company_user_idx').on(t.companyId, t.userId, t.expiresAt),
  ],
);
