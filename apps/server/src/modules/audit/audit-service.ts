import {
  AUDIT_HISTORY_MAX,
  type AuditEvent,
  type AuditFilters,
  type auditHistoryQuerySchema,
  type auditPageQuerySchema,
  type Page,
} from '@hondana/contract';
import type { z } from 'zod';
import type { Database } from '../../platform/database/connection.ts';
import { pageWindow, presentPage } from '../../platform/http/paging.ts';
import type { Actor, PolicyTarget } from '../../platform/policy/policy.ts';
import { auditReachOf, checkRange } from './audit-reach.ts';
import { type AuditEventRow, pageAuditEvents } from './audit-repository.ts';

type PageQuery = z.output<typeof auditPageQuerySchema>;
type HistoryQuery = z.output<typeof auditHistoryQuerySchema>;
type Authorize = (target: PolicyTarget) => void;

export const presentAuditEvent = (row: AuditEventRow): AuditEvent => ({
  id: row.id,
  occurredAt: row.occurredAt.toISOString(),
  companyId: row.companyId,
  serviceId: row.serviceId,
  actorUserId: row.actorUserId,
  actorName: row.actorEmail ?? row.actorUsername ?? null,
  actorRole: row.actorRole,
  actorIp: row.actorIp,
  actorUserAgent: row.actorUserAgent,
  entity: row.entity,
  entityId: row.entityId,
  action: row.action,
  before: row.before,
  after: row.after,
});

/** The filters of a query, without paging and the company named. */
export const filtersOf = ({
  entity,
  entityId,
  actorUserId,
  action,
  from,
  to,
}: AuditFilters): AuditFilters => ({
  ...(entity === undefined ? {} : { entity }),
  ...(entityId === undefined ? {} : { entityId }),
  ...(actorUserId === undefined ? {} : { actorUserId }),
  ...(action === undefined ? {} : { action }),
  ...(from === undefined ? {} : { from }),
  ...(to === undefined ? {} : { to }),
});

/** `GET /audit/page`: the changes in the caller's reach that match, newest first. */
export async function pageAudit(
  db: Database,
  actor: Actor,
  authorize: Authorize,
  query: PageQuery,
): Promise<Page<AuditEvent>> {
  checkRange(query);
  const reach = await auditReachOf(db, actor, authorize, query.companyId);
  const { rows, total } = await pageAuditEvents(db, reach, filtersOf(query), pageWindow(query));
  return presentPage(query, rows.map(presentAuditEvent), total);
}

/** `GET /audit/history`: one entity's changes in the caller's reach, newest first. */
export async function auditHistory(
  db: Database,
  actor: Actor,
  authorize: Authorize,
  query: HistoryQuery,
): Promise<AuditEvent[]> {
  const reach = await auditReachOf(db, actor, authorize, query.companyId);
  const { rows } = await pageAuditEvents(
    db,
    reach,
    { entity: query.entity, entityId: query.entityId },
    { offset: 0, limit: AUDIT_HISTORY_MAX },
  );
  return rows.map(presentAuditEvent);
}
