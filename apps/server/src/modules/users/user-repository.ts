import { RoleLevel } from '@hondana/contract';
import { and, asc, count, eq, inArray, isNull, ne, type SQL, sql } from 'drizzle-orm';
import { users } from '../../db/schema/index.ts';
import type { Executor } from '../../platform/database/connection.ts';
import {
  type AccountScope,
  inAccountScope,
  inCompany,
  type TenantScope,
} from '../../platform/tenancy/tenant-scope.ts';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

/** Every query of this file starts from the account scope, so an id of another tenant is not found. */
const inScope = (scope: AccountScope): SQL => inAccountScope(users.companyId, scope);

export async function findUserInScope(
  db: Executor,
  scope: AccountScope,
  id: number,
): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(inScope(scope), eq(users.id, id)))
    .limit(1);
  return row;
}

/** Across tenants: only for the system admin, who may change any user's e-mail. */
export async function findUserAcrossTenants(db: Executor, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** Account of the forgot-password form: by e-mail, or by username where the company logs in by it. */
export async function findUserByIdentifier(
  db: Executor,
  scope: AccountScope,
  identifier: string,
  options: { byUsername: boolean; roles: readonly RoleLevel[] },
): Promise<UserRow | undefined> {
  const value = identifier.trim().toLowerCase();
  const match = options.byUsername
    ? sql`(lower(${users.email}) = ${value} or lower(${users.username}) = ${value})`
    : sql`lower(${users.email}) = ${value}`;
  const [row] = await db
    .select()
    .from(users)
    .where(and(inScope(scope), match, inArray(users.roleLevel, [...options.roles])))
    .limit(1);
  return row;
}

export async function emailTaken(
  db: Executor,
  scope: AccountScope,
  email: string,
  exceptUserId?: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        inScope(scope),
        sql`lower(${users.email}) = ${email.toLowerCase()}`,
        exceptUserId === undefined ? undefined : ne(users.id, exceptUserId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function usernameTaken(db: Executor, scope: AccountScope, username: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inScope(scope), sql`lower(${users.username}) = ${username.toLowerCase()}`))
    .limit(1);
  return row !== undefined;
}

/**
 * End users (role 3) count against the company's maxUser; staff, IP-login accounts and registrations
 * not yet confirmed do not.
 */
export async function countEndUsers(db: Executor, scope: TenantScope): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(users)
    .where(and(inCompany(users, scope), eq(users.roleLevel, RoleLevel.USER), isNull(users.unconfirmedSince)));
  return row?.total ?? 0;
}

export async function insertUser(
  tx: Executor,
  scope: TenantScope,
  values: Omit<NewUser, 'companyId' | 'serviceId'>,
): Promise<UserRow> {
  const [row] = await tx
    .insert(users)
    .values({ ...values, companyId: scope.companyId, serviceId: scope.serviceId })
    .returning();
  if (!row) throw new Error('user not created');
  return row;
}

export async function updateUser(
  db: Executor,
  scope: AccountScope,
  id: number,
  patch: Partial<NewUser>,
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set(patch)
    .where(and(inScope(scope), eq(users.id, id)))
    .returning();
  return row;
}

export async function deleteUser(tx: Executor, scope: AccountScope, id: number): Promise<void> {
  await tx.delete(users).where(and(inScope(scope), eq(users.id, id)));
}

/**
 * The accounts of an e-mail address in any company or the platform's, of the given roles, in the order
 * the admin login tries them (system admin, company admin, service admin; then by id).
 */
export async function findAccountsByEmailWithRolesAcrossTenants(
  db: Executor,
  email: string,
  roles: readonly RoleLevel[],
): Promise<UserRow[]> {
  return db
    .select()
    .from(users)
    .where(
      and(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`, inArray(users.roleLevel, [...roles])),
    )
    .orderBy(asc(users.roleLevel), asc(users.id));
}
