import {
  apiRoutes,
  type CatalogueCard,
  ContentGroupType,
  PageAccessMode,
  ResultCode,
  sortFieldCodes,
} from '@hondana/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  daysAgo,
  fillGroup,
  insertContent,
  insertGroup,
  specialGroupOf,
  tagContents,
} from '../../../test/catalogue-kit.ts';
import { callRoute, endpointTests } from '../../../test/endpoint-kit.ts';
import { createTenant } from '../../../test/fixtures.ts';
import { useTenantWorld, type WorldUser } from '../../../test/tenant-world.ts';
import { companies, contentDailyViewers } from '../../db/schema/index.ts';
import type { Tenant } from '../../platform/tenancy/resolve-tenant.ts';

type Row = { id: number; elementId: string };
const rows: Record<string, Row> = {};
const groups: Record<string, number> = {};
const tags: Record<string, number> = {};
let loginOnly: Tenant;
let open: Tenant;

const harness = useTenantWorld({}, async ({ world, database }) => {
  const { db } = database;
  const a = world.a;
  const add = async (key: string, values: Parameters<typeof insertContent>[2], tenant = a) => {
    rows[key] = await insertContent(db, tenant, values);
  };
  await add('sakura', {
    title: 'さくら',
    author: 'Bさん',
    year: 2001,
    publishedAt: daysAgo(5),
    uploadedAt: daysAgo(6),
    param1: 'p-b',
  });
  await add('ame', {
    title: 'アメ',
    author: 'Aさん',
    loginRequired: true,
    publishedAt: daysAgo(3),
    uploadedAt: daysAgo(3),
    param1: 'p-a',
  });
  await add('kame', { title: 'かめ', state: 'unpublished', published: false, publishedAt: daysAgo(1) });
  await add('vol10', {
    title: '第10巻',
    author: 'Cさん',
    series: 'Saga',
    year: 1999,
    publishedAt: daysAgo(50),
    uploadedAt: daysAgo(50),
  });
  await add('vol2', {
    title: '第2巻',
    author: 'Cさん',
    series: 'Saga',
    year: 2010,
    publishedAt: daysAgo(60),
    uploadedAt: daysAgo(61),
  });
  await add('proc', { title: 'Processing', state: 'processing', publishedAt: null, coverUrl: null });
  await add('failed', { title: 'Failed', state: 'failed', publishedAt: null, coverUrl: null });
  await add('abc', {
    title: 'abc',
    year: 2005,
    publishedAt: daysAgo(200),
    uploadedAt: daysAgo(200),
    contentCode: 'ABC-1',
  });
  await add('other', { title: 'Other service book' }, world.a2);
  await add('bBook', { title: 'B book' }, world.b);
  const id = (key: string) => rows[key]?.id as number;

  groups.novels = await insertGroup(db, a, 'Novels', { ordinal: 1 });
  groups.hidden = await insertGroup(db, a, 'Hidden', { isShow: false });
  groups.new = await specialGroupOf(db, a, ContentGroupType.NEW);
  groups.popular = await specialGroupOf(db, a, ContentGroupType.POPULAR);
  groups.recommend = await specialGroupOf(db, a, ContentGroupType.RECOMMEND);
  groups.favourites = await specialGroupOf(db, a, ContentGroupType.FAVORITE);
  groups.a2 = await insertGroup(db, world.a2, 'A2 group');
  groups.b = await insertGroup(db, world.b, 'B group');
  await fillGroup(
    db,
    a,
    groups.novels,
    ['vol10', 'sakura', 'ame', 'kame', 'proc', 'failed', 'vol2', 'abc'].map(id),
  );
  await fillGroup(db, a, groups.hidden, [id('sakura')]);
  await fillGroup(db, a, groups.recommend, [id('abc')]);
  await fillGroup(db, world.a2, groups.a2, [id('other')]);
  await fillGroup(db, world.b, groups.b, [id('bBook')]);
  tags.mystery = await tagContents(db, a, 'mystery', [id('sakura'), id('ame'), id('kame')]);
  tags.secret = await tagContents(db, a, 'secret', [id('kame'), id('proc')]);
  tags.a2 = await tagContents(db, world.a2, 'a2 tag', [id('other')]);

  const today = new Date().toISOString().slice(0, 10);
  const day = (n: number) => daysAgo(n).toISOString().slice(0, 10);
  // Distinct readers within the popular period (30 days): vol2 4, sakura 3, ame 2 (under the 3 needed).
  const readers = (key: string, count: number, onDay: string) =>
    Array.from({ length: count }, (_, n) => ({
      companyId: a.company.id,
      contentId: id(key),
      day: onDay,
      viewerKey: `u:${n + 1}`,
    }));
  await db
    .insert(contentDailyViewers)
    .values([
      ...readers('vol2', 4, today),
      ...readers('sakura', 3, day(2)),
      ...readers('ame', 2, today),
      ...readers('abc', 9, day(40)),
      ...readers('kame', 9, today),
    ]);

  loginOnly = await createTenant(db);
  await db
    .update(companies)
    .set({ pageAccessMode: PageAccessMode.LOGIN_REQUIRED })
    .where(eq(companies.id, loginOnly.company.id));
  loginOnly.company.pageAccessMode = PageAccessMode.LOGIN_REQUIRED;
  open = await createTenant(db, { accountType: 'OPEN' });
  await insertContent(db, open, { title: 'Members only', loginRequired: true });
});

