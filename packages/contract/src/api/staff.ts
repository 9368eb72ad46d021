import { z } from 'zod';
import { AccountStatus } from '../enums.ts';
import { pageQuerySchema } from '../envelope.ts';
import { READER_NAME_MAX, STAFF_ID_MAX } from './readers.ts';
import { rowIdSchema } from './row-id.ts';

export const staffIdParamsSchema = z.object({ id: rowIdSchema });

/** A service admin of the company, as the company's staff list shows it (never a password hash). */
export const staffItemSchema = z.object({
  id: z.number().int(),
  companyId: z.number().int(),
  serviceId: z.number().int().nullable(),
  serviceName: z.string().nullable(),
  email: z.string().nullable(),
  fullName: z.string().nullable(),
  staffId: z.string().nullable(),
  status: z.number().int(),
  /** The account has chosen a password (an invited one has not yet). */
  hasPassword: z.boolean(),
  lastLoginAt: z.string().nullable(),
  createdAt: z.string(),
});
export type StaffItem = z.infer<typeof staffItemSchema>;

/** GET /staff/page: the company's service admins; a system admin names the company. */
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
