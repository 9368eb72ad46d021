import {
  type AdminPlan,
  PLAN_REORDER_MAX,
  type PlanFields,
  type PlanUpdate,
  type planReorderSchema,
  ResultCode,
  storedTranslations,
} from '@hondana/contract';
import type { z } from 'zod';
import { type AdminCall, auditedWrite } from '../../platform/audit/audited-write.ts';
import { orderChange, rowChange } from '../../platform/audit/row-change.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Database, Executor } from '../../platform/database/connection.ts';
import { asRefusal } from '../../platform/database/constraint-refusals.ts';
import { appError } from '../../platform/http/app-error.ts';
import { targetServiceFor } from '../../platform/policy/admin-scope.ts';
import { lockCompany } from '../../platform/tenancy/tenant-repository.ts';
import type { ServiceScope } from '../../platform/tenancy/tenant-scope.ts';
import { freeTermRefusal } from '../billing/plan-duration.ts';
import { planForAdmin, presentAdminPlans, presentOneAdminPlan } from './admin-plans.ts';
import {
  contentGroupIdsOfService,
  deletePlanRow,
  insertPlan,
  nextPlanOrdinal,
  type PlanInsert,
  pagePlans,
  planIdsAmong,
  planIdsOfService,
  plansInUse,
  replacePlanContentGroups,
  replacePlanUpgrades,
  setPlanOrdinals,
  updatePlanRow,
} from './repository.ts';

/** The columns an add or update sets (absent fields left out). */
function columnsOf(fields: PlanUpdate): Partial<PlanInsert> {
  const columns: Partial<PlanInsert> = {
    name: fields.name,
    nameTranslations: fields.nameTranslations && storedTranslations(fields.nameTranslations),
    imageUrl: fields.imageUrl === undefined ? undefined : fields.imageUrl || null,
    imageUrlTranslations: fields.imageUrlTranslations && storedTranslations(fields.imageUrlTranslations),
    description: fields.description === undefined ? undefined : fields.description || null,
    descriptionTranslations:
      fields.descriptionTranslations && storedTranslations(fields.descriptionTranslations),
    duration: fields.duration,
    durationType: fields.durationType,
    price: fields.price,
    discountPrice: fields.discountPrice,
    taxMode: fields.taxMode,
    freeTermDays: fields.freeTermDays,
    paymentGateways: fields.paymentGateways && [...new Set(fields.paymentGateways)],
    autoRenew: fields.autoRenew,
    isShow: fields.isShow,
    ordinal: fields.ordinal,
  };
  return Object.fromEntries(Object.entries(columns).filter(([, v]) => v !== undefined));
}

/** The plan's rules over its fields as they will be stored: free days (880), discount price ≤ price (406). */
function checkPrices(plan: {
  price: number;
  discountPrice?: number | null | undefined;
  freeTermDays?: number | undefined;
}) {
  const freeTerm = freeTermRefusal(plan.freeTermDays ?? 0);
  if (freeTerm !== null) throw appError(freeTerm, { field: 'freeTermDays' });
  if (plan.discountPrice !== null && plan.discountPrice !== undefined && plan.discountPrice > plan.price) {
    throw appError(ResultCode.BAD_PARAMETERS, { field: 'discountPrice', reason: 'above the price' });
  }
}

/** Content groups of the plan's own service only (710 names the others). */
async function checkContentGroups(db: Executor, scope: ServiceScope, ids: number[] | undefined) {
  if (!ids) return undefined;
  const unique = [...new Set(ids)];
  const found = new Set(await contentGroupIdsOfService(db, scope, unique));
  const missing = unique.filter((id) => !found.has(id));
  if (missing.length > 0)
    throw appError(ResultCode.CONTENT_GROUP_NOT_FOUND, { field: 'contentGroupIds', ids: missing });
  return unique;
}

/** Upgrade plans of the same service, never the plan itself. */
async function checkUpgrades(
  db: Executor,
  scope: ServiceScope,
  ids: number[] | undefined,
  selfId: number | null,
) {
  if (!ids) return undefined;
  const unique = [...new Set(ids)];
  if (selfId !== null && unique.includes(selfId)) {
    throw appError(ResultCode.BAD_PARAMETERS, { field: 'upgradePlanIds', reason: 'the plan itself' });
  }
  const found = new Set(await planIdsAmong(db, scope, unique));
  const missing = unique.filter((id) => !found.has(id));
  if (missing.length > 0)
    throw appError(ResultCode.PLAN_NOT_FOUND, { field: 'upgradePlanIds', ids: missing });
  return unique;
}

const linkFields = (contentGroupIds: number[] | undefined, upgradePlanIds: number[] | undefined) => ({
  ...(contentGroupIds ? { contentGroupIds } : {}),
  ...(upgradePlanIds ? { upgradePlanIds } : {}),
});

