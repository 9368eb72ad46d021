import { and, asc, eq, inArray, max, ne } from 'drizzle-orm';
import { sortFields } from '../../db/schema/index.ts';
import type { Executor } from '../../platform/database/connection.ts';
import {
  inCompany,
  inService,
  type ServiceScope,
  type TenantScope,
} from '../../platform/tenancy/tenant-scope.ts';

export type SortFieldRow = typeof sortFields.$inferSelect;
export type SortFieldInsert = typeof sortFields.$inferInsert;

/** The service's sort fields (of one type when named) by type, ordinal and id. */
export async function listSortFields(db: Executor, scope: ServiceScope, type?: number) {
  const where = [inService(sortFields, scope)];
  if (type !== undefined) where.push(eq(sortFields.type, type as SortFieldRow['type']));
  return db
    .select()
    .from(sortFields)
    .where(and(...where))
    .orderBy(asc(sortFields.type), asc(sortFields.ordinal), asc(sortFields.id));
}

export async function findSortFieldInCompany(db: Executor, scope: TenantScope, id: number) {
  const [row] = await db
    .select()
    .from(sortFields)
    .where(and(inCompany(sortFields, scope), eq(sortFields.id, id)));
  return row;
}

/** A sort field in any company (a system administrator's look-up; the caller checks the policy). */
export async function findSortFieldAcrossTenants(db: Executor, id: number) {
  const [row] = await db.select().from(sortFields).where(eq(sortFields.id, id));
  return row;
}

/** Whether the type already has this field (another row than `exceptId`). */
export async function sortFieldTaken(
  db: Executor,
  scope: ServiceScope,
  type: number,
  field: string,
  exceptId?: number,
) {
  const where = [
    inService(sortFields, scope),
    eq(sortFields.type, type as SortFieldRow['type']),
    eq(sortFields.field, field as SortFieldRow['field']),
  ];
  if (exceptId !== undefined) where.push(ne(sortFields.id, exceptId));
  const [row] = await db
    .select({ id: sortFields.id })
    .from(sortFields)
    .where(and(...where))
    .limit(1);
  return row !== undefined;
}

export async function nextSortOrdinal(db: Executor, scope: ServiceScope, type: number) {
  const [row] = await db
    .select({ top: max(sortFields.ordinal) })
    .from(sortFields)
    .where(and(inService(sortFields, scope), eq(sortFields.type, type as SortFieldRow['type'])));
  return (row?.top ?? 0) + 1;
}

/** Takes the default mark off the type's sort fields (before another one gets it). */
export async function clearDefaultSortField(db: Executor, scope: ServiceScope, type: number) {
  await db
    .update(sortFields)
    .set({ isSortFieldDefault: false })
    .where(
      and(
        inService(sortFields, scope),
        eq(sortFields.type, type as SortFieldRow['type']),
        eq(sortFields.isSortFieldDefault, true),
      ),
    );
}

export async function insertSortField(
  db: Executor,
  scope: ServiceScope,
  values: Omit<SortFieldInsert, 'companyId' | 'serviceId'>,
) {
  const [row] = await db
    .insert(sortFields)
    .values({ ...values, companyId: scope.companyId, serviceId: scope.serviceId })
    .returning();
  if (!row) throw new Error('sort field not inserted');
  return row;
}

export async function deleteSortFieldsOfType(db: Executor, scope: ServiceScope, types: readonly number[]) {
  await db
    .delete(sortFields)
    .where(and(inService(sortFields, scope), inArray(sortFields.type, types as SortFieldRow['type'][])));
}
