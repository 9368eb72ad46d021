import { type AccountStatus, RoleLevel } from '@hondana/contract';
import { and, asc, count, desc, eq, ilike, inArray, isNotNull, or, type SQL } from 'drizzle-orm';
import { secondFactors, services, users } from '../../db/schema/index.ts';
import type { Executor } from '../../platform/database/connection.ts';
import { inCompany, type TenantScope } from '../../platform/tenancy/tenant-scope.ts';
import type { UserRow } from './user-repository.ts';

/** A staff member with the name of the service it administers and whether it has a confirmed second factor. */
export type StaffRow = UserRow & { serviceName: string | null; secondFactorEnrolled: boolean };

/** The roles the staff list shows; only service admins are changed through it. */
const listedRoles: readonly RoleLevel[] = [RoleLevel.COMPANY_ADMIN, RoleLevel.SERVICE_ADMIN];

/** The staff of the scope: the company's admins and service admins, or one service's admins. */
const staffIn = (scope: TenantScope, roles: readonly RoleLevel[] = listedRoles): SQL =>
  and(
    inCompany(users, scope),
    inArray(users.roleLevel, [...roles]),
    scope.serviceId === null ? undefined : eq(users.serviceId, scope.serviceId),
  ) as SQL;

const serviceAdminsIn = (scope: TenantScope) => staffIn(scope, [RoleLevel.SERVICE_ADMIN]);

function keywordFilter(keyword: string | undefined): SQL | undefined {
  if (!keyword) return undefined;
  const pattern = `%${keyword.replace(/[\\%_]/g, '\\$&')}%`;
  return or(ilike(users.email, pattern), ilike(users.fullName, pattern), ilike(users.staffId, pattern));
}

async function selectStaff(db: Executor, where: SQL, page: { limit: number; offset: number }) {
  const rows = await db
    .select({ user: users, serviceName: services.name, factorId: secondFactors.id })
    .from(users)
    .leftJoin(services, and(eq(services.companyId, users.companyId), eq(services.id, users.serviceId)))
    .leftJoin(
      secondFactors,
      and(
        eq(secondFactors.companyId, users.companyId),
        eq(secondFactors.userId, users.id),
        isNotNull(secondFactors.enrolledAt),
      ),
    )
    .where(where)
    .orderBy(asc(users.roleLevel), desc(users.id))
    .limit(page.limit)
    .offset(page.offset);
  return rows.map(
    (row): StaffRow => ({
      ...row.user,
      serviceName: row.serviceName,
      secondFactorEnrolled: row.factorId !== null,
    }),
  );
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

/** A service admin of the scope (the staff calls change service admins only). */
export async function findStaff(db: Executor, scope: TenantScope, id: number): Promise<StaffRow | undefined> {
  const where = and(serviceAdminsIn(scope), eq(users.id, id)) as SQL;
  const [row] = await selectStaff(db, where, { limit: 1, offset: 0 });
  return row;
}

/** A service admin of any company: only for a system admin, whose reach the policy checks on the row. */
export async function findStaffAcrossTenants(db: Executor, id: number): Promise<StaffRow | undefined> {
  const where = and(eq(users.roleLevel, RoleLevel.SERVICE_ADMIN), eq(users.id, id)) as SQL;
  const [row] = await selectStaff(db, where, { limit: 1, offset: 0 });
  return row;
}
