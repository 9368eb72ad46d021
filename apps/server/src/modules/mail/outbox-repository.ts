import { RoleLevel } from '@hondana/contract';
import { and, count, desc, eq, inArray, notExists, type SQL, sql } from 'drizzle-orm';
import { mailOutbox, users } from '../../db/schema/index.ts';
import type { Database } from '../../platform/database/connection.ts';

export type OutboxRow = typeof mailOutbox.$inferSelect;

export const staffRoleLevels = [RoleLevel.SYSTEM_ADMIN, RoleLevel.COMPANY_ADMIN, RoleLevel.SERVICE_ADMIN];

/**
 * No staff account of any company (nor a system admin) has the recipient's address. Matched at read
 * time against every staff address, so it holds for mail of any kind and from any sender, written
 * before or after an account became staff.
 */
const notToStaff = notExists(
  sql`(select 1 from ${users} where ${inArray(users.roleLevel, staffRoleLevels)} and lower(${users.email}) = lower(${mailOutbox.to}))`,
);

/**
 * A page of stored mail, newest first; `companyId` limits it to one tenant, undefined lists all;
 * `withoutStaffMail` leaves out every message addressed to a staff account's address.
 */
export async function pageOutbox(
  db: Database,
  companyId: number | undefined,
  page: { offset: number; limit: number; withoutStaffMail?: boolean },
): Promise<{ rows: OutboxRow[]; total: number }> {
  const where: SQL | undefined = and(
    companyId === undefined ? undefined : eq(mailOutbox.companyId, companyId),
    page.withoutStaffMail ? notToStaff : undefined,
  );
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