const keyOf = (elementId: string) => Object.entries(rows).find(([, r]) => r.elementId === elementId)?.[0];
const titlesOf = (data: unknown) => (data as { content: CatalogueCard[] }).content.map((c) => keyOf(c.id));

async function page(as: WorldUser | null, query: Record<string, unknown>, at?: Tenant) {
  const response = await callRoute(
    harness.app,
    apiRoutes.cataloguePage,
    { as, at: at ?? harness.world.a, query },
    harness.world,
  );
  return response;
}
async function pageKeys(as: WorldUser | null, query: Record<string, unknown>) {
  const response = await page(as, query);
  expect(response.statusCode, response.body).toBe(200);
  return titlesOf(response.json().data);
}

describe('GET /content/public/page', () => {
  endpointTests('cataloguePage', harness.context, {
    happy: (w) => ({
      as: null,
      query: { content_group_id: groups.novels },
      check: (data) => {
        expect(titlesOf(data)).toEqual(['vol10', 'sakura', 'ame', 'vol2', 'abc']);
        expect((data as { totalElements: number }).totalElements).toBe(5);
        const vol10 = (data as { content: CatalogueCard[] }).content[0];
        expect(vol10).toMatchObject({
          id: rows.vol10?.elementId,
          detailId: rows.vol10?.elementId,
          isFavorite: false,
          coverUrl: `/api/v1/content/cover/${rows.vol10?.elementId}/large?v=1`,
          coverThumbnailUrl: `/api/v1/content/cover/${rows.vol10?.elementId}/small?v=1`,
        });
        const ame = (data as { content: CatalogueCard[] }).content[2];
        expect(ame?.access).toEqual({
          read: ResultCode.LOGIN_REQUIRED,
          favourite: ResultCode.LOGIN_REQUIRED,
          download: ResultCode.CONTENT_DOWNLOAD_NOT_ALLOWED,
        });
        expect(w.a.service.id).toBeGreaterThan(0);
      },
    }),
    badInput: () => ({
      as: null,
      query: { content_group_id: groups.novels, sort_field: 99 },
      code: ResultCode.BAD_REQUEST,
    }),
    otherTenantIds: () => ({
      as: null,
      query: { content_group_id: groups.b },
      code: ResultCode.CONTENT_GROUP_NOT_FOUND,
    }),
  });

  it('lists a group in its own order; a login-required content readable by a signed-in reader', async () => {
    expect(await pageKeys(harness.world.readerA, { content_group_id: groups.novels })).toEqual([
      'vol10',
      'sakura',
      'ame',
      'vol2',
      'abc',
    ]);
    expect(
      await pageKeys(harness.world.readerA, { content_group_id: groups.novels, sort_field: 12 }),
    ).toEqual(['vol10', 'sakura', 'ame', 'vol2', 'abc']);
    const cards = (await page(harness.world.readerA, { content_group_id: groups.novels })).json().data
      .content as CatalogueCard[];
    expect(cards.find((c) => keyOf(c.id) === 'ame')?.access.read).toBe('allowed');
  });

  it('never shows unpublished, processing or failed contents to a visitor, in any list or count', async () => {
    const hidden = ['kame', 'proc', 'failed', 'other', 'bBook'];
    const queries = [
      {},
      { content_group_id: groups.novels },
      { content_group_id: groups.new },
      { content_group_id: groups.popular },
      { content_group_id: groups.recommend },
      { hashtag_id: tags.mystery },
      { hashtag_id: tags.secret },
      { series: 'Saga' },
      ...sortFieldCodes.map((s) => ({ sort_field: s.code })),
    ];
    for (const query of queries) {
      const response = await page(null, { ...query, size: 100 });
      const data = response.json().data as { content: CatalogueCard[]; totalElements: number };
      const keys = data.content.map((c) => keyOf(c.id));
      for (const key of hidden) expect(keys, JSON.stringify(query)).not.toContain(key);
      expect(data.totalElements, JSON.stringify(query)).toBe(keys.length);
    }
  });

  it('lists the whole catalogue newest first when no group is named', async () => {
    expect(await pageKeys(null, {})).toEqual(['ame', 'sakura', 'vol10', 'vol2', 'abc']);
    expect(await pageKeys(harness.world.readerA, {})).toEqual(['ame', 'sakura', 'vol10', 'vol2', 'abc']);
  });

  it('computes the new, popular and recommend groups and badges from the settings and the views', async () => {
    expect(await pageKeys(harness.world.readerA, { content_group_id: groups.new })).toEqual([
      'ame',
      'sakura',
    ]);
    expect(await pageKeys(null, { content_group_id: groups.popular })).toEqual(['vol2', 'sakura']);
    expect(await pageKeys(null, { content_group_id: groups.recommend })).toEqual(['abc']);
    const data = (await page(harness.world.readerA, { size: 100 })).json().data as {
      content: CatalogueCard[];
    };
    const badges = Object.fromEntries(data.content.map((c) => [keyOf(c.id), c.type]));
    expect(badges).toEqual({ ame: 'new', sakura: 'popular', vol10: null, vol2: 'popular', abc: 'recommend' });
  });

  it('refuses a hidden group, another service’s group (710) and a personal group to a visitor (600)', async () => {
    for (const [groupId, code] of [
      [groups.hidden, ResultCode.CONTENT_GROUP_NOT_FOUND],
      [groups.a2, ResultCode.CONTENT_GROUP_NOT_FOUND],
      [groups.b, ResultCode.CONTENT_GROUP_NOT_FOUND],
      [groups.favourites, ResultCode.ACCESS_TOKEN_NOT_FOUND],
    ] as const) {
      const response = await page(null, { content_group_id: groupId });
      expect(response.json().status, String(groupId)).toBe(code);
    }
  });

  it('sorts by every sort-field code, empty values last, ties by id', async () => {
    const collator = new Intl.Collator('ja', { numeric: true });
    const fields: Record<string, Record<string, unknown>> = {
      sakura: { title: 'さくら', author: 'Bさん', year: 2001, publishedAt: 5, uploadedAt: 6, param1: 'p-b' },
      ame: { title: 'アメ', author: 'Aさん', year: null, publishedAt: 3, uploadedAt: 3, param1: 'p-a' },
      vol10: { title: '第10巻', author: 'Cさん', year: 1999, publishedAt: 50, uploadedAt: 50 },
      vol2: { title: '第2巻', author: 'Cさん', year: 2010, publishedAt: 60, uploadedAt: 61 },
      abc: { title: 'abc', year: 2005, publishedAt: 200, uploadedAt: 200, contentCode: 'ABC-1' },
    };
    const visible = Object.keys(fields);
    const idOf = (key: string) => rows[key]?.id as number;
    for (const sort of sortFieldCodes) {
      for (const direction of ['ASC', 'DESC'] as const) {
        const got = await pageKeys(harness.world.readerA, {
          content_group_id: groups.novels,
          sort_field: sort.code,
          sort: direction,
        });
        if (sort.kind === 'groupOrder') {
          expect(got).toEqual(['vol10', 'sakura', 'ame', 'vol2', 'abc']);
          continue;
        }
        if (sort.field === 'createdAt') {
          expect([...(got as string[])].sort()).toEqual([...visible].sort());
          continue;
        }
        const value = (key: string) => fields[key]?.[sort.field] ?? null;
        const compare = (x: string, y: string) => {
          const a = value(x);
          const b = value(y);
          if (a === null || b === null) return a === b ? idOf(x) - idOf(y) : a === null ? 1 : -1;
          let order =
            sort.kind === 'text'
              ? collator.compare(String(a), String(b))
              : sort.kind === 'date'
                ? Number(b) - Number(a) // days ago: larger is older
                : Number(a) - Number(b);
          if (direction === 'DESC') order = -order;
          return order || idOf(x) - idOf(y);
        };
        expect(got, `${sort.field} ${direction}`).toEqual([...visible].sort(compare));
      }
    }
  });

  it('pages: last page, an empty page past the end, the size cap', async () => {
    const reader = harness.world.readerA;
    const last = (await page(reader, { content_group_id: groups.novels, size: 2, page: 3 })).json().data;
    expect(last).toMatchObject({ totalElements: 5, totalPages: 3, number: 3, size: 2 });
    expect(titlesOf(last)).toEqual(['abc']);
    const past = (await page(reader, { content_group_id: groups.novels, size: 2, page: 4 })).json().data;
    expect(past).toMatchObject({ content: [], totalElements: 5, totalPages: 3, number: 4 });
    for (const query of [{ size: 101 }, { page: 0 }, { size: 0 }]) {
      expect((await page(reader, query)).json().status).toBe(ResultCode.BAD_REQUEST);
    }
  });

  it('lists a series by its volumes’ titles in natural order (第2巻 before 第10巻)', async () => {
    expect(await pageKeys(null, { series: 'Saga' })).toEqual(['vol2', 'vol10']);
  });

  it('lists a hashtag’s contents; a visitor sees the same', async () => {
    expect(await pageKeys(null, { hashtag_id: tags.mystery })).toEqual(['ame', 'sakura']);
    expect(await pageKeys(harness.world.readerA, { hashtag_id: tags.mystery })).toEqual(['ame', 'sakura']);
    expect(await pageKeys(harness.world.readerA, { hashtag_id: tags.a2 })).toEqual([]);
  });

  it('answers personal flags only for the reader whose token is sent, and refuses a bad token (601)', async () => {
    const { world } = harness;
    const other = await page(world.readerB, { content_group_id: groups.novels });
    expect(other.json().status).toBe(ResultCode.ACCESS_TOKEN_INVALID);
    const forged = { ...world.readerA, token: 'x'.repeat(43) };
    expect((await page(forged, {})).json().status).toBe(ResultCode.ACCESS_TOKEN_INVALID);
  });

  it('refuses visitors of a login-only portal (600) and shows an OPEN company’s visitors everything', async () => {
    expect((await page(null, {}, loginOnly)).json().status).toBe(ResultCode.ACCESS_TOKEN_NOT_FOUND);
    const openPage = (await page(null, {}, open)).json().data as { content: CatalogueCard[] };
    expect(openPage.content.map((c) => c.title)).toEqual(['Members only']);
  });
});

