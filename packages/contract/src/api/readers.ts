import { z } from 'zod';
import { AccountStatus, languages, UserSubscriptionType } from '../enums.ts';
import { pageQuerySchema } from '../envelope.ts';
import { READER_CSV_DATE } from './reader-csv.ts';
import { rowIdSchema } from './row-id.ts';

/** The longest e-mail address a reader may have (791 beyond it). */
export const READER_EMAIL_MAX = 255;
export const READER_NAME_MAX = 100;
export const READER_PART_NAME_MAX = 64;
export const READER_PARAM_MAX = 255;
export const READER_EXTERNAL_ID_MAX = 255;
export const STAFF_ID_MAX = 64;
/** Readers one bulk action takes (one admin selection's worth). */
export const READER_BULK_MAX = 1000;

export const readerIdParamsSchema = z.object({ id: rowIdSchema });

/** A day, `YYYY-MM-DD` (the server refuses an impossible one with 408). */
const daySchema = z.string().regex(READER_CSV_DATE);
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => value || null);

/** Where the reader belongs: a system admin names the company; the service is the reader's portal. */
const targetShape = {
  companyId: rowIdSchema.optional(),
  serviceId: rowIdSchema.optional(),
};

/**
 * POST /reader/add and PUT /reader/update/{id}. The e-mail address and the username are checked by the
 * server, with the registration's codes (784-792, 707, 789): the schema only bounds their length. A
 * login period (`subscriptionType` 2) needs both days, the start not after the end (406, 408, 409).
 * No password: a new reader is mailed a link to choose one.
 */
export const readerFieldsSchema = z.object({
  ...targetShape,
  username: optionalText(200),
  email: optionalText(1000),
  fullName: z.string().trim().min(1).max(READER_NAME_MAX),
  firstName: optionalText(READER_PART_NAME_MAX),
  lastName: optionalText(READER_PART_NAME_MAX),
  param1: optionalText(READER_PARAM_MAX),
  param2: optionalText(READER_PARAM_MAX),
  param3: optionalText(READER_PARAM_MAX),
  param4: optionalText(READER_PARAM_MAX),
  param5: optionalText(READER_PARAM_MAX),
  status: z
    .union([z.literal(AccountStatus.ALLOW), z.literal(AccountStatus.STOP)])
    .default(AccountStatus.ALLOW),
  userGroupId: rowIdSchema.nullish().transform((value) => value ?? null),
  subscriptionType: z
    .union([z.literal(UserSubscriptionType.NONE), z.literal(UserSubscriptionType.LOGIN)])
    .default(UserSubscriptionType.NONE),
  subscriptionStart: daySchema.nullish().transform((value) => value ?? null),
  subscriptionEnd: daySchema.nullish().transform((value) => value ?? null),
  lang: z
    .enum(languages)
    .nullish()
    .transform((value) => value ?? null),
  /** An IANA time zone (`Asia/Tokyo`); 406 for one the server does not know. */
  timezone: optionalText(64),
  isSubscribeMail: z.boolean().default(false),
  isReceiveNotify: z.boolean().default(true),
  /** Id at the single sign-on provider (unique in the company). */
  externalId: optionalText(READER_EXTERNAL_ID_MAX),
  staffId: optionalText(STAFF_ID_MAX),
});
export type ReaderFields = z.input<typeof readerFieldsSchema>;

export const readerItemSchema = z.object({
  id: z.number().int(),
  companyId: z.number().int(),
  serviceId: z.number().int().nullable(),
  username: z.string().nullable(),
  email: z.string().nullable(),
  fullName: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  param1: z.string().nullable(),
  param2: z.string().nullable(),
  param3: z.string().nullable(),
  param4: z.string().nullable(),
  param5: z.string().nullable(),
  status: z.number().int(),
  userGroupId: z.number().int().nullable(),
  userGroupName: z.string().nullable(),
  subscriptionType: z.number().int(),
  /** Days (`YYYY-MM-DD`, UTC) of the login period. */
  subscriptionStart: z.string().nullable(),
  subscriptionEnd: z.string().nullable(),
  lang: z.string().nullable(),
  timezone: z.string().nullable(),
  isSubscribeMail: z.boolean(),
  isReceiveNotify: z.boolean(),
  externalId: z.string().nullable(),
  staffId: z.string().nullable(),
  lastLoginAt: z.string().nullable(),
  createdAt: z.string(),
  /** The reader has chosen a password (an invited one has not yet). */
  hasPassword: z.boolean(),
  /** Signing in is locked from at least one address now (repeated wrong passwords). */
  locked: z.boolean(),
  /** A self-registration whose mailed link was not opened yet. */
  unconfirmed: z.boolean(),
});
export type ReaderItem = z.infer<typeof readerItemSchema>;