/** `POST /subscription-plan/add`. */
export async function addPlan(db: Database, call: AdminCall, fields: PlanFields): Promise<AdminPlan> {
  const scope = await targetServiceFor(db, call.actor, call.authorize, fields.serviceId);
  const columns = columnsOf(fields);
  checkPrices({ ...columns, price: fields.price });
  const row = await auditedWrite(db, call.who, async (tx, record) => {
    await lockCompany(tx, scope);
    const contentGroupIds = await checkContentGroups(tx, scope, fields.contentGroupIds);
    const upgradePlanIds = await checkUpgrades(tx, scope, fields.upgradePlanIds, null);
    const inserted = await insertPlan(tx, scope, {
      ...columns,
      name: fields.name,
      duration: fields.duration,
      price: fields.price,
      ordinal: columns.ordinal ?? (await nextPlanOrdinal(tx, scope)),
    });
    if (contentGroupIds) await replacePlanContentGroups(tx, scope, inserted.id, contentGroupIds);
    if (upgradePlanIds) await replacePlanUpgrades(tx, scope, inserted.id, upgradePlanIds);
    record(
      rowChange('subscriptionPlan', 'add', null, {
        ...inserted,
        ...linkFields(contentGroupIds, upgradePlanIds),
      }),
    );
    return inserted;
  }).catch((error: unknown) => {
    throw asRefusal(error);
  });
  return presentOneAdminPlan(db, scope, row);
}

/** `PUT /subscription-plan/update/{id}`: absent fields unchanged; links replaced when sent. */
export async function updatePlan(
  db: Database,
  call: AdminCall,
  id: number,
  fields: PlanUpdate,
): Promise<AdminPlan> {
  const { row: current, scope } = await planForAdmin(db, call.actor, call.authorize, id);
  const columns = columnsOf(fields);
  checkPrices({ ...current, ...columns });
  const row = await auditedWrite(db, call.who, async (tx, record) => {
    await lockCompany(tx, scope);
    const contentGroupIds = await checkContentGroups(tx, scope, fields.contentGroupIds);
    const upgradePlanIds = await checkUpgrades(tx, scope, fields.upgradePlanIds, id);
    const updated = Object.keys(columns).length > 0 ? await updatePlanRow(tx, scope, id, columns) : current;
    if (!updated) throw appError(ResultCode.PLAN_NOT_FOUND);
    if (contentGroupIds) await replacePlanContentGroups(tx, scope, id, contentGroupIds);
    if (upgradePlanIds) await replacePlanUpgrades(tx, scope, id, upgradePlanIds);
    record(
      rowChange('subscriptionPlan', 'update', current, {
        ...updated,
        ...linkFields(contentGroupIds, upgradePlanIds),
      }),
    );
    return updated;
  }).catch((error: unknown) => {
    throw asRefusal(error);
  });
  return presentOneAdminPlan(db, scope, row);
}

/** `DELETE /subscription-plan/delete/{id}`: a plan a subscription or a payment names is in use (838). */
export async function deletePlan(db: Database, call: AdminCall, id: number): Promise<{ accepted: true }> {
  const { row, scope } = await planForAdmin(db, call.actor, call.authorize, id);
  await auditedWrite(db, call.who, async (tx, record) => {
    await lockCompany(tx, scope);
    if ((await plansInUse(tx, scope, [id])).size > 0) {
      throw appError(ResultCode.PLAN_REGISTERED_OR_IN_USE, { reason: 'in use: archive it instead' });
    }
    await deletePlanRow(tx, scope, id);
    record(rowChange('subscriptionPlan', 'delete', row, null));
  }).catch((error: unknown) => {
    throw asRefusal(error);
  });
  return { accepted: true };
}

/** `PUT /subscription-plan/archive/{id}`: no longer sold or shown; an archived plan stays as it is. */
export async function archivePlan(
  db: Database,
  clock: Clock,
  call: AdminCall,
  id: number,
): Promise<AdminPlan> {
  const { row: current, scope } = await planForAdmin(db, call.actor, call.authorize, id);
  if (current.archivedAt !== null) return presentOneAdminPlan(db, scope, current);
  const row = await auditedWrite(db, call.who, async (tx, record) => {
    await lockCompany(tx, scope);
    const updated = await updatePlanRow(tx, scope, id, { archivedAt: clock.now() });
    if (!updated) throw appError(ResultCode.PLAN_NOT_FOUND);
    record(rowChange('subscriptionPlan', 'archive', current, updated));
    return updated;
  });
  return presentOneAdminPlan(db, scope, row);
}

/** `PUT /subscription-plan/reorder`: `ids` names every plan of the service that is not archived, once (406 otherwise). */
export async function reorderPlans(
  db: Database,
  call: AdminCall,
  body: z.output<typeof planReorderSchema>,
): Promise<AdminPlan[]> {
  const scope = await targetServiceFor(db, call.actor, call.authorize, body.serviceId);
  await auditedWrite(db, call.who, async (tx, record) => {
    await lockCompany(tx, scope);
    const before = await planIdsOfService(tx, scope);
    const named = new Set(body.ids);
    if (
      named.size !== body.ids.length ||
      named.size !== before.length ||
      before.some((id) => !named.has(id))
    ) {
      throw appError(ResultCode.BAD_PARAMETERS, { field: 'ids', reason: 'every plan of the service once' });
    }
    await setPlanOrdinals(tx, scope, body.ids);
    record(orderChange('subscriptionPlan', scope.serviceId, scope, before, body.ids));
  });
  const { rows } = await pagePlans(db, scope, {}, { offset: 0, limit: PLAN_REORDER_MAX });
  return presentAdminPlans(db, scope, rows);
}
