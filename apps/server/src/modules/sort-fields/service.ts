import {
  ResultCode,
  type SortFieldItem,
  type sortFieldAddSchema,
  type sortFieldReorderSchema,
  type sortFieldUpdateSchema,
  storedTranslations,
} from '@hondana/contract';
import type { z } from 'zod';
import { sortFields } from '../../db/schema/index.ts';
import { type AdminCall, type AuditChange, auditedWrite } from '../../platform/audit/audited-write.ts';
import { systemClock } from '../../platform/clock.ts';
import type { Database, Executor } from '../../platform/database/connection.ts';
import { asRefusal } from '../../platform/database/constraint-refusals.ts';
import { scopedCrud } from '../../platform/database/scoped-crud.ts';
import { appError } from '../../platform/http/app-error.ts';
import {
  type ActionCheck,
  checkAction,
  type RouteCaller,
  targetServiceFor,
} from '../../platform/policy/admin-scope.ts';
import type { Actor } from '../../platform/policy/policy.ts';
import type { Tenant } from '../../platform/tenancy/resolve-tenant.ts';
import { cachedForService } from '../../platform/tenancy/tenant-cache-plugin.ts';
import { lockCompany } from '../../platform/tenancy/tenant-repository.ts';
import { companyScope, type ServiceScope, tenantScopeOf } from '../../platform/tenancy/tenant-scope.ts';
import { announceTenantChange } from '../content-groups/announce-change.ts';
import { defaultSortFields, sortFieldTypesToReset } from './default-sort-fields.ts';
import { presentSortField } from './present-sort-field.ts';
import {
  clearDefaultSortField,
  deleteSortFieldsOfType,
  findSortFieldAcrossTenants,
  findSortFieldInCompany,
  insertSortField,
  listSortFields,
  nextSortOrdinal,
  type SortFieldInsert,
  type SortFieldRow,
  sortFieldTaken,
} from './repository.ts';

type SortFieldAdd = z.output<typeof sortFieldAddSchema>;
type SortFieldUpdate = z.output<typeof sortFieldUpdateSchema>;

/** The sort fields of one type of a service, as the administration reads them (by ordinal). */
export async function sortFieldsOfType(
  db: Executor,
  scope: ServiceScope,
  type: number,
): Promise<SortFieldItem[]> {
  return (await listSortFields(db, scope, type)).map(presentSortField);
}

/** `GET /sort-field/public`: asked with every listing, so from the tenant cache while it is live. */
export async function publicSortFields(
  db: Database,
  tenant: Tenant,
  type?: number,
): Promise<SortFieldItem[]> {
  const all = await cachedForService(db, tenant, 'sort-fields', async () => ({
    value: (await listSortFields(db, tenantScopeOf(tenant))).map(presentSortField),
  }));
  return type === undefined ? all : all.filter((s) => s.type === type);
}

/** A sort field an administrator names by id, with its service as the scope (722 when out of reach). */
async function sortFieldForAdmin(
  db: Executor,
  actor: Actor,
  action: ActionCheck,
  id: number,
): Promise<{ row: SortFieldRow; scope: ServiceScope }> {
  const row =
    actor.companyId === null
      ? await findSortFieldAcrossTenants(db, id)
      : await findSortFieldInCompany(db, companyScope(actor.companyId), id);
  if (!row) throw appError(ResultCode.SORT_FIELD_NOT_FOUND);
  checkAction(actor, action, { companyId: row.companyId, serviceId: row.serviceId });
  return { row, scope: { companyId: row.companyId, serviceId: row.serviceId } };
}

export async function sortFieldDetail(
  db: Database,
  { actor, authorize }: RouteCaller,
  id: number,
): Promise<SortFieldItem> {
  return presentSortField((await sortFieldForAdmin(db, actor, authorize, id)).row);
}

/** Sort fields by the scoped helper, `updated_at` from the request's clock. */
const crudOf = (call: AdminCall) => scopedCrud(sortFields, call.who.clock ?? systemClock);

const changeOf = (action: string, before: SortFieldRow | null, after: SortFieldRow | null): AuditChange => {
  const row = (after ?? before) as SortFieldRow;
  return {
    entity: 'sortField',
    entityId: row.id,
    companyId: row.companyId,
    serviceId: row.serviceId,
    action,
    before,
    after,
  };
};

/** A change of a whole list of one type (its order, or its reset to the defaults): the titles in order. */
const listChangeOf = (
  scope: ServiceScope,
  type: number | null,
  action: string,
  before: SortFieldRow[],
  after: SortFieldRow[],
): AuditChange => ({
  entity: 'sortFieldList',
  entityId: type === null ? scope.serviceId : `${scope.serviceId}:${type}`,
  companyId: scope.companyId,
  serviceId: scope.serviceId,
  action,
  before: { fields: before.map(({ id, type, field, title }) => ({ id, type, field, title })) },
  after: { fields: after.map(({ id, type, field, title }) => ({ id, type, field, title })) },
});

function columnsOf(fields: SortFieldUpdate): Partial<SortFieldInsert> {
  const columns: Partial<SortFieldInsert> = {
    field: fields.field,
    title: fields.title,
    titleTranslations:
      fields.titleTranslations === undefined ? undefined : storedTranslations(fields.titleTranslations),
    isAscDefault: fields.isAcsDefault,
    isSortFieldDefault: fields.isSortFieldDefault,
  };
  return Object.fromEntries(Object.entries(columns).filter(([, v]) => v !== undefined));
}

