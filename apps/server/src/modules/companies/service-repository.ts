import { RoleLevel } from '@hondana/contract';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import { contents, services, users } from '../../db/schema/index.ts';
import type { Executor } from '../../platform/database/connection.ts';
import type { ServiceRow } from '../../platform/tenancy/tenant-repository.ts';
import {
  inCompany,
  inService,
  type ServiceScope,
  type TenantScope,
} from '../../platform/tenancy/tenant-scope.ts';

export type ServiceValues = Partial<
  Pick<typeof services.$inferInsert, 'name' | 'path' | 'referrerUrls' | 'maxContent' | 'serviceAdminId'>
>;

/** The company's services, oldest first, with how many contents each holds. */
export async function listServicesWithCounts(db: Executor, scope: TenantScope) {
  return db
    .select({
      service: services,
      contentCount: sql<number>`(select count(*)::int from ${contents} c where c.company_id = ${services.companyId} and c.service_id = ${services.id})`,
    })
    .from(services)
    .where(
      and(
        inCompany(services, scope),
        scope.serviceId === null ? undefined : eq(services.id, scope.serviceId),
      ),
    )
    .orderBy(asc(services.id));
}

export async function insertService(
  tx: Executor,
  scope: TenantScope,
  values: Required<Pick<ServiceValues, 'name' | 'path'>> & ServiceValues & { isDefault?: boolean },
): Promise<ServiceRow> {
  const [row] = await tx
    .insert(services)
    .values({ ...values, companyId: scope.companyId })
    .returning();
  if (!row) throw new Error('service not created');
  return row;
}

export async function findServiceForUpdate(
  tx: Executor,
  scope: ServiceScope,
): Promise<ServiceRow | undefined> {
  const [row] = await tx
    .select()
    .from(services)
    .where(and(inCompany(services, scope), eq(services.id, scope.serviceId)))
    .for('update');
  return row;
}

export async function updateServiceRow(
  tx: Executor,
  scope: ServiceScope,
  values: ServiceValues,
): Promise<ServiceRow> {
  const [row] = await tx
    .update(services)
    .set(values)
    .where(and(inCompany(services, scope), eq(services.id, scope.serviceId)))
    .returning();
  if (!row) throw new Error(`service ${scope.serviceId} vanished during its update`);
  return row;
}

/** Whether anything still lives in the service: contents, or accounts bound to it. */
export async function serviceHoldsAnything(tx: Executor, scope: ServiceScope): Promise<boolean> {
  const [held] = await tx.select({ n: count() }).from(contents).where(inService(contents, scope));
  const [people] = await tx
    .select({ n: count() })
    .from(users)
    .where(and(inCompany(users, scope), eq(users.serviceId, scope.serviceId)));
  return (held?.n ?? 0) > 0 || (people?.n ?? 0) > 0;
}

export async function deleteServiceRow(tx: Executor, scope: ServiceScope): Promise<void> {
  await tx.delete(services).where(and(inCompany(services, scope), eq(services.id, scope.serviceId)));
}

/** The service admins of a service, oldest first. */
export async function listServiceAdmins(db: Executor, scope: ServiceScope) {
  return db
    .select()
    .from(users)
    .where(
      and(
        inCompany(users, scope),
        eq(users.serviceId, scope.serviceId),
        eq(users.roleLevel, RoleLevel.SERVICE_ADMIN),
      ),
    )
    .orderBy(asc(users.id));
}

/** The company admins of a company, oldest first. */
export async function listCompanyAdmins(db: Executor, scope: TenantScope) {
  return db
    .select({ id: users.id, email: users.email, fullName: users.fullName })
    .from(users)
    .where(and(inCompany(users, scope), eq(users.roleLevel, RoleLevel.COMPANY_ADMIN)))
    .orderBy(asc(users.id));
}

/** Whether another staff account of the platform (system, company or service admin) holds the address. */
export async function staffEmailTakenAcrossTenants(db: Executor, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        sql`lower(${users.email}) = ${email.toLowerCase()}`,
        sql`${users.roleLevel} in (${RoleLevel.SYSTEM_ADMIN}, ${RoleLevel.COMPANY_ADMIN}, ${RoleLevel.SERVICE_ADMIN})`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Whether the user is a company admin of the company (an owner must be one). */
export async function isCompanyAdmin(db: Executor, scope: TenantScope, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inCompany(users, scope), eq(users.id, userId), eq(users.roleLevel, RoleLevel.COMPANY_ADMIN)))
    .limit(1);
  return row !== undefined;
}

/** A staff account of the company (a company admin, or a service admin when the scope names a service). */
export async function insertStaffAccount(
  tx: Executor,
  scope: TenantScope,
  values: Pick<typeof users.$inferInsert, 'roleLevel' | 'email' | 'fullName' | 'lang'>,
): Promise<typeof users.$inferSelect> {
  const [row] = await tx
    .insert(users)
    .values({ ...values, companyId: scope.companyId, serviceId: scope.serviceId, passwordHash: null })
    .returning();
  if (!row) throw new Error('staff account not created');
  return row;
}

/** Whether an account of the company already holds the address. */
export async function companyEmailTaken(db: Executor, scope: TenantScope, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inCompany(users, scope), sql`lower(${users.email}) = ${email.toLowerCase()}`))
    .limit(1);
  return row !== undefined;
}

/** Removes a staff account of the company (its sessions and tokens go with it). */
export async function deleteStaffAccount(tx: Executor, scope: TenantScope, id: number): Promise<void> {
  await tx.delete(users).where(and(inCompany(users, scope), eq(users.id, id)));
}
