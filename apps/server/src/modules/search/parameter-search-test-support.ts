/** Test support: search tabs and boxes written straight into the database (the settings calls come separately). */

import { randomBytes } from 'node:crypto';
import {
  apiRoutes,
  type CatalogueCard,
  ContentGroupType,
  SearchableField as F,
  SearchOperation as Op,
  ResultCode,
  SearchableField,
  SearchOperation,
  SearchTabType,
  SortFieldType,
} from '@hondana/contract';
import { expect } from 'vitest';
import {
  daysAgo,
  fillGroup,
  insertContent,
  insertGroup,
  specialGroupOf,
} from '../../../test/catalogue-kit.ts';
import { callRoute } from '../../../test/endpoint-kit.ts';
import { useTenantWorld, type WorldUser } from '../../../test/tenant-world.ts';
import {
  favourites,
  searchBoxContentGroups,
  searchBoxes,
  searchTabs,
  sortFields,
} from '../../db/schema/index.ts';
import type { Database } from '../../platform/database/connection.ts';
import type { Tenant } from '../../platform/tenancy/resolve-tenant.ts';

export async function insertSearchTab(
  db: Database,
  tenant: Tenant,
  values: Partial<typeof searchTabs.$inferInsert> = {},
) {
  const [row] = await db
    .insert(searchTabs)
    .values({
      companyId: tenant.company.id,
      serviceId: tenant.service.id,
      title: `Tab ${randomBytes(4).toString('hex')}`,
      type: SearchTabType.PARAM,
      ...values,
    })
    .returning({ id: searchTabs.id });
  if (!row) throw new Error('tab not inserted');
  return row.id;
}

export type SearchBoxInsert = Partial<typeof searchBoxes.$inferInsert> & {
  operation: SearchOperation;
  searchFields: NonNullable<(typeof searchBoxes.$inferInsert)['searchFields']>;
};

/**
 * A box of the tab; choice boxes get a match value unless given or offering content groups (a group-only
 * choice box needs none), groups are offered in the order given.
 */
export async function insertSearchBox(
  db: Database,
  tenant: Tenant,
  tabId: number,
  values: SearchBoxInsert,
  groupIds: number[] = [],
) {
  const choice =
    values.operation === SearchOperation.SINGLE_CHOICE || values.operation === SearchOperation.MULTI_CHOICE;
  const [row] = await db
    .insert(searchBoxes)
    .values({
      companyId: tenant.company.id,
      serviceId: tenant.service.id,
      tabId,
      label: `Box ${randomBytes(4).toString('hex')}`,
      searchType: SearchTabType.PARAM,
      matchValues: choice && !values.searchFields.includes(SearchableField.CONTENT_GROUP) ? ['-'] : [],
      ...values,
    })
    .returning({ id: searchBoxes.id });
  if (!row) throw new Error('box not inserted');
  if (groupIds.length) {
    await db.insert(searchBoxContentGroups).values(
      groupIds.map((contentGroupId, index) => ({
        companyId: tenant.company.id,
        searchBoxId: row.id,
        contentGroupId,
        ordinal: index + 1,
      })),
    );
  }
  return row.id;
}

export type Request = {
  searchBoxId: number;
  value?: string | string[] | null;
  contentGroupIdList?: number[];
};
export const sorted = (keys: (string | undefined)[]) => [...keys].sort();
export const visitor = null;

/**
 * The parameter search tests' world (call once at a test file's top level): contents k1… in tenants A, A2
 * and B with their groups, favourites and sort fields, a tab of boxes of every operation, and calls bound
 * to it.
 */
