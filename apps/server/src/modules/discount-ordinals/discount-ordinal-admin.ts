import {
  type DiscountOrdinalItem,
  type discountOrdinalAddSchema,
  type discountOrdinalPageQuerySchema,
  type discountOrdinalUpdateSchema,
  type Page,
  ResultCode,
} from '@hondana/contract';
import type { z } from 'zod';
import { type AdminCall, type AuditChange, auditedWrite } from '../../platform/audit/audited-write.ts';
import { systemClock } from '../../platform/clock.ts';
import type { Database, Executor } from '../../platform/database/connection.ts';
import { constraintOf } from '../../platform/database/constraint-refusals.ts';
import { appError } from '../../platform/http/app-error.ts';
import { pageWindow, presentPage } from '../../platform/http/paging.ts';
import {
  type ActionCheck,
  adminScope,
  checkAction,
  type RouteCaller,
  targetServiceFor,
} from '../../platform/policy/admin-scope.ts';
import type { Actor } from '../../platform/policy/policy.ts';
import { companyScope, type ServiceScope } from '../../platform/tenancy/tenant-scope.ts';
import {
  type DiscountOrdinalRow,
  type DiscountOrdinalWithPlan,
  deleteDiscountOrdinal,
  findDiscountOrdinalAcrossTenants,
  findDiscountOrdinalInCompany,
  insertDiscountOrdinal,
  pageDiscountOrdinals,
  planNameInService,
  updateDiscountOrdinal,
} from './repository.ts';

type Fields = z.output<typeof discountOrdinalUpdateSchema>;

const present = (row: DiscountOrdinalWithPlan): DiscountOrdinalItem => ({
  id: row.id,
  serviceId: row.serviceId,
  subscriptionPlanId: row.subscriptionPlanId,
  planName: row.planName,
  ordinal: row.ordinal,
  discountPercent: row.discountPercent,
  createdAt: row.createdAt.toISOString(),
});

/** One an administrator names by id, with its service as the scope (833 when out of reach). */
async function ordinalForAdmin(
  db: Executor,
  actor: Actor,
  action: ActionCheck,
  id: number,
): Promise<{ row: DiscountOrdinalWithPlan; scope: ServiceScope }> {
  const row =
    actor.companyId === null
      ? await findDiscountOrdinalAcrossTenants(db, id)
      : await findDiscountOrdinalInCompany(db, companyScope(actor.companyId), id);
  if (!row) throw appError(ResultCode.DISCOUNT_ORDINAL_NOT_FOUND);
  checkAction(actor, action, { companyId: row.companyId, serviceId: row.serviceId });
  return { row, scope: { companyId: row.companyId, serviceId: row.serviceId } };
}

/** The plan named must be one of the service's (831); its name is what the answer shows. */
async function planNameFor(db: Executor, scope: ServiceScope, planId: number | null) {
  if (planId === null) return null;
  const name = await planNameInService(db, scope, planId);
  if (name === undefined) throw appError(ResultCode.PLAN_NOT_FOUND, { field: 'subscriptionPlanId' });
  return name;
}

const changeOf = (
  action: string,
  before: DiscountOrdinalRow | null,
  after: DiscountOrdinalRow | null,
): AuditChange => {
  const row = (after ?? before) as DiscountOrdinalRow;
  return {
    entity: 'discountOrdinal',
    entityId: row.id,
    companyId: row.companyId,
    serviceId: row.serviceId,
    action,
    before,
    after,
  };
};

/** One per plan (or service-wide) and ordinal: 853, also when a race reaches the constraint. */
const duplicateRefusal = (error: unknown): unknown =>
  constraintOf(error) === 'discount_ordinals_uq'
    ? appError(ResultCode.ORDINAL_DUPLICATED, { field: 'ordinal' })
    : error;

const valuesOf = (fields: Fields) => ({
  ordinal: fields.ordinal,
  discountPercent: fields.discountPercent,
  subscriptionPlanId: fields.subscriptionPlanId,
});

export async function pageDiscountOrdinalsForAdmin(
  db: Database,
  call: RouteCaller,
  query: z.output<typeof discountOrdinalPageQuerySchema>,
): Promise<Page<DiscountOrdinalItem>> {
  const scope = await adminScope(db, call.actor, call.authorize, query);
  const { rows, total } = await pageDiscountOrdinals(db, scope, {
    planId: query.subscriptionPlanId,
    ...pageWindow(query),
  });
  return presentPage(query, rows.map(present), total);
}

export async function discountOrdinalDetail(
  db: Database,
  call: RouteCaller,
  id: number,
): Promise<DiscountOrdinalItem> {
  return present((await ordinalForAdmin(db, call.actor, call.authorize, id)).row);
}

/** `POST /discount-ordinal/add`. */
export async function addDiscountOrdinal(
  db: Database,
  call: AdminCall,
  fields: z.output<typeof discountOrdinalAddSchema>,
): Promise<DiscountOrdinalItem> {
  const scope = await targetServiceFor(db, call.actor, call.authorize, fields.serviceId);
  return auditedWrite(db, call.who, async (tx, record) => {
    const planName = await planNameFor(tx, scope, fields.subscriptionPlanId);
    const added = await insertDiscountOrdinal(tx, scope, valuesOf(fields));
    record(changeOf('add', null, added));
    return present({ ...added, planName });
  }).catch((error: unknown) => {
    throw duplicateRefusal(error);
  });
}

/** `PUT /discount-ordinal/update/{id}`: the service stays. */
export async function changeDiscountOrdinal(
  db: Database,
  call: AdminCall,
  id: number,
  fields: Fields,
): Promise<DiscountOrdinalItem> {
  const { row: current, scope } = await ordinalForAdmin(db, call.actor, call.authorize, id);
  return auditedWrite(db, call.who, async (tx, record) => {
    const planName = await planNameFor(tx, scope, fields.subscriptionPlanId);
    const updated = await updateDiscountOrdinal(tx, scope, id, {
      ...valuesOf(fields),
      updatedAt: (call.who.clock ?? systemClock).now(),
    });
    if (!updated) throw appError(ResultCode.DISCOUNT_ORDINAL_NOT_FOUND);
    const { planName: _, ...before } = current;
    record(changeOf('update', before, updated));
    return present({ ...updated, planName });
  }).catch((error: unknown) => {
    throw duplicateRefusal(error);
  });
}

/** `DELETE /discount-ordinal/delete/{id}`. */
export async function removeDiscountOrdinal(
  db: Database,
  call: AdminCall,
  id: number,
): Promise<{ accepted: true }> {
  const { scope } = await ordinalForAdmin(db, call.actor, call.authorize, id);
  await auditedWrite(db, call.who, async (tx, record) => {
    const removed = await deleteDiscountOrdinal(tx, scope, id);
    if (!removed) throw appError(ResultCode.DISCOUNT_ORDINAL_NOT_FOUND);
    record(changeOf('delete', removed, null));
  });
  return { accepted: true };
}
