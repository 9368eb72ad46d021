/**
 * The audit trail: one row per administrative change, written in the transaction of the change
 * (platform/audit/audited-write.ts). Rows are kept after the account, company or row they name is gone,
 * so nothing here references another table; the retention job removes them after their period.
 */
import { check, index, jsonb, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { type RoleLevel, roleLevels } from '../../../../../packages/contract/src/enums.ts';
import { inList } from './checks.ts';
import { id, ref, tstz } from './columns.ts';

export const auditEvents = pgTable(
  'audit_events',
  {
    id: id(),
    /** The company the changed row belongs to; NULL for the platform's own rows (companies, system admins). */
    companyId: ref('company_id'),
    serviceId: ref('service_id'),
    /** From the injected clock, so tests can age rows past the retention period. */
    occurredAt: tstz('occurred_at').notNull(),
    actorUserId: ref('actor_user_id').notNull(),
    actorRole: smallint('actor_role').$type<RoleLevel>().notNull(),
    actorIp: text('actor_ip').notNull(),
    actorUserAgent: text('actor_user_agent'),
    /** What was changed (`content`, `userGroup`…) and its id as text (some keys are not numbers). */
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    /** `add`, `update`, `delete`, `publish`… */
    action: text('action').notNull(),
    /** The row before and after, secret fields masked; NULL before an add and after a delete. */
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
  },
  (t) => [
    check('audit_events_actor_role_check', inList(t.actorRole, roleLevels)),
    index('audit_events_entity_idx').on(t.entity, t.entityId, t.occurredAt),
    index('audit_events_company_time_idx').on(t.companyId, t.occurredAt),
    index('audit_events_occurred_idx').on(t.occurredAt),
  ],
);
