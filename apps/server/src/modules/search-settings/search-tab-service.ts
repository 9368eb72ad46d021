import {
  ResultCode,
  type SearchTab,
  type searchTabAddSchema,
  type searchTabReorderSchema,
  type searchTabUpdateSchema,
  storedTranslations,
} from '@hondana/contract';
import type { z } from 'zod';
import type { AdminCall } from '../../platform/audit/audit-who.ts';
import { auditedWrite } from '../../platform/audit/audited-write.ts';
import { orderChange, rowChange } from '../../platform/audit/row-change.ts';
import type { Database, Executor } from '../../platform/database/connection.ts';
import { asRefusal } from '../../platform/database/constraint-refusals.ts';
import { appError } from '../../platform/http/app-error.ts';
import { type RouteCaller, targetServiceFor } from '../../platform/policy/admin-scope.ts';
import { lockCompany } from '../../platform/tenancy/tenant-repository.ts';
import type { ServiceScope } from '../../platform/tenancy/tenant-scope.ts';
import { tabForAdmin, tabWithBoxes, withBoxes } from './search-page-reach.ts';
import {
  deleteTabRow,
  insertTab,
  listTabs,
  nextTabOrdinal,
  type SearchTabInsert,
  setTabOrder,
  tabTitleTaken,
  updateTabRow,
} from './search-page-repository.ts';

type TabAdd = z.output<typeof searchTabAddSchema>;
type TabUpdate = z.output<typeof searchTabUpdateSchema>;

const defined = <T extends object>(values: T): Partial<T> =>
  Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)) as Partial<T>;

function columnsOf(fields: TabUpdate): Partial<SearchTabInsert> {
  const button = fields.button ?? {};
  return defined({
    title: fields.title,
    titleTranslations: fields.titleTranslations && storedTranslations(fields.titleTranslations),
    type: fields.type,
    isShow: fields.isShow,
    buttonLabel: button.label === undefined ? undefined : button.label || null,
    buttonLabelTranslations: button.labelTranslations && storedTranslations(button.labelTranslations),
    buttonIcon: button.icon,
    buttonBackgroundColor: button.backgroundColor,
    buttonTextColor: button.textColor,
    buttonAlign: button.align,
  });
}

async function checkTitleFree(db: Executor, scope: ServiceScope, title: string | undefined, id?: number) {
  if (title !== undefined && (await tabTitleTaken(db, scope, title, id))) {
    throw appError(ResultCode.TAB_DUPLICATED, { field: 'title' });
  }
}

/** `GET /search-tab/list`: every tab of the service, shown or not, with its boxes. */
export async function listSearchTabs(
  db: Database,
  caller: RouteCaller,
  serviceId: number | undefined,
): Promise<SearchTab[]> {
  const scope = await targetServiceFor(db, caller.actor, caller.authorize, serviceId);
  return withBoxes(db, scope, await listTabs(db, scope));
}

export async function searchTabDetail(db: Database, caller: RouteCaller, id: number): Promise<SearchTab> {
  return tabWithBoxes(db, (await tabForAdmin(db, caller, id)).row);
}

/** `POST /search-tab/add`: at the end of the service's tabs. */
export async function addSearchTab(db: Database, call: AdminCall, fields: TabAdd): Promise<SearchTab> {
  const scope = await targetServiceFor(db, call.actor, call.authorize, fields.serviceId);
  const row = await auditedWrite(db, call.who, async (tx, record) => {
    await lockCompany(tx, scope);
    await checkTitleFree(tx, scope, fields.title);
    const added = await insertTab(tx, scope, {
      ...columnsOf(fields),
      title: fields.title,
      type: fields.type,
      ordinal: await nextTabOrdinal(tx, scope),
    });
    record(rowChange('searchTab', 'add', null, added));
    return added;
  }).catch((error: unknown) => {
    throw asRefusal(error);
  });
  return tabWithBoxes(db, row);
}

/** `PUT /search-tab/update/{id}`: absent fields stay. */
export async function updateSearchTab(
  db: Database,
  call: AdminCall,
  id: number,
  fields: TabUpdate,
): Promise<SearchTab> {
  const { row: current, scope } = await tabForAdmin(db, call, id);
  const row = await auditedWrite(db, call.who, async (tx, record) => {
    await lockCompany(tx, scope);
    await checkTitleFree(tx, scope, fields.title, id);
    const updated = await updateTabRow(tx, scope, id, columnsOf(fields));
    if (!updated) throw appError(ResultCode.TAB_NOT_FOUND);
    record(rowChange('searchTab', 'update', current, updated));
    return updated;
  }).catch((error: unknown) => {
    throw asRefusal(error);
  });
  return tabWithBoxes(db, row);
}

/** `DELETE /search-tab/delete/{id}`: the tab and its boxes. */
export async function deleteSearchTab(
  db: Database,
  call: AdminCall,
  id: number,
): Promise<{ accepted: true }> {
  const { row, scope } = await tabForAdmin(db, call, id);
  await auditedWrite(db, call.who, async (tx, record) => {
    await deleteTabRow(tx, scope, id);
    record(rowChange('searchTab', 'delete', row, null));
  });
  return { accepted: true };
}

/** `PUT /search-tab/reorder`: `ids` is every tab of the service, once each (406 otherwise). */
export async function reorderSearchTabs(
  db: Database,
  call: AdminCall,
  body: z.output<typeof searchTabReorderSchema>,
): Promise<SearchTab[]> {
  const scope = await targetServiceFor(db, call.actor, call.authorize, body.serviceId);
  const tabs = await auditedWrite(db, call.who, async (tx, record) => {
    await lockCompany(tx, scope);
    const order = (await listTabs(tx, scope)).map((t) => t.id);
    const known = new Set(order);
    const sent = new Set(body.ids);
    if (sent.size !== body.ids.length || sent.size !== known.size || body.ids.some((id) => !known.has(id))) {
      throw appError(ResultCode.BAD_PARAMETERS, { field: 'ids', reason: 'every tab of the service, once' });
    }
    await setTabOrder(tx, scope, body.ids);
    record(orderChange('searchTabList', scope.serviceId, scope, order, body.ids));
    return listTabs(tx, scope);
  });
  return withBoxes(db, scope, tabs);
}
