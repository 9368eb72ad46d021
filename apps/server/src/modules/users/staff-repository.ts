import { type AccountStatus, RoleLevel } from '@hondana/contract';
import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import { services, users } from '../../db/schema/index.ts';
import type { Executor } from '../../platform/database/connection.ts';
import { inCompany, type TenantScope } from '../../platform/tenancy/tenant-scope.ts';
import type { UserRow } from './user-repository.ts';

/** A service admin with the name of the service it administers. */
export type StaffRow = UserRow & { serviceName: string | null };

/** The service admins of the scope: the company's, or one service's. */
const staffIn = (scope: TenantScope): SQL =>
  and(
    inCompany(users, scope),
    eq(users.roleLevel, RoleLevel.SERVICE_ADMIN),
    scope.serviceId === null ? undefined : eq(users.serviceId, scope.serviceId),
  ) as SQL;

function keywordFilter(keyword: string | undefined): SQL | undefined {
  if (!keyword) return undefined;
  const pattern = `%${keyword.replace(/[\\%_]/g, '\\$&')}%`;
  return or(ilike(users.email, pattern), ilike(users.fullName, pattern), ilike(users.staffId, pattern));
}

async function selectStaff(db: Executor, where: SQL, page: { limit: number; offset: number }) {
  const rows = await db
    .select({ user: users, serviceName: services.name })
    .from(users)
    .leftJoin(services, and(eq(services.companyId, users.companyId), eq(services.id, users.serviceId)))
    .where(where)
    .orderBy(desc(users.id))
    .limit(page.limit)
    .offset(page.offset);
  return rows.map((row): StaffRow => ({ ...row.user, serviceName: row.serviceName }));
}

export async function pageStaff(
  db: Executor,
  scope: TenantScope,
  filter: { keyword?: string | undefined; status?: AccountStatus | undefined; page: number; size: number },
): Promise<{ rows: StaffRow[]; total: number }> {
  const where = and(
    staffIn(scope),
    keywordFilter(filter.keyword),
    filter.status === undefined ? undefined : eq(users.accountStatus, filter.status),
  ) as SQL;
  const [total] = await db.select({ n: count() }).from(users).where(where);
  const rows = await selectStaff(db, where, { limit: filter.size, offset: (filter.page - 1) * filter.size });
  return { rows, total: total?.n ?? 0 };
}

export async function findStaff(db: Executor, scope: TenantScope, id: number): Promise<StaffRow | undefined> {
  const [row] = await selectStaff(db, and(staffIn(scope), eq(users.id, id)) as SQL, { limit: 1, offset: 0 });
  return row;
}

/** A service admin of any company: only for a system admin, whose reach the policy checks on the row. */
export async function findStaffAcrossTenants(db: Executor, id: number): Promise<StaffRow | undefined> {
  const where = and(eq(users.roleLevel, RoleLevel.SERVICE_ADMIN), eq(users.id, id)) as SQL;
  const [row] = await selectStaff(db, where, { limit: 1, offset: 0 });
  return row;
}
