import { z } from 'zod';
import { AccountStatus } from '../enums.ts';
import { pageQuerySchema } from '../envelope.ts';
import { READER_NAME_MAX, STAFF_ID_MAX } from './readers.ts';
import { rowIdSchema } from './row-id.ts';

export const staffIdParamsSchema = z.object({ id: rowIdSchema });

/**
 * A member of the company's staff (a company admin or a service admin), as its staff list shows it
 * (never a password hash). Only service admins are changed through the staff calls.
 */
export const staffItemSchema = z.object({
  id: z.number().int(),
  companyId: z.number().int(),
  /** `RoleLevel.COMPANY_ADMIN` or `RoleLevel.SERVICE_ADMIN`. */
  role: z.number().int(),
  serviceId: z.number().int().nullable(),
  serviceName: z.string().nullable(),
  email: z.string().nullable(),
  fullName: z.string().nullable(),
  staffId: z.string().nullable(),
  status: z.number().int(),
  /** The account has chosen a password (an invited one has not yet). */
  hasPassword: z.boolean(),
  /** A confirmed authenticator (second factor) is enrolled: only a system admin may reset it. */
  secondFactorEnrolled: z.boolean(),
  lastLoginAt: z.string().nullable(),
  createdAt: z.string(),
});
export type StaffItem = z.infer<typeof staffItemSchema>;

/** GET /staff/page: the company's admins, then its service admins; a system admin names the company. */
export const staffPageQuerySchema = pageQuerySchema.extend({
  companyId: rowIdSchema.optional(),
  serviceId: rowIdSchema.optional(),
  /** Part of the e-mail address, the name or the staff id. */
  keyword: z.string().trim().max(100).optional(),
  status: z.coerce
    .number()
    .int()
    .pipe(z.union([z.literal(AccountStatus.ALLOW), z.literal(AccountStatus.STOP)]))
    .optional(),
});

/** PUT /staff/update/{id}: what the company admin keeps about a service admin. */
export const staffFieldsSchema = z.object({
  fullName: z.string().trim().min(1).max(READER_NAME_MAX),
  staffId: z
    .string()
    .trim()
    .max(STAFF_ID_MAX)
    .nullish()
    .transform((value) => value || null),
});
export type StaffFields = z.input<typeof staffFieldsSchema>;
