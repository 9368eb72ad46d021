import { auditEvents } from '../../db/schema/index.ts';
import { systemClock } from '../clock.ts';
import type { Executor } from '../database/connection.ts';
import type { AuditWho } from './audit-who.ts';
import { maskChange } from './mask-secrets.ts';

export type { AdminCall, AuditWho } from './audit-who.ts';

/** One change to record: what was changed, in which tenant, how, and the row before and after. */
export interface AuditChange {
  entity: string;
  entityId: string | number;
  companyId: number | null;
  serviceId?: number | null;
  action: string;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

/**
 * Runs an administrative write in one transaction and records its changes in the same transaction:
 * the write and its audit rows are kept together or not at all (a refusal half-way leaves neither).
 * `write` calls `record` for every row it adds, changes or removes. The time is the request's clock.
 */
export async function auditedWrite<T>(
  db: Executor,
  who: AuditWho,
  write: (tx: Executor, record: (change: AuditChange) => void) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const changes: AuditChange[] = [];
    const result = await write(tx, (change) => {
      changes.push(change);
    });
    if (changes.length > 0) {
      const occurredAt = (who.clock ?? systemClock).now();
      await tx.insert(auditEvents).values(
        changes.map((change) => ({
          companyId: change.companyId,
          serviceId: change.serviceId ?? null,
          occurredAt,
          actorUserId: who.userId,
          actorRole: who.role,
          actorIp: who.ip,
          actorUserAgent: who.userAgent,
          entity: change.entity,
          entityId: String(change.entityId),
          action: change.action,
          ...maskChange(change.before, change.after),
        })),
      );
    }
    return result;
  });
}
