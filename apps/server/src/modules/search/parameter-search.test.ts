import {
  apiRoutes,
  type CatalogueCard,
  ContentGroupType,
  SearchableField as F,
  SearchOperation as Op,
  ResultCode,
  SearchTabType,
  SortFieldType,
} from '@hondana/contract';
import { describe, expect, it } from 'vitest';
import {
  daysAgo,
  fillGroup,
  insertContent,
  insertGroup,
  specialGroupOf,
} from '../../../test/catalogue-kit.ts';
import { callRoute, endpointTests } from '../../../test/endpoint-kit.ts';
import { useTenantWorld, type WorldUser } from '../../../test/tenant-world.ts';
import { favourites, sortFields } from '../../db/schema/index.ts';
import { insertSearchBox, insertSearchTab } from './parameter-search-test-support.ts';

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

type Request = { searchBoxId: number; value?: string | string[] | null; contentGroupIdList?: number[] };
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
const sorted = (keys: (string | undefined)[]) => [...keys].sort();
async function refused(as: WorldUser | null, body: Request[], code: number) {
  const response = await search(as, body);
  expect(response.json(), response.body).toMatchObject({ status: code });
  expect(response.statusCode).not.toBe(200);
}
const visitor = null;
const reader = () => harness.world.readerA;

describe('POST /content/public/search and /content/search', () => {
  endpointTests('parameterSearchPublic', harness.context, {
    happy: () => ({
      as: null,
      body: [{ searchBoxId: box.partial as number, value: 'さくら' }],
      check: (data) => {
        expect(sorted(keysOf(data))).toEqual(['k1', 'k4']);
        const cards = (data as { content: CatalogueCard[] }).content;
        const read = Object.fromEntries(cards.map((card) => [keyOf(card.id), card.access.read]));
        expect(read).toEqual({ k1: ResultCode.LOGIN_REQUIRED, k4: ResultCode.LOGIN_REQUIRED });
      },
    }),
    badInput: () => ({
      as: null,
      body: [{ searchBoxId: box.date, value: ['2023/02/29', ''] }],
      code: ResultCode.DATE_FORMAT_INVALID,
    }),
    otherTenantIds: () => ({
      as: null,
      body: [{ searchBoxId: box.b, value: 'x' }],
      code: ResultCode.SEARCH_BOX_NOT_FOUND,
    }),
  });
  endpointTests('parameterSearch', harness.context, {
    happy: (w) => ({
      as: w.readerA,
      body: [{ searchBoxId: box.partial as number, value: 'さくら' }],
      check: (data) => expect(sorted(keysOf(data))).toEqual(['k1', 'k4']),
    }),
    badInput: (w) => ({
      as: w.readerA,
      body: [{ searchBoxId: box.date, value: ['2024/02/02', '2024/02/01'] }],
      code: ResultCode.DATE_RANGE_INVALID,
    }),
    otherTenantIds: (w) => ({
      as: w.readerA,
      body: [{ searchBoxId: box.a2, value: 'x' }],
      code: ResultCode.SEARCH_BOX_NOT_FOUND,
    }),
  });

  it('answers every visible content, newest first, when nothing is asked', async () => {
    expect(await found(visitor, [])).toEqual(['k1', 'k2', 'k3', 'k7']);
    expect(await found(reader(), [])).toEqual(['k1', 'k2', 'k3', 'k7', 'k4']);
  });

  it('drops empty values', async () => {
    const empty: Request[] = [
      { searchBoxId: box.partial as number, value: '  ' },
      { searchBoxId: box.date as number, value: ['', ''] },
      { searchBoxId: box.multi as number, value: [] },
      { searchBoxId: box.groups as number, contentGroupIdList: [] },
      { searchBoxId: box.exact as number, value: null },
    ];
    expect(await found(visitor, empty)).toEqual(['k1', 'k2', 'k3', 'k7']);
  });

  it('shows a visitor login-required contents locked, and never unpublished or another service’s to anyone', async () => {
    expect(await found(visitor, [{ searchBoxId: box.partial as number, value: 'さくら' }])).toEqual(['k1']);
    expect(sorted(await found(reader(), [{ searchBoxId: box.single as number, value: 'Red' }]))).toEqual([
      'k1',
      'k3',
      'k4',
    ]);
  });

  describe('partial match', () => {
    const partial = (value: string) => found(visitor, [{ searchBoxId: box.partial as number, value }]);
    it('matches any field, case-insensitively', async () => {
      expect(sorted(await partial('TANAKA'))).toEqual(['k1', 'k3']);
      expect(await partial('guide')).toEqual(['k2']);
    });
    it('ignores width: ASCII finds full-width text and full-width finds ASCII', async () => {
      expect(await partial('abc')).toEqual(['k2']);
      expect(await partial('ｓｕｒｅ')).toEqual(['k3']);
    });
    it('takes %, _ and \\ literally', async () => {
      expect(await partial('100%')).toEqual(['k3']);
      expect(await partial('e_t')).toEqual(['k3']);
      expect(await partial('s_re')).toEqual([]);
      expect(await partial('%')).toEqual(['k3']);
      expect(await partial('\\')).toEqual([]);
    });
    it('takes one value (406 for several)', async () => {
      await refused(
        visitor,
        [{ searchBoxId: box.partial as number, value: ['a', 'b'] }],
        ResultCode.BAD_PARAMETERS,
      );
    });
  });

  describe('exact match', () => {
    const exact = (value: string) => found(visitor, [{ searchBoxId: box.exact as number, value }]);
    it('equals a text field case-insensitively, never a part of it', async () => {
      expect(sorted(await exact('TANAKA'))).toEqual(['k1', 'k3']);
      expect(await exact('Tanak')).toEqual([]);
    });
    it('compares the year as a number; a value that is not one matches no year', async () => {
      expect(await exact('2001')).toEqual(['k1']);
      expect(await exact('２０１０')).toEqual(['k2']);
      expect(await exact('20x1')).toEqual([]);
    });
  });

  describe('date range', () => {
    const dates = (value: string[]) => found(visitor, [{ searchBoxId: box.date as number, value }]);
    it('counts the upload date’s day in Japan, both ends included', async () => {
      expect(await dates(['2024/02/01', '2024/02/01'])).toEqual(['k1']);
      expect(await dates(['2024/01/31', '2024/01/31'])).toEqual([]);
      expect(await dates(['2023/12/31', '2023/12/31'])).toEqual(['k2']);
    });
    it('leaves an empty end open', async () => {
      expect(await dates(['2024/01/01', ''])).toEqual(['k1', 'k3']);
      expect(await dates(['', '2023/12/31'])).toEqual(['k2']);
      expect(await dates(['2024/03/01'])).toEqual(['k3']);
    });
    it('reads params holding a YYYY/MM/DD date (the leap day), never other text', async () => {
      expect(await dates(['2024/02/29', '2024/02/29'])).toEqual(['k1']);
      expect(await dates(['2024/02/02', '2024/02/29'])).toEqual(['k1']);
    });
    it('refuses a value that is not a date (408), a start after the end (409), a lone text (406)', async () => {
      const date = box.date as number;
      await refused(
        visitor,
        [{ searchBoxId: date, value: ['2023/02/29', ''] }],
        ResultCode.DATE_FORMAT_INVALID,
      );
      await refused(
        visitor,
        [{ searchBoxId: date, value: ['2024/13/01', ''] }],
        ResultCode.DATE_FORMAT_INVALID,
      );
      await refused(
        visitor,
        [{ searchBoxId: date, value: ['', 'yesterday'] }],
        ResultCode.DATE_FORMAT_INVALID,
      );
      await refused(
        visitor,
        [{ searchBoxId: date, value: ['2024-01-01', ''] }],
        ResultCode.DATE_FORMAT_INVALID,
      );
      await refused(
        visitor,
        [{ searchBoxId: date, value: ['2024/01/02', '2024/01/01'] }],
        ResultCode.DATE_RANGE_INVALID,
      );
      await refused(visitor, [{ searchBoxId: date, value: '2024/01/01' }], ResultCode.BAD_PARAMETERS);
      await refused(
        visitor,
        [{ searchBoxId: date, value: ['2024/01/01', '2024/01/02', '2024/01/03'] }],
        ResultCode.BAD_PARAMETERS,
      );
    });
  });

  describe('month and year ranges', () => {
    it('take whole months: the month’s last day is included', async () => {
      const month = (value: string[]) => found(visitor, [{ searchBoxId: box.month as number, value }]);
      expect(await month(['2023/12/01', '2023/12/01'])).toEqual(['k2']);
      expect(await month(['2024/02', '2024/03'])).toEqual(['k1', 'k3']);
      expect(await month(['2024/03/01', ''])).toEqual(['k3']);
      await refused(
        visitor,
        [{ searchBoxId: box.month as number, value: ['2024/03', '2024/02'] }],
        ResultCode.DATE_RANGE_INVALID,
      );
    });
    it('take whole years: the year field by its years, the upload date to 31 December', async () => {
      const year = (value: string[]) => found(visitor, [{ searchBoxId: box.year as number, value }]);
      expect(await year(['2001/06/01', '2001/06/01'])).toEqual(['k1']);
      expect(await year(['1999', '2001'])).toEqual(['k1', 'k3']);
      expect(await year(['2010/12/31', ''])).toEqual(['k2']);
      const uploaded = (value: string[]) =>
        found(visitor, [{ searchBoxId: box.yearUploaded as number, value }]);
      expect(await uploaded(['', '2023/01/01'])).toEqual(['k2']);
      expect(await uploaded(['2024', '2024'])).toEqual(['k1', 'k3']);
      await refused(
        visitor,
        [{ searchBoxId: box.year as number, value: ['2001/02/30', ''] }],
        ResultCode.DATE_FORMAT_INVALID,
      );
    });
  });

  describe('choices', () => {
    it('single choice: one offered value, equal', async () => {
      expect(await found(visitor, [{ searchBoxId: box.single as number, value: 'Red' }])).toEqual([
        'k1',
        'k3',
      ]);
      await refused(
        visitor,
        [{ searchBoxId: box.single as number, value: 'Purple' }],
        ResultCode.BAD_PARAMETERS,
      );
      await refused(
        visitor,
        [{ searchBoxId: box.single as number, value: ['Red', 'Blue'] }],
        ResultCode.BAD_PARAMETERS,
      );
    });
    it('multiple choice: any of the values', async () => {
      const multi = box.multi as number;
      expect(await found(visitor, [{ searchBoxId: multi, value: ['Red', 'Blue'] }])).toEqual([
        'k1',
        'k2',
        'k3',
      ]);
      expect(await found(visitor, [{ searchBoxId: multi, value: ['Blue', 'Green'] }])).toEqual(['k2']);
    });
    it('groups: contents in any of the groups the box offers', async () => {
      const groups = box.groups as number;
      expect(
        await found(visitor, [{ searchBoxId: groups, contentGroupIdList: [group.novels as number] }]),
      ).toEqual(['k7']);
      expect(
        await found(reader(), [{ searchBoxId: groups, contentGroupIdList: [group.novels as number] }]),
      ).toEqual(['k7', 'k4']);
      expect(
        await found(visitor, [{ searchBoxId: groups, contentGroupIdList: [group.new as number] }]),
      ).toEqual(['k1', 'k2', 'k3']);
      const both = [group.new as number, group.novels as number];
      expect(await found(visitor, [{ searchBoxId: groups, contentGroupIdList: both }])).toEqual([
        'k1',
        'k2',
        'k3',
        'k7',
      ]);
    });
    it('favourite and recently-read groups only for a signed-in reader (710 for a visitor)', async () => {
      const groups = box.groups as number;
      const mine = [group.favourites as number];
      expect(await found(reader(), [{ searchBoxId: groups, contentGroupIdList: mine }])).toEqual(['k2']);
      expect(
        await found(reader(), [{ searchBoxId: groups, contentGroupIdList: [group.recent as number] }]),
      ).toEqual([]);
      await refused(
        visitor,
        [{ searchBoxId: groups, contentGroupIdList: mine }],
        ResultCode.CONTENT_GROUP_NOT_FOUND,
      );
    });
    it('refuses a group the box does not offer, a hidden group and a group in a box without groups (710)', async () => {
      const groups = box.groups as number;
      await refused(
        visitor,
        [{ searchBoxId: groups, contentGroupIdList: [group.notOffered as number] }],
        ResultCode.CONTENT_GROUP_NOT_FOUND,
      );
      await refused(
        visitor,
        [{ searchBoxId: groups, contentGroupIdList: [group.hidden as number] }],
        ResultCode.CONTENT_GROUP_NOT_FOUND,
      );
      await refused(
        visitor,
        [{ searchBoxId: box.multi as number, contentGroupIdList: [group.novels as number] }],
        ResultCode.CONTENT_GROUP_NOT_FOUND,
      );
    });
  });

  describe('boxes', () => {
    it('combines boxes with AND', async () => {
      const body = [
        { searchBoxId: box.partial as number, value: 'さくら' },
        { searchBoxId: box.single as number, value: 'Red' },
      ];
      expect(await found(visitor, body)).toEqual(['k1']);
      expect(sorted(await found(reader(), body))).toEqual(['k1', 'k4']);
      const none = [...body, { searchBoxId: box.exact as number, value: '1999' }];
      expect(await found(visitor, none)).toEqual([]);
    });
    it('ignores a full-text box (its words go to the full-text search)', async () => {
      expect(await found(visitor, [{ searchBoxId: box.fullText as number, value: 'zzz' }])).toEqual([
        'k1',
        'k2',
        'k3',
        'k7',
      ]);
    });
    it('refuses boxes of another service or company and unknown boxes (708)', async () => {
      await refused(
        visitor,
        [{ searchBoxId: box.a2 as number, value: 'さくら' }],
        ResultCode.SEARCH_BOX_NOT_FOUND,
      );
      await refused(
        reader(),
        [{ searchBoxId: box.b as number, value: 'さくら' }],
        ResultCode.SEARCH_BOX_NOT_FOUND,
      );
      await refused(
        visitor,
        [{ searchBoxId: 999_999_999, value: 'さくら' }],
        ResultCode.SEARCH_BOX_NOT_FOUND,
      );
    });
    it('refuses boxes of two tabs and a box named twice (406)', async () => {
      const partial = box.partial as number;
      await refused(
        visitor,
        [
          { searchBoxId: partial, value: 'a' },
          { searchBoxId: box.otherTab as number, value: 'b' },
        ],
        ResultCode.BAD_PARAMETERS,
      );
      await refused(
        visitor,
        [
          { searchBoxId: partial, value: 'a' },
          { searchBoxId: partial, value: 'b' },
        ],
        ResultCode.BAD_PARAMETERS,
      );
    });
    it('needs the boxes required at view from a visitor and at login from a reader (406)', async () => {
      const atView = { searchBoxId: box.atView as number, value: 'さくら' };
      const atLogin = { searchBoxId: box.atLogin as number, value: 'Tanaka' };
      const free = { searchBoxId: box.free as number, value: 'さくら' };
      await refused(visitor, [free], ResultCode.BAD_PARAMETERS);
      await refused(visitor, [{ ...atView, value: ' ' }, free], ResultCode.BAD_PARAMETERS);
      expect(await found(visitor, [atView])).toEqual(['k1']);
      await refused(reader(), [atView], ResultCode.BAD_PARAMETERS);
      expect(await found(reader(), [atLogin])).toEqual(['k1', 'k3']);
    });
  });

  describe('sorting and paging', () => {
    it('sorts by a search-result sort field, in its default direction unless one is sent', async () => {
      expect(await found(visitor, [], { sort_field: 4 })).toEqual(['k2', 'k1', 'k3', 'k7']);
      expect(await found(visitor, [], { sort_field: 4, sort: 'asc' })).toEqual(['k7', 'k3', 'k1', 'k2']);
      expect(await found(visitor, [], { sort_field: 12 })).toEqual(['k1', 'k2', 'k3', 'k7']);
    });
    it('sorts and pages what the boxes found, and counts it past the last page', async () => {
      const colours = [{ searchBoxId: box.multi as number, value: ['Red', 'Blue'] }];
      expect(await found(visitor, colours, { sort_field: 4, sort: 'ASC' })).toEqual(['k3', 'k1', 'k2']);
      // Japanese order (digits, Latin of either width, kana), not code points (full-width Latin last).
      expect(await found(visitor, colours, { sort_field: 1, sort: 'DESC' })).toEqual(['k1', 'k2', 'k3']);
      const second = await search(visitor, colours, { size: 2, page: 2 });
      // A visitor is shown the login-required k4 too, locked.
      expect(keysOf(second.json().data)).toEqual(['k3', 'k4']);
      const past = await search(visitor, colours, { size: 2, page: 5 });
      expect(past.json().data).toMatchObject({ content: [], totalElements: 4, totalPages: 2 });
    });
    it('pages, and starts a new search at page 1', async () => {
      const response = await search(visitor, [], { size: 3, page: 2 });
      expect(response.json().data).toMatchObject({ totalElements: 5, totalPages: 2, number: 2, size: 3 });
      expect(keysOf(response.json().data)).toEqual(['k7', 'k4']);
      const fresh = await search(visitor, [], { size: 3, page: 2, is_new_search: true });
      expect(fresh.json().data).toMatchObject({ number: 1 });
      expect(keysOf(fresh.json().data)).toEqual(['k1', 'k2', 'k3']);
    });
  });
});
