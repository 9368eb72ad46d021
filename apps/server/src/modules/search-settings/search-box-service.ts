import {
  ResultCode,
  type SearchableField,
  type SearchBox,
  type SearchTab,
  SearchTabType,
  type searchBoxAddSchema,
  type searchBoxReorderSchema,
  type searchBoxUpdateSchema,
  storedTranslations,
} from '@hondana/contract';
import type { z } from 'zod';
import type { AdminCall } from '../../platform/audit/audit-who.ts';
import { auditedWrite } from '../../platform/audit/audited-write.ts';
import { orderChange, rowChange } from '../../platform/audit/row-change.ts';
import type { Database, Executor } from '../../platform/database/connection.ts';
import { asRefusal } from '../../platform/database/constraint-refusals.ts';
import { appError } from '../../platform/http/app-error.ts';
import type { RouteCaller } from '../../platform/policy/admin-scope.ts';
import { lockCompany } from '../../platform/tenancy/tenant-repository.ts';
import type { ServiceScope } from '../../platform/tenancy/tenant-scope.ts';
import { type BoxDraft, checkBoxRules } from './box-rules.ts';
import { presentSearchBox } from './present-search-page.ts';
import { boxForAdmin, tabForAdmin, tabWithBoxes } from './search-page-reach.ts';
import {
  boxLabelTaken,
  deleteBoxRow,
  findBox,
  groupsOfService,
  insertBox,
  listBoxesOfTabs,
  listOfferedGroups,
  nextBoxOrdinal,
  replaceBoxGroups,
  type SearchBoxInsert,
  type SearchBoxRow,
  setBoxOrder,
  tabHasFullTextBox,
  updateBoxRow,
} from './search-page-repository.ts';

type BoxAdd = z.output<typeof searchBoxAddSchema>;
type BoxUpdate = z.output<typeof searchBoxUpdateSchema>;

const defined = <T extends object>(values: T): Partial<T> =>
  Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)) as Partial<T>;

/** The stored box with what the call changes: what the rules check and what is written. */
function resultOf(current: BoxDraft & { label: string }, fields: BoxUpdate) {
  return {
    label: fields.label ?? current.label,
    operation: fields.operation ?? current.operation,
    searchType: fields.searchType ?? current.searchType,
    searchFields: fields.searchFields ?? current.searchFields,
    matchValues: fields.matchValue ?? current.matchValues,
    contentGroupIds: fields.contentGroupIds ?? current.contentGroupIds,
  };
}

/** The checks that read the database: label once per tab (730), one full-text box (782), own groups (710). */
async function checkAgainstTab(
  tx: Executor,
  scope: ServiceScope,
  tabId: number,
  box: ReturnType<typeof resultOf>,
  id?: number,
) {
  if (await boxLabelTaken(tx, scope, tabId, box.label, id)) {
    throw appError(ResultCode.LABEL_DUPLICATED, { field: 'label' });
  }
  if (box.searchType === SearchTabType.FULL_TEXT && (await tabHasFullTextBox(tx, scope, tabId, id))) {
    throw appError(ResultCode.FULL_TEXT_SEARCH_BOX_LIMIT, { field: 'searchType' });
  }
  const own = await groupsOfService(tx, scope, [...box.contentGroupIds]);
  if (box.contentGroupIds.some((groupId) => !own.has(groupId))) {
    throw appError(ResultCode.CONTENT_GROUP_NOT_FOUND, { field: 'contentGroupIds' });
  }
}

function columnsOf(fields: BoxUpdate, box: ReturnType<typeof resultOf>): Partial<SearchBoxInsert> {
  return defined({
    label: fields.label,
    labelTranslations: fields.labelTranslations && storedTranslations(fields.labelTranslations),
    isShowLabel: fields.isShowLabel,
    size: fields.size,
    operation: fields.operation,
    searchType: fields.searchType,
    searchFields: fields.searchFields === undefined ? undefined : (box.searchFields as SearchableField[]),
    matchValues: fields.matchValue === undefined ? undefined : [...box.matchValues],
    isRequiredAtLogin: fields.isRequiredAtLogin,
    isRequiredAtView: fields.isRequiredAtView,
  });
}

async function presentBox(db: Executor, row: SearchBoxRow): Promise<SearchBox> {
  return presentSearchBox(row, await listOfferedGroups(db, row, [row.id]));
}