export function useParameterSearchWorld() {
  const rows: Record<string, { id: number; elementId: string }> = {};
  const box: Record<string, number> = {};
  const group: Record<string, number> = {};

  const harness = useTenantWorld({}, async ({ world, database }) => {
    const { db } = database;
    const { a, a2, b } = world;
    const add = async (key: string, values: Parameters<typeof insertContent>[2], tenant = a) => {
      rows[key] = await insertContent(db, tenant, values);
    };
    // 00:30 on 1 February 2024 in Japan; 23:59:59 on 31 December 2023 in Japan; 09:00 on 1 March 2024.
    await add('k1', {
      title: 'さくらの本',
      author: 'Tanaka',
      year: 2001,
      uploadedAt: new Date('2024-01-31T15:30:00Z'),
      param1: '2024/02/29',
      param2: 'Red',
      publishedAt: daysAgo(1),
    });
    await add('k2', {
      title: 'ＡＢＣ Guide',
      author: 'Suzuki',
      year: 2010,
      uploadedAt: new Date('2023-12-31T14:59:59Z'),
      param1: '2023/12/31',
      param2: 'Blue',
      publishedAt: daysAgo(2),
    });
    await add('k3', {
      title: '100% sure_thing',
      author: 'tanaka',
      year: 1999,
      uploadedAt: new Date('2024-03-01T00:00:00Z'),
      param1: 'not a date',
      param2: 'red',
      publishedAt: daysAgo(3),
    });
    await add('k4', { title: 'さくら秘密', author: 'Sato', year: 2001, param2: 'Red', loginRequired: true });
    await add('k7', { title: 'Old book', year: 1980, publishedAt: daysAgo(100) });
    await add('hiddenByAdmin', { title: 'さくら非公開', published: false, param2: 'Red' });
    await add('unpublished', { title: 'さくら未公開', state: 'unpublished', published: false });
    await add('processing', { title: 'さくら処理中', state: 'processing', publishedAt: null });
    await add('otherService', { title: 'さくら other service', param2: 'Red' }, a2);
    await add('otherCompany', { title: 'さくら other company', param2: 'Red' }, b);

    group.novels = await insertGroup(db, a, 'Novels');
    group.hidden = await insertGroup(db, a, 'Hidden', { isShow: false });
    group.notOffered = await insertGroup(db, a, 'Not offered');
    group.new = await specialGroupOf(db, a, ContentGroupType.NEW);
    group.favourites = await specialGroupOf(db, a, ContentGroupType.FAVORITE);
    group.recent = await specialGroupOf(db, a, ContentGroupType.RECENTLY);
    const id = (key: string) => rows[key]?.id as number;
    await fillGroup(db, a, group.novels, [id('k7'), id('k4'), id('hiddenByAdmin')]);
    await fillGroup(db, a, group.hidden, [id('k1')]);
    await fillGroup(db, a, group.notOffered, [id('k2')]);
    await db
      .insert(favourites)
      .values({ companyId: a.company.id, userId: world.readerA.user.id, contentId: id('k2') });
    await db.insert(sortFields).values({
      companyId: a.company.id,
      serviceId: a.service.id,
      type: SortFieldType.SEARCH_RESULT,
      field: 'year',
      title: 'Year',
      isAscDefault: false,
    });

    const tab = await insertSearchTab(db, a);
    const boxes = {
      partial: { operation: Op.PARTIAL, searchFields: [F.TITLE, F.AUTHOR] },
      exact: { operation: Op.EXACT, searchFields: [F.AUTHOR, F.YEAR] },
      date: { operation: Op.DATE_RANGE, searchFields: [F.UPLOADED_AT, F.PARAM1] },
      month: { operation: Op.MONTH_RANGE, searchFields: [F.UPLOADED_AT] },
      year: { operation: Op.YEAR_RANGE, searchFields: [F.YEAR] },
      yearUploaded: { operation: Op.YEAR_RANGE, searchFields: [F.UPLOADED_AT] },
      single: { operation: Op.SINGLE_CHOICE, searchFields: [F.PARAM2], matchValues: ['Red', 'Blue'] },
      multi: { operation: Op.MULTI_CHOICE, searchFields: [F.PARAM2], matchValues: ['Red', 'Blue', 'Green'] },
      fullText: { operation: Op.PARTIAL, searchFields: [], searchType: SearchTabType.FULL_TEXT },
    } as const;
    for (const [key, values] of Object.entries(boxes)) {
      box[key] = await insertSearchBox(db, a, tab, {
        ...values,
        searchFields: [...values.searchFields],
      } as never);
    }
    box.groups = await insertSearchBox(
      db,
      a,
      tab,
      { operation: Op.MULTI_CHOICE, searchFields: [F.CONTENT_GROUP] },
      [group.novels, group.hidden, group.new, group.favourites, group.recent],
    );
    box.otherTab = await insertSearchBox(db, a, await insertSearchTab(db, a), {
      operation: Op.PARTIAL,
      searchFields: [F.TITLE],
    });
    const requiredTab = await insertSearchTab(db, a);
    box.atView = await insertSearchBox(db, a, requiredTab, {
      operation: Op.PARTIAL,
      searchFields: [F.TITLE],
      isRequiredAtView: true,
    });
    box.atLogin = await insertSearchBox(db, a, requiredTab, {
      operation: Op.PARTIAL,
      searchFields: [F.AUTHOR],
      isRequiredAtLogin: true,
    });
    box.free = await insertSearchBox(db, a, requiredTab, { operation: Op.PARTIAL, searchFields: [F.TITLE] });
    box.a2 = await insertSearchBox(db, a2, await insertSearchTab(db, a2), {
      operation: Op.PARTIAL,
      searchFields: [F.TITLE],
    });
    box.b = await insertSearchBox(db, b, await insertSearchTab(db, b), {
      operation: Op.PARTIAL,
      searchFields: [F.TITLE],
    });
  });

  const keyOf = (elementId: string) => Object.entries(rows).find(([, r]) => r.elementId === elementId)?.[0];
  const keysOf = (data: unknown) => (data as { content: CatalogueCard[] }).content.map((c) => keyOf(c.id));

  function search(as: WorldUser | null, body: Request[], query: Record<string, unknown> = {}) {
    const spec = as ? apiRoutes.parameterSearch : apiRoutes.parameterSearchPublic;
    return callRoute(harness.app, spec, { as, query, body }, harness.world);
  }
  /**
   * The found contents' keys in the order answered. A visitor is shown login-required contents with a
   * lock (the reader-access table): each is checked to carry it, then left out, so the search's matching
   * is compared on the same keys as before visitors saw them.
   */
  async function found(as: WorldUser | null, body: Request[], query: Record<string, unknown> = {}) {
    const response = await search(as, body, query);
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json().data as { content: CatalogueCard[] };
    const locked = data.content.filter((card) => card.loginRequired);
    const lockedRead = as === null ? ResultCode.LOGIN_REQUIRED : 'allowed';
    for (const card of locked) expect(card.access.read).toBe(lockedRead);
    if (as !== null) return keysOf(data);
    const lockedIds = new Set(locked.map((card) => card.id));
    return keysOf({ ...data, content: data.content.filter((card) => !lockedIds.has(card.id)) });
  }
  async function refused(as: WorldUser | null, body: Request[], code: number) {
    const response = await search(as, body);
    expect(response.json(), response.body).toMatchObject({ status: code });
    expect(response.statusCode).not.toBe(200);
  }
  const reader = () => harness.world.readerA;

  return { rows, box, group, harness, keyOf, keysOf, search, found, refused, reader };
}