/** POST /reader/add answers the reader and whether the set-password mail was queued (not without an address). */
export const readerAddedSchema = readerItemSchema.extend({ invitationSent: z.boolean() });

export const readerSortFields = ['id', 'username', 'email', 'fullName', 'lastLoginAt', 'createdAt'] as const;

/** Search and filters of the readers list and of its CSV export. */
export const readerFilterQuerySchema = z.object({
  ...targetShape,
  /** Part of the username, e-mail address or a name. */
  keyword: z.string().trim().max(100).optional(),
  status: z.coerce
    .number()
    .int()
    .pipe(z.union([z.literal(AccountStatus.ALLOW), z.literal(AccountStatus.STOP)]))
    .optional(),
  userGroupId: rowIdSchema.optional(),
  subscriptionType: z.coerce
    .number()
    .int()
    .pipe(z.union([z.literal(UserSubscriptionType.NONE), z.literal(UserSubscriptionType.LOGIN)]))
    .optional(),
  /** Last login on or after this day (UTC). */
  lastLoginFrom: daySchema.optional(),
  /** Last login on or before this day (UTC). */
  lastLoginTo: daySchema.optional(),
});

export const readerPageQuerySchema = pageQuerySchema.extend({
  ...readerFilterQuerySchema.shape,
  sort: z.enum(readerSortFields).default('id'),
  order: z.enum(['asc', 'desc']).default('desc'),
});

/** What deleting a reader removes with it (GET /reader/delete-impact/{id}), counted before asking. */
export const readerDeleteImpactSchema = z.object({
  favourites: z.number().int(),
  readingHistory: z.number().int(),
  sessions: z.number().int(),
  subscriptions: z.number().int(),
  /** Subscriptions still running: deleting ends them. */
  activeSubscriptions: z.number().int(),
  userGroupMemberships: z.number().int(),
  notificationReads: z.number().int(),
});
export type ReaderDeleteImpact = z.infer<typeof readerDeleteImpactSchema>;

export const readerSessionsEndedSchema = z.object({ ended: z.number().int() });
export const readerUnlockedSchema = z.object({ unlocked: z.number().int() });

export const readerBulkActions = ['stop', 'allow', 'move-group', 'delete'] as const;
export type ReaderBulkAction = (typeof readerBulkActions)[number];

/** POST /reader/bulk: one action on a selection, run as a background job. */
export const readerBulkRequestSchema = z
  .object({
    companyId: rowIdSchema.optional(),
    action: z.enum(readerBulkActions),
    userIds: z.array(rowIdSchema).min(1).max(READER_BULK_MAX),
    /** The group `move-group` moves the readers to; null takes them out of their primary group. */
    userGroupId: rowIdSchema.nullish(),
  })
  .refine((value) => value.action !== 'move-group' || value.userGroupId !== undefined, {
    path: ['userGroupId'],
    message: 'validate.required',
  });

export const readerBulkStatuses = ['queued', 'running', 'finished', 'failed'] as const;
export type ReaderBulkStatus = (typeof readerBulkStatuses)[number];

export const readerBulkRunSchema = z.object({
  id: z.number().int(),
  action: z.enum(readerBulkActions),
  status: z.enum(readerBulkStatuses),
  total: z.number().int(),
  done: z.number().int(),
  /** Readers left unchanged, each with the result code of the reason (703 not found, 417 limit…). */
  refused: z.array(z.object({ userId: z.number().int(), code: z.number().int() })),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type ReaderBulkRun = z.infer<typeof readerBulkRunSchema>;

export const readerBulkRunParamsSchema = z.object({ id: rowIdSchema });