export async function searchBoxDetail(db: Database, caller: RouteCaller, id: number): Promise<SearchBox> {
  return presentBox(db, (await boxForAdmin(db, caller, id)).row);
}

/** `POST /search-box/add`: at the end of its tab, in the tab's service. */
export async function addSearchBox(db: Database, call: AdminCall, fields: BoxAdd): Promise<SearchBox> {
  const { row: tab, scope } = await tabForAdmin(db, call, fields.tabId);
  const box = resultOf(
    {
      label: fields.label,
      operation: fields.operation,
      searchType: fields.searchType,
      searchFields: [],
      matchValues: [],
      contentGroupIds: [],
    },
    fields,
  );
  checkBoxRules(box);
  const row = await auditedWrite(db, call.who, async (tx, record) => {
    await lockCompany(tx, scope);
    await checkAgainstTab(tx, scope, tab.id, box);
    const inserted = await insertBox(tx, scope, {
      ...columnsOf(fields, box),
      label: fields.label,
      operation: fields.operation,
      searchType: fields.searchType,
      tabId: tab.id,
      ordinal: await nextBoxOrdinal(tx, scope, tab.id),
    });
    await replaceBoxGroups(tx, scope, inserted.id, [...box.contentGroupIds]);
    record(rowChange('searchBox', 'add', null, { ...inserted, contentGroupIds: [...box.contentGroupIds] }));
    return inserted;
  }).catch((error: unknown) => {
    throw asRefusal(error);
  });
  return presentBox(db, row);
}

/** `PUT /search-box/update/{id}`: absent fields stay; the rules are checked on the result. */
export async function updateSearchBox(
  db: Database,
  call: AdminCall,
  id: number,
  fields: BoxUpdate,
): Promise<SearchBox> {
  const { scope } = await boxForAdmin(db, call, id);
  const row = await auditedWrite(db, call.who, async (tx, record) => {
    await lockCompany(tx, scope);
    const current = await findBox(tx, scope, id);
    if (!current) throw appError(ResultCode.SEARCH_BOX_NOT_FOUND);
    const groups = await listOfferedGroups(tx, scope, [id]);
    const box = resultOf({ ...current, contentGroupIds: groups.map((g) => g.id) }, fields);
    checkBoxRules(box);
    await checkAgainstTab(tx, scope, current.tabId, box, id);
    const updated = await updateBoxRow(tx, scope, id, columnsOf(fields, box));
    if (!updated) throw appError(ResultCode.SEARCH_BOX_NOT_FOUND);
    if (fields.contentGroupIds !== undefined) {
      await replaceBoxGroups(tx, scope, id, [...box.contentGroupIds]);
    }
    record(
      rowChange(
        'searchBox',
        'update',
        { ...current, contentGroupIds: groups.map((g) => g.id) },
        { ...updated, contentGroupIds: [...box.contentGroupIds] },
      ),
    );
    return updated;
  }).catch((error: unknown) => {
    throw asRefusal(error);
  });
  return presentBox(db, row);
}

export async function deleteSearchBox(
  db: Database,
  call: AdminCall,
  id: number,
): Promise<{ accepted: true }> {
  const { row, scope } = await boxForAdmin(db, call, id);
  await auditedWrite(db, call.who, async (tx, record) => {
    await deleteBoxRow(tx, scope, id);
    record(rowChange('searchBox', 'delete', row, null));
  });
  return { accepted: true };
}

/** `PUT /search-box/reorder`: `ids` is every box of the tab, once each (406 otherwise). */
export async function reorderSearchBoxes(
  db: Database,
  call: AdminCall,
  body: z.output<typeof searchBoxReorderSchema>,
): Promise<SearchTab> {
  const { row: tab, scope } = await tabForAdmin(db, call, body.tabId);
  await auditedWrite(db, call.who, async (tx, record) => {
    await lockCompany(tx, scope);
    const order = (await listBoxesOfTabs(tx, scope, [tab.id])).map((b) => b.id);
    const known = new Set(order);
    const sent = new Set(body.ids);
    if (sent.size !== body.ids.length || sent.size !== known.size || body.ids.some((id) => !known.has(id))) {
      throw appError(ResultCode.BAD_PARAMETERS, { field: 'ids', reason: 'every box of the tab, once' });
    }
    await setBoxOrder(tx, scope, tab.id, body.ids);
    record(orderChange('searchBoxList', tab.id, scope, order, body.ids));
  });
  return tabWithBoxes(db, tab);
}