describe('GET /content/public/page/series-content', () => {
  endpointTests('catalogueSeries', harness.context, {
    happy: () => ({
      as: null,
      query: { id: rows.vol10?.elementId ?? '' },
      check: (data) => expect(titlesOf(data)).toEqual(['vol2']),
    }),
    badInput: () => ({ as: null, query: { id: 'NOT-AN-ID' }, code: ResultCode.BAD_REQUEST }),
    otherTenantIds: () => ({
      as: null,
      query: { id: rows.bBook?.elementId },
      code: ResultCode.CONTENT_NOT_FOUND,
    }),
  });

  it('answers an empty page for a content without a series, and 706 for one nobody may see', async () => {
    const send = (id: string | undefined, as: WorldUser | null = null) =>
      callRoute(harness.app, apiRoutes.catalogueSeries, { as, query: { id } }, harness.world);
    expect((await send(rows.abc?.elementId)).json().data).toMatchObject({ content: [], totalElements: 0 });
    expect((await send(rows.kame?.elementId)).json().status).toBe(ResultCode.CONTENT_NOT_FOUND);
    expect((await send(rows.other?.elementId)).json().status).toBe(ResultCode.CONTENT_NOT_FOUND);
    expect((await send(rows.ame?.elementId)).json().data).toMatchObject({ content: [], totalElements: 0 });
  });
});

