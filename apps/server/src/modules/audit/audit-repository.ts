import type { AuditFilters } from '@hondana/contract';
import { and, asc, count, desc, eq, gt, gte, inArray, lt, type SQL } from 'drizzle-orm';
import { auditEvents, users } from '../../db/schema/index.ts';
import type { Executor } from '../../platform/database/connection.ts';
import { inCompany, type TenantScope } from '../../platform/tenancy/tenant-scope.ts';

/** Whose changes a query reads: one company's (and one service's, when the scope names it), or all. */
export type AuditReach = TenantScope | null;

const inReach = (reach: AuditReach): SQL | undefined =>
  reach === null
    ? undefined
    : and(
        inCompany(auditEvents, reach),
        reach.serviceId === null ? undefined : eq(auditEvents.serviceId, reach.serviceId),
      );

const matching = (reach: AuditReach, filters: AuditFilters): SQL | undefined =>
  and(
    inReach(reach),
    filters.entity === undefined ? undefined : eq(auditEvents.entity, filters.entity),
    filters.entityId === undefined ? undefined : eq(auditEvents.entityId, filters.entityId),
    filters.actorUserId === undefined ? undefined : eq(auditEvents.actorUserId, filters.actorUserId),
    filters.action === undefined ? undefined : eq(auditEvents.action, filters.action),
    filters.from === undefined ? undefined : gte(auditEvents.occurredAt, new Date(filters.from)),
    filters.to === undefined ? undefined : lt(auditEvents.occurredAt, new Date(filters.to)),
  );

/** A recorded change with the actor's name (their address or username while the account exists). */
const eventColumns = {
  id: auditEvents.id,
  occurredAt: auditEvents.occurredAt,
  companyId: auditEvents.companyId,
  serviceId: auditEvents.serviceId,
  actorUserId: auditEvents.actorUserId,
  actorEmail: users.email,
  actorUsername: users.username,
  actorRole: auditEvents.actorRole,
  actorIp: auditEvents.actorIp,
  actorUserAgent: auditEvents.actorUserAgent,
  entity: auditEvents.entity,
  entityId: auditEvents.entityId,
  action: auditEvents.action,
  before: auditEvents.before,
  after: auditEvents.after,
};

const selectEvents = (db: Executor) =>
  db.select(eventColumns).from(auditEvents).leftJoin(users, eq(users.id, auditEvents.actorUserId));

export type AuditEventRow = Awaited<ReturnType<ReturnType<typeof selectEvents>['execute']>>[number];

/** One page of the changes in reach that match, newest first, and how many match in all. */
export async function pageAuditEvents(
  db: Executor,
  reach: AuditReach,
  filters: AuditFilters,
  window: { offset: number; limit: number },
): Promise<{ rows: AuditEventRow[]; total: number }> {
  const where = matching(reach, filters);
  const [rows, [counted]] = await Promise.all([
    selectEvents(db)
      .where(where)
      .orderBy(desc(auditEvents.occurredAt), desc(auditEvents.id))
      .offset(window.offset)
      .limit(window.limit),
    db.select({ total: count() }).from(auditEvents).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

/** The next rows after `afterId` in id order (keyset paging for the export). */
export async function auditEventsAfter(
  db: Executor,
  reach: AuditReach,
  filters: AuditFilters,
  afterId: number,
  limit: number,
): Promise<AuditEventRow[]> {
  return selectEvents(db)
    .where(and(matching(reach, filters), gt(auditEvents.id, afterId)))
    .orderBy(asc(auditEvents.id))
    .limit(limit);
}

/** Removes up to `limit` rows older than `cutoff`, whoever's they are; answers how many went. */
export async function deleteAuditEventsBeforeAcrossTenants(
  db: Executor,
  cutoff: Date,
  limit: number,
): Promise<number> {
  const doomed = db
    .select({ id: auditEvents.id })
    .from(auditEvents)
    .where(lt(auditEvents.occurredAt, cutoff))
    .limit(limit);
  const gone = await db
    .delete(auditEvents)
    .where(inArray(auditEvents.id, doomed))
    .returning({ id: auditEvents.id });
  return gone.length;
}
