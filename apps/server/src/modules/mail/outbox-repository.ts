import type { RoleLevel } from '@hondana/contract';
import { and, count, desc, inArray, notExists, type SQL, sql } from 'drizzle-orm';
import { mailOutbox, users } from '../../db/schema/index.ts';
import type { Database } from '../../platform/database/connection.ts';
import { inCompany, type TenantScope } from '../../platform/tenancy/tenant-scope.ts';

export type OutboxRow = typeof mailOutbox.$inferSelect;

/**
 * No account of these roles in any company (nor the platform) has the recipient's address. Matched at
 * read time against every such address, so it holds for mail of any kind and from any sender, written
 * before or after an account got its role.
 */
const notToRoles = (roles: readonly RoleLevel[]) =>
  notExists(
    sql`(select 1 from ${users} where ${inArray(users.roleLevel, [...roles])} and lower(${users.email}) = lower(${mailOutbox.to}))`,
  );

type OutboxPageRequest = { offset: number; limit: number };

async function pageWhere(db: Database, where: SQL | undefined, page: OutboxPageRequest) {
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

/** A page of one company's mail, newest first, never a message addressed to an account of `hiddenRoles`. */
export function pageTenantOutboxHidingRoles(
  db: Database,
  scope: TenantScope,
  hiddenRoles: readonly RoleLevel[],
  page: OutboxPageRequest,
): Promise<{ rows: OutboxRow[]; total: number }> {
  return pageWhere(db, and(inCompany(mailOutbox, scope), notToRoles(hiddenRoles)), page);
}

/** A page of every tenant's mail and the platform's, newest first: the system admin's audit. */
export function pageOutboxAcrossTenants(
  db: Database,
  page: OutboxPageRequest,
): Promise<{ rows: OutboxRow[]; total: number }> {
  return pageWhere(db, undefined, page);
}
