import { and, asc, eq } from 'drizzle-orm';
import { auditEvents } from '../src/db/schema/index.ts';
import type { Executor } from '../src/platform/database/connection.ts';

/** The audit rows of one entity, oldest first: what a test looks for after a write. */
export const auditRowsOf = (db: Executor, entity: string, entityId: string | number) =>
  db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.entity, entity), eq(auditEvents.entityId, String(entityId))))
    .orderBy(asc(auditEvents.id));

/** How many audit rows there are in all: unchanged by a refused write. */
export const auditRowCount = (db: Executor) => db.$count(auditEvents);
