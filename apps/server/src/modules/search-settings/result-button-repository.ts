import { ButtonActionType } from '@hondana/contract';
import { and, asc, eq, inArray, max } from 'drizzle-orm';
import { buttons } from '../../db/schema/index.ts';
import type { Executor } from '../../platform/database/connection.ts';
import {
  inCompany,
  inService,
  type ServiceScope,
  type TenantScope,
} from '../../platform/tenancy/tenant-scope.ts';

export type ResultButtonRow = typeof buttons.$inferSelect;
export type ResultButtonInsert = typeof buttons.$inferInsert;

/** The buttons of the content detail and results; a tab's search button lives on its tab. */
export const resultButtonActions = [
  ButtonActionType.VIEW_BOOK,
  ButtonActionType.DOWNLOAD,
  ButtonActionType.LINK,
] as const;

const isResultButton = inArray(buttons.actionType, [...resultButtonActions]);

export async function listResultButtons(db: Executor, scope: ServiceScope) {
  return db
    .select()
    .from(buttons)
    .where(and(inService(buttons, scope), isResultButton))
    .orderBy(asc(buttons.ordinal), asc(buttons.id));
}

export async function findResultButton(db: Executor, scope: TenantScope, id: number) {
  const [row] = await db
    .select()
    .from(buttons)
    .where(and(inCompany(buttons, scope), eq(buttons.id, id), isResultButton));
  return row;
}

/** A result button in any company (a system administrator's look-up; the caller checks the policy). */
export async function findResultButtonAcrossTenants(db: Executor, id: number) {
  const [row] = await db
    .select()
    .from(buttons)
    .where(and(eq(buttons.id, id), isResultButton));
  return row;
}

export async function nextButtonOrdinal(db: Executor, scope: ServiceScope) {
  const [row] = await db
    .select({ top: max(buttons.ordinal) })
    .from(buttons)
    .where(and(inService(buttons, scope), isResultButton));
  return (row?.top ?? 0) + 1;
}

export async function insertResultButton(
  db: Executor,
  scope: ServiceScope,
  values: Omit<ResultButtonInsert, 'companyId' | 'serviceId'>,
) {
  const [row] = await db
    .insert(buttons)
    .values({ ...values, companyId: scope.companyId, serviceId: scope.serviceId })
    .returning();
  if (!row) throw new Error('button not inserted');
  return row;
}

export async function updateResultButtonRow(
  db: Executor,
  scope: TenantScope,
  id: number,
  values: Partial<ResultButtonInsert>,
) {
  const [row] = await db
    .update(buttons)
    .set({ ...values, updatedAt: new Date() })
    .where(and(inCompany(buttons, scope), eq(buttons.id, id), isResultButton))
    .returning();
  return row;
}

export async function deleteResultButtonRow(db: Executor, scope: TenantScope, id: number) {
  await db.delete(buttons).where(and(inCompany(buttons, scope), eq(buttons.id, id), isResultButton));
}
