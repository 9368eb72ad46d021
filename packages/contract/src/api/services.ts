import { z } from 'zod';
import { RESERVED_SEGMENTS, SERVER_SEGMENTS } from '../routes/reserved-segments.ts';
import { rowIdSchema } from './row-id.ts';

export const SERVICE_NAME_MAX = 200;
/** Referrer URLs a service may list (the `cus-referer` check compares their origins). */
export const SERVICE_REFERRERS_MAX = 5;

/** A service path: a lowercase URL segment, as the services table allows it. */
const SERVICE_PATH_PATTERN = /^[a-z0-9][a-z0-9_-]{0,63}$/;
const reserved = new Set<string>([...RESERVED_SEGMENTS, ...SERVER_SEGMENTS]);

/** Whether a path may name a service: the pattern, and no route of the web app or the server (415). */
export const isAllowedServicePath = (path: string): boolean =>
  SERVICE_PATH_PATTERN.test(path) && !reserved.has(path);

export const serviceNameSchema = z.string().trim().min(1).max(SERVICE_NAME_MAX);
/** The server checks the form (415) and that no service holds it (414); the schema only bounds it. */
export const servicePathInputSchema = z.string().trim().toLowerCase().max(100);

/**
 * An origin a page of another site is served from: http(s), a host, an optional port and nothing else
 * (no path beyond `/`, no query, fragment or credentials). Kept as its origin, which the check compares.
 */
export const referrerOriginSchema = z
  .string()
  .trim()
  .max(300)
  .refine((value) => {
    try {
      const url = new URL(value);
      return (
        (url.protocol === 'http:' || url.protocol === 'https:') &&
        url.pathname === '/' &&
        !url.search &&
        !url.hash &&
        !url.username &&
        !url.password &&
        !value.endsWith('?') &&
        !value.endsWith('#')
      );
    } catch {
      return false;
    }
  }, 'validate.url')
  .transform((value) => new URL(value).origin);

const companyTarget = { companyId: rowIdSchema.optional() };

export const serviceIdParamsSchema = z.object({ id: rowIdSchema });
export const serviceAdminParamsSchema = z.object({ id: rowIdSchema, userId: rowIdSchema });

/** GET /service/list: the services of the caller's company, or of the one a system admin names. */
export const serviceListQuerySchema = z.object(companyTarget);

export const serviceItemSchema = z.object({
  id: z.number().int(),
  companyId: z.number().int(),
  name: z.string(),
  path: z.string(),
  referrerUrls: z.array(z.string()),
  maxContent: z.number().int().nullable(),
  isDefault: z.boolean(),
  /** Contents the service holds: a service with any cannot be deleted. */
  contentCount: z.number().int(),
  createdAt: z.string(),
});
export type ServiceItem = z.infer<typeof serviceItemSchema>;

/**
 * PUT /service/update/{id}: absent fields are kept. More than `SERVICE_REFERRERS_MAX` referrers is 852;
 * a service admin changes only the name and the referrers of its own service, a company admin also the
 * quota, a system admin also the path (614 for a field beyond the caller's reach).
 */
export const serviceUpdateSchema = z.object({
  name: serviceNameSchema.optional(),
  path: servicePathInputSchema.optional(),
  referrerUrls: z.array(referrerOriginSchema).max(20).optional(),
  maxContent: z.number().int().min(0).max(10_000_000).nullable().optional(),
});
export type ServiceUpdate = z.input<typeof serviceUpdateSchema>;

/** POST /service/add: a new service (portal) of the company, with the settings every portal starts with. */
export const serviceCreateSchema = serviceUpdateSchema.extend({
  ...companyTarget,
  name: serviceNameSchema,
  path: servicePathInputSchema,
});
export type ServiceCreate = z.input<typeof serviceCreateSchema>;

/** A service admin of a service. */
export const serviceAdminSchema = z.object({
  id: z.number().int(),
  email: z.string().nullable(),
  fullName: z.string().nullable(),
  /** False until the account has chosen its password through the invitation's link. */
  hasPassword: z.boolean(),
});
export type ServiceAdmin = z.infer<typeof serviceAdminSchema>;

/** POST /service/admins/{id}: a new service admin account, invited by mail to choose its password. */
export const serviceAdminInviteSchema = z.object({
  email: z.email({ error: 'validate.email' }).max(255),
  fullName: z.string().trim().min(1).max(100).optional(),
});
export type ServiceAdminInvite = z.input<typeof serviceAdminInviteSchema>;
