import { RoleLevel } from '@hondana/contract';
import { and, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import { passwordResetTokens, userGroupMembers, userGroups, users } from '../../db/schema/index.ts';
import type { Executor } from '../../platform/database/connection.ts';
import { inCompany, type TenantScope } from '../../platform/tenancy/tenant-scope.ts';

export type ImportedUserRow = typeof users.$inferSelect;
export type NewImportedUser = typeof users.$inferInsert;

/** Names and addresses looked up per query: a long `in` list stays one index scan each. */
const LOOKUP_CHUNK = 1000;

/**
 * The company's accounts (any role) whose username or e-mail (lowercase) or single sign-on id is one of
 * those given: the accounts a file's rows update or collide with.
 */
export async function accountsOfFile(
  db: Executor,
  scope: TenantScope,
  names: { usernames: string[]; emails: string[]; externalIds: string[] },
): Promise<ImportedUserRow[]> {
  const found = new Map<number, ImportedUserRow>();
  const lookups = [
    ...chunks(names.usernames).map((part) => inArray(sql`lower(${users.username})`, part)),
    ...chunks(names.emails).map((part) => inArray(sql`lower(${users.email})`, part)),
    ...chunks(names.externalIds).map((part) => inArray(users.externalId, part)),
  ];
  for (const match of lookups) {
    const rows = await db
      .select()
      .from(users)
      .where(and(inCompany(users, scope), match));
    for (const row of rows) found.set(row.id, row);
  }
  return [...found.values()];
}

function chunks(values: string[]): string[][] {
  const parts: string[][] = [];
  for (let start = 0; start < values.length; start += LOOKUP_CHUNK)
    parts.push(values.slice(start, start + LOOKUP_CHUNK));
  return parts;
}

export interface ImportGroup {
  id: number;
  authMethod: number;
  maxUsers: number;
  members: number;
}

/**
 * Those of `ids` that are user groups of the company, with their member counts; `lock` holds them until
 * the transaction ends, so two imports cannot pass a group's max users together.
 */
export async function userGroupsWithCounts(
  db: Executor,
  scope: TenantScope,
  ids: number[],
  lock = false,
): Promise<Map<number, ImportGroup>> {
  if (ids.length === 0) return new Map();
  const query = db
    .select({ id: userGroups.id, authMethod: userGroups.authMethod, maxUsers: userGroups.maxUsers })
    .from(userGroups)
    .where(and(inCompany(userGroups, scope), inArray(userGroups.id, ids)))
    .orderBy(userGroups.id);
  const groups = lock ? await query.for('update') : await query;
  const counts = await db
    .select({ id: userGroupMembers.userGroupId, total: count() })
    .from(userGroupMembers)
    .where(and(inCompany(userGroupMembers, scope), inArray(userGroupMembers.userGroupId, ids)))
    .groupBy(userGroupMembers.userGroupId);
  const memberCount = new Map(counts.map((row) => [row.id, row.total]));
  return new Map(groups.map((group) => [group.id, { ...group, members: memberCount.get(group.id) ?? 0 }]));
}

/** Readers that take a place under the company's limit (confirmed end users). */
export async function countPlacedReaders(db: Executor, scope: TenantScope): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(users)
    .where(and(inCompany(users, scope), eq(users.roleLevel, RoleLevel.USER), isNull(users.unconfirmedSince)));
  return row?.total ?? 0;
}

/**
 * Inserts new readers in one statement; one whose username, e-mail or single sign-on id is taken by
 * then (an account added since the rows were decided) is skipped, not refused: it is missing from the
 * answer, and the others are written.
 */
export async function insertReaders(
  tx: Executor,
  scope: TenantScope,
  values: Omit<NewImportedUser, 'companyId'>[],
): Promise<ImportedUserRow[]> {
  if (values.length === 0) return [];
  return tx
    .insert(users)
    .values(values.map((value) => ({ ...value, companyId: scope.companyId })))
    .onConflictDoNothing()
    .returning();
}

export async function updateReader(
  tx: Executor,
  scope: TenantScope,
  id: number,
  patch: Partial<NewImportedUser>,
): Promise<ImportedUserRow | undefined> {
  const [row] = await tx
    .update(users)
    .set(patch)
    .where(and(inCompany(users, scope), eq(users.id, id), eq(users.roleLevel, RoleLevel.USER)))
    .returning();
  return row;
}

/** The set-password and reset links of a reader whose address changed stop working (they went to the old one). */
export async function retireResetLinks(
  tx: Executor,
  scope: TenantScope,
  userId: number,
  now: Date,
): Promise<void> {
  await tx
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(
      and(
        inCompany(passwordResetTokens, scope),
        eq(passwordResetTokens.userId, userId),
        isNull(passwordResetTokens.usedAt),
      ),
    );
}
