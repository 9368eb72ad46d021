import { z } from 'zod';
import { roleLevels } from '../enums.ts';
import { pageQuerySchema } from '../envelope.ts';
import { rowIdSchema } from './row-id.ts';

/** How long audit rows are kept, in days (docs/audit-trail.md says why). */
export const AUDIT_RETENTION_DAYS = 400;

/** Rows an entity's history answers at most (the newest). */
export const AUDIT_HISTORY_MAX = 100;

/** The longest date range an export covers, in days: one retention period. */
export const AUDIT_EXPORT_RANGE_MAX_DAYS = AUDIT_RETENTION_DAYS;

/** What the trail names a changed thing and a change by (`content`, `userGroupMember`; `add`, `publish`). */
const AUDIT_NAME = /^[a-z][A-Za-z0-9.]{0,63}$/;
const auditNameSchema = z.string().trim().regex(AUDIT_NAME);
const entityIdSchema = z.string().trim().min(1).max(64);
const instantSchema = z.iso.datetime({ offset: true });

/** The filters of the audit list and export; a system admin may name a company. */
export const auditFiltersSchema = z.object({
  companyId: rowIdSchema.optional(),
  entity: auditNameSchema.optional(),
  entityId: entityIdSchema.optional(),
  actorUserId: rowIdSchema.optional(),
  action: auditNameSchema.optional(),
  /** Changes at or after this instant. */
  from: instantSchema.optional(),
  /** Changes before this instant. */
  to: instantSchema.optional(),
});
export type AuditFilters = z.infer<typeof auditFiltersSchema>;

/** GET /audit/page. */
export const auditPageQuerySchema = pageQuerySchema.extend(auditFiltersSchema.shape);

/** GET /audit/history: one entity's changes, newest first. */
export const auditHistoryQuerySchema = z.object({
  companyId: rowIdSchema.optional(),
  entity: auditNameSchema,
  entityId: entityIdSchema,
});

/** One recorded change. Secret fields read "••••"; `after.secretsChanged` names those that changed. */
export const auditEventSchema = z.object({
  id: z.number().int(),
  occurredAt: instantSchema,
  companyId: z.number().int().nullable(),
  serviceId: z.number().int().nullable(),
  actorUserId: z.number().int(),
  /** The actor's e-mail address or username while the account exists; null once it is gone. */
  actorName: z.string().nullable(),
  actorRole: z.union(roleLevels.map((v) => z.literal(v))),
  actorIp: z.string(),
  actorUserAgent: z.string().nullable(),
  entity: z.string(),
  entityId: z.string(),
  action: z.string(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditEvent = z.infer<typeof auditEventSchema>;

/** The columns of the audit export, in order. */
export const auditExportColumns = [
  'occurredAt',
  'companyId',
  'serviceId',
  'actorUserId',
  'actorName',
  'actorRole',
  'actorIp',
  'actorUserAgent',
  'entity',
  'entityId',
  'action',
  'before',
  'after',
] as const;
