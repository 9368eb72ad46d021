import { z } from 'zod';
import { UserGroupAuthMethod } from '../enums.ts';
import { pageQuerySchema } from '../envelope.ts';
import { rowIdSchema } from './row-id.ts';

/** A group name holds letters, digits, '-', '_' and spaces. */
export const USER_GROUP_NAME_PATTERN = /^[\p{L}\p{N}_\- ]+$/u;
export const USER_GROUP_NAME_MAX = 100;
/** Networks a group may hold (one admin form's worth). */
export const USER_GROUP_NETWORKS_MAX = 100;
export const USER_GROUP_MAX_USERS_MAX = 1_000_000;

/**
 * The prefix rule for the networks an admin types: IPv4 /24-/32, IPv6 /48-/128 (ours,
 * docs/decisions.md "IP login"). A bare address is one host (/32 or /128).
 */
export const IP_PREFIX_RANGE = { 4: { min: 24, max: 32 }, 6: { min: 48, max: 128 } } as const;

export const userGroupIdParamsSchema = z.object({ id: rowIdSchema });

const companyTarget = { companyId: rowIdSchema.optional() };

/** POST /user-group/add and PUT /user-group/update/{id}: a user group of the company. */
export const userGroupFieldsSchema = z.object({
  ...companyTarget,
  name: z.string().trim().min(1).max(USER_GROUP_NAME_MAX).regex(USER_GROUP_NAME_PATTERN),
  /** 1 ID and password, 2 IP address. */
  authMethod: z.union([z.literal(UserGroupAuthMethod.PASSWORD), z.literal(UserGroupAuthMethod.IP_ADDRESS)]),
  maxUsers: z.number().int().min(1).max(USER_GROUP_MAX_USERS_MAX).default(1),
  autoLogin: z.boolean().default(false),
  /** Networks (`192.0.2.0/24`, `2001:db8::/48`, or one address) of an IP-address group. */
  ipAddresses: z.array(z.string().trim().max(64)).max(USER_GROUP_NETWORKS_MAX).default([]),
  /** Content groups the group's members may see. */
  contentGroupIds: z.array(z.number().int().positive()).max(1000).default([]),
});
export type UserGroupFields = z.input<typeof userGroupFieldsSchema>;

export const userGroupItemSchema = z.object({
  id: z.number().int(),
  companyId: z.number().int(),
  name: z.string(),
  roleLevel: z.number().int(),
  authMethod: z.number().int(),
  maxUsers: z.number().int(),
  autoLogin: z.boolean(),
  /** The company's login-by-IP group: it cannot be deleted (748). */
  isDefaultIpGroup: z.boolean(),
  /** Networks in canonical form (`192.0.2.0/24`), in order. */
  ipAddresses: z.array(z.string()),
  contentGroupIds: z.array(z.number().int()),
  memberCount: z.number().int(),
});
export type UserGroupItem = z.infer<typeof userGroupItemSchema>;

export const userGroupPageQuerySchema = pageQuerySchema.extend({
  ...companyTarget,
  name: z.string().trim().max(USER_GROUP_NAME_MAX).optional(),
});

/** Members an admin adds or removes at once. */
export const USER_GROUP_MEMBERS_PER_CALL = 100;
/** Readers a member search answers (the add box lists them). */
export const USER_GROUP_CANDIDATES_MAX = 20;

/** A reader in a user group. */
export const userGroupMemberSchema = z.object({
  id: z.number().int(),
  username: z.string().nullable(),
  email: z.string().nullable(),
  fullName: z.string().nullable(),
  /** The group is the reader's primary group (`users.user_group_id`: the user form's, the CSV's). */
  isPrimary: z.boolean(),
});
export type UserGroupMember = z.infer<typeof userGroupMemberSchema>;

/** GET /user-group/members/{id}: the group's readers by page, optionally filtered by name, e-mail or username. */
export const userGroupMemberPageQuerySchema = pageQuerySchema.extend({
  keyword: z.string().trim().max(100).optional(),
});

/** GET /user-group/member-candidates/{id}: the company's readers not in the group whose name, e-mail or username holds the keyword. */
export const userGroupCandidateQuerySchema = z.object({ keyword: z.string().trim().min(1).max(100) });

/** POST /user-group/add-members/{id} and /user-group/remove-members/{id}. */
export const userGroupMemberIdsSchema = z.object({
  userIds: z.array(z.number().int().positive()).min(1).max(USER_GROUP_MEMBERS_PER_CALL),
});
export type UserGroupMemberIds = z.input<typeof userGroupMemberIdsSchema>;