describe('hashtags', () => {
  endpointTests('hashtagList', harness.context, {
    happy: () => ({
      as: null,
      check: (data) => expect(data).toEqual([{ id: tags.mystery, name: 'mystery', count: 2 }]),
    }),
    badInput: () => ({ as: null, query: { path: 'bad/path' }, code: ResultCode.BAD_REQUEST }),
  });

  it('counts what the caller may see', async () => {
    const response = await callRoute(
      harness.app,
      apiRoutes.hashtagList,
      { as: harness.world.readerA },
      harness.world,
    );
    expect(response.json().data).toEqual([{ id: tags.mystery, name: 'mystery', count: 2 }]);
  });

  endpointTests('hashtagSearchPublic', harness.context, {
    happy: () => ({
      as: null,
      body: { ids: [tags.mystery as number, tags.a2 as number] },
      check: (data) => expect(titlesOf(data)).toEqual(['ame', 'sakura']),
    }),
    badInput: () => ({ as: null, body: { ids: [] }, code: ResultCode.BAD_REQUEST }),
  });

  endpointTests('hashtagSearch', harness.context, {
    happy: (w) => ({
      as: w.readerA,
      body: { ids: [tags.mystery as number, tags.secret as number] },
      check: (data) => expect(titlesOf(data)).toEqual(['ame', 'sakura']),
    }),
    badInput: (w) => ({ as: w.readerA, body: { ids: ['x'] }, code: ResultCode.BAD_REQUEST }),
  });
});
