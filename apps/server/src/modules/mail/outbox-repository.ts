import { count, desc, eq, type SQL } from 'drizzle-orm';
import { mailOutbox } from '../../db/schema/index.ts';
import type { Database } from '../../platform/database/connection.ts';

export type OutboxRow = typeof mailOutbox.$inferSelect;

/** A page of stored mail, newest first; `companyId` limits it to one tenant, undefined lists all. */
export async function pageOutbox(
  db: Database,
  companyId: number | undefined,
  page: { offset: number; limit: number },
): Promise<{ rows: OutboxRow[]; total: number }> {
  const where: SQL | undefined = companyId === undefined ? undefined : eq(mailOutbox.companyId, companyId);
  const [totals] = await db.select({ total: count() }).from(mailOutbox).where(where);
  const rows = await db
    .select()
    .from(mailOutbox)
    .where(where)
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(page.limit)
    .offset(page.offset);
  return { rows, total: totals?.total ?? 0 };
}