async function checkFieldFree(
  db: Executor,
  scope: ServiceScope,
  type: number,
  field: string | undefined,
  id?: number,
) {
  if (field !== undefined && (await sortFieldTaken(db, scope, type, field, id))) {
    throw appError(ResultCode.SORT_FIELD_DUPLICATED, { field: 'field' });
  }
}

/** `POST /sort-field/add`: at the end of its type. */
export async function addSortField(
  db: Database,
  call: AdminCall,
  fields: SortFieldAdd,
): Promise<SortFieldItem> {
  const scope = await targetServiceFor(db, call.actor, call.authorize, fields.serviceId);
  const row = await auditedWrite(db, call.who, async (tx, record) => {
    await lockCompany(tx, scope);
    await checkFieldFree(tx, scope, fields.type, fields.field);
    if (fields.isSortFieldDefault) await clearDefaultSortField(tx, scope, fields.type);
    const added = await insertSortField(tx, scope, {
      ...columnsOf(fields),
      field: fields.field,
      title: fields.title,
      type: fields.type,
      ordinal: await nextSortOrdinal(tx, scope, fields.type),
    });
    record(changeOf('add', null, added));
    return added;
  }).catch((error: unknown) => {
    throw asRefusal(error);
  });
  announceTenantChange(db, 'sort_fields', scope.companyId);
  return presentSortField(row);
}

/** `PUT /sort-field/update/{id}`: the type stays. */
export async function updateSortField(
  db: Database,
  call: AdminCall,
  id: number,
  fields: SortFieldUpdate,
): Promise<SortFieldItem> {
  const { row: current, scope } = await sortFieldForAdmin(db, call.actor, call.authorize, id);
  const row = await auditedWrite(db, call.who, async (tx, record) => {
    await lockCompany(tx, scope);
    await checkFieldFree(tx, scope, current.type, fields.field, id);
    if (fields.isSortFieldDefault) await clearDefaultSortField(tx, scope, current.type);
    const updated = await crudOf(call).update(tx, scope, id, columnsOf(fields));
    if (!updated) throw appError(ResultCode.SORT_FIELD_NOT_FOUND);
    record(changeOf('update', current, updated));
    return updated;
  }).catch((error: unknown) => {
    throw asRefusal(error);
  });
  announceTenantChange(db, 'sort_fields', scope.companyId);
  return presentSortField(row);
}

/** `PUT /sort-field/update`: `ids` is every sort field of the type, in the new order (406 otherwise). */
export async function reorderSortFields(
  db: Database,
  call: AdminCall,
  body: z.output<typeof sortFieldReorderSchema>,
): Promise<SortFieldItem[]> {
  const scope = await targetServiceFor(db, call.actor, call.authorize, body.serviceId);
  const rows = await auditedWrite(db, call.who, async (tx, record) => {
    await lockCompany(tx, scope);
    const current = await listSortFields(tx, scope, body.type);
    const known = new Set(current.map((r) => r.id));
    const sent = new Set(body.ids);
    if (sent.size !== body.ids.length || sent.size !== known.size || body.ids.some((id) => !known.has(id))) {
      throw appError(ResultCode.BAD_PARAMETERS, {
        field: 'ids',
        reason: 'every sort field of the type, once',
      });
    }
    await crudOf(call).reorder(tx, scope, body.ids);
    const reordered = await listSortFields(tx, scope, body.type);
    record(listChangeOf(scope, body.type, 'reorder', current, reordered));
    return reordered;
  });
  announceTenantChange(db, 'sort_fields', scope.companyId);
  return rows.map(presentSortField);
}

/** `DELETE /sort-field/delete/{id}`: the default sort field of its type cannot go (807). */
export async function deleteSortField(
  db: Database,
  call: AdminCall,
  id: number,
): Promise<{ accepted: true }> {
  const { row, scope } = await sortFieldForAdmin(db, call.actor, call.authorize, id);
  if (row.isSortFieldDefault)
    throw appError(ResultCode.SORT_FIELD_UNDELETABLE, { reason: 'default sort field' });
  await auditedWrite(db, call.who, async (tx, record) => {
    await crudOf(call).remove(tx, scope, id);
    record(changeOf('delete', row, null));
  });
  announceTenantChange(db, 'sort_fields', scope.companyId);
  return { accepted: true };
}

/** `PUT /sort-field/reset-sort-field`: the type's (or both types') sort fields replaced by the defaults. */
export async function resetSortFields(
  db: Database,
  call: AdminCall,
  body: { type?: number | undefined; serviceId?: number | undefined },
): Promise<SortFieldItem[]> {
  const scope = await targetServiceFor(db, call.actor, call.authorize, body.serviceId);
  const types = body.type === undefined ? sortFieldTypesToReset : [body.type];
  const rows = await auditedWrite(db, call.who, async (tx, record) => {
    await lockCompany(tx, scope);
    const before = await listSortFields(tx, scope, body.type);
    await deleteSortFieldsOfType(tx, scope, types);
    for (const type of types) {
      for (const [index, field] of defaultSortFields.entries()) {
        await insertSortField(tx, scope, {
          ...field,
          titleTranslations: { ...field.titleTranslations },
          type: type as SortFieldRow['type'],
          ordinal: index + 1,
        });
      }
    }
    const after = await listSortFields(tx, scope, body.type);
    record(listChangeOf(scope, body.type ?? null, 'reset', before, after));
    return after;
  });
  announceTenantChange(db, 'sort_fields', scope.companyId);
  return rows.map(presentSortField);
}
