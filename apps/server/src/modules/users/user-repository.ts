import { RoleLevel } from '@hondana/contract';
import { and, count, eq, inArray, isNull, ne, type SQL, sql } from 'drizzle-orm';
import { companies, users } from '../../db/schema/index.ts';
import type { Executor } from '../../platform/database/connection.ts';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

/**
 * Which users a query may see: one company's, or (null) the platform's own system admins. Every query of
 * this file starts from it, so an id of another tenant is simply not found.
 */
export type UserScope = number | null;

const inScope = (scope: UserScope): SQL =>
  scope === null ? isNull(users.companyId) : eq(users.companyId, scope);

export async function findUserInScope(
  db: Executor,
  scope: UserScope,
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
export async function findUserAnywhere(db: Executor, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** Account of the forgot-password form: by e-mail, or by username where the company logs in by it. */
export async function findUserByIdentifier(
  db: Executor,
  scope: UserScope,
  identifier: string,
  byUsername: boolean,
): Promise<UserRow | undefined> {
  const value = identifier.trim().toLowerCase();
  const match = byUsername
    ? sql`(lower(${users.email}) = ${value} or lower(${users.username}) = ${value})`
    : sql`lower(${users.email}) = ${value}`;
  const [row] = await db
    .select()
    .from(users)
    .where(
      and(
        inScope(scope),
        match,
        inArray(users.roleLevel, [RoleLevel.USER, RoleLevel.COMPANY_ADMIN, RoleLevel.SERVICE_ADMIN]),
      ),
    )
    .limit(1);
  return row;
}

export async function emailTaken(
  db: Executor,
  scope: UserScope,
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

export async function usernameTaken(db: Executor, scope: UserScope, username: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inScope(scope), sql`lower(${users.username}) = ${username.toLowerCase()}`))
    .limit(1);
  return row !== undefined;
}

/**
 * Holds the company row until the transaction ends, so that two registrations cannot both take the last
 * place under the user limit.
 */
export async function lockCompany(tx: Executor, companyId: number): Promise<void> {
  await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId)).for('update');
}

/** End users (role 3) count against the company's maxUser; staff and IP-login accounts do not. */
export async function countEndUsers(db: Executor, companyId: number): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.roleLevel, RoleLevel.USER)));
  return row?.total ?? 0;
}

export async function insertUser(tx: Executor, values: NewUser): Promise<UserRow> {
  const [row] = await tx.insert(users).values(values).returning();
  if (!row) throw new Error('user not created');
  return row;
}

export async function updateUser(
  db: Executor,
  scope: UserScope,
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

export async function deleteUser(tx: Executor, scope: UserScope, id: number): Promise<void> {
  await tx.delete(users).where(and(inScope(scope), eq(users.id, id)));
}
