import fs from 'node:fs';
import path from 'node:path';
import {
  apiRoutes,
  type ContentAdmin,
  type FullTextSearchPage,
  ResultCode,
  sortFieldCodeOf,
} from '@hondana/contract';
import { type SQL, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { fillGroup, insertGroup } from '../../../test/catalogue-kit.ts';
import { replaceFile, uploadContent } from '../../../test/content-kit.ts';
import { callRoute, endpointTests } from '../../../test/endpoint-kit.ts';
import { waitForJobs } from '../../../test/jobs.ts';
import { sampleEpub, samplePdf } from '../../../test/sample-documents.ts';
import { type TenantWorld, useTenantWorld, type WorldUser } from '../../../test/tenant-world.ts';
import { companyScope } from '../../platform/tenancy/tenant-scope.ts';
import { cardContextOf } from '../catalogue/catalogue-service.ts';
import { backfillFullTextAcrossTenants } from './full-text-backfill.ts';
import { writeContentWords } from './full-text-index.ts';
import { parseFullTextQuery, weighted } from './full-text-query.ts';
import { fewPagesHold, rankBooks } from './full-text-search-query.ts';

const corpusSample = path.resolve(import.meta.dirname, '../../../test/fixtures/corpus-sample');

/** Natsume Sōseki, Kusamakura (public domain): one chapter per EPUB section. */
const kusamakura = [
  '山路を登りながら、こう考えた。',
  '智に働けば角が立つ。情に棹させば流される。',
  '意地を通せば窮屈だ。とかくに人の世は住みにくい。サーバーの話ではない。',
];

const books: Record<string, ContentAdmin> = {};
let group = 0;

const harness = useTenantWorld({}, async ({ app, world, database }) => {
  const upload = async (key: string, as: WorldUser, data: object, name: string, bytes: Buffer) => {
    const response = await uploadContent(app, { as, data: data as never, file: { name, bytes } });
    expect(response.statusCode, response.body).toBe(200);
    books[key] = response.json().data as ContentAdmin;
  };
  const admin = world.companyAdminA;
  // View online: the searches below are a visitor's, who sees the pages of what they may open only.
  const epub = await sampleEpub('kusamakura', kusamakura);
  await upload(
    'epub',
    admin,
    { title: '草枕', author: '夏目漱石', loginRequired: false, viewOnline: true },
    'k.epub',
    epub,
  );
  await upload(
    'vertical',
    admin,
    { title: 'Vertical sample', loginRequired: false, viewOnline: true },
    'v.pdf',
    fs.readFileSync(path.join(corpusSample, 'vertical.pdf')),
  );
  await upload(
    'doc3',
    admin,
    { title: 'Three pages', loginRequired: false, viewOnline: true },
    'd.pdf',
    fs.readFileSync(path.join(corpusSample, 'doc_3_3_pages.pdf')),
  );
  const lighthouse = await samplePdf(['Weather log', 'The lighthouse keeper wrote', 'Nothing here']);
  await upload(
    'english',
    admin,
    { title: 'Harbour notes', keywords: 'lighthouse', loginRequired: false, viewOnline: true },
    'l.pdf',
    lighthouse,
  );
  await upload(
    'titled',
    admin,
    { title: 'Lighthouse stories', loginRequired: false, viewOnline: true },
    't.pdf',
    await samplePdf(['Plain']),
  );
  await upload(
    'members',
    admin,
    { title: 'Members only', loginRequired: true },
    'm.pdf',
    await samplePdf(['lighthouse secrets']),
  );
  await upload(
    'hidden',
    admin,
    { title: 'Hidden', loginRequired: false, published: false },
    'h.pdf',
    await samplePdf(['lighthouse hidden']),
  );
  await upload(
    'otherCompany',
    world.companyAdminB,
    { title: 'Other company lighthouse', loginRequired: false },
    'o.pdf',
    await samplePdf(['lighthouse']),
  );
  await waitForJobs(database.db, 120_000);
  group = await insertGroup(database.db, world.a, 'Novels');
  await fillGroup(database.db, world.a, group, [books.epub?.id as number]);
});

const search = async (
  searchKey: string,
  extra: { as?: WorldUser | null; query?: object; world?: TenantWorld } = {},
) => {
  const { app, world } = harness;
  const signedIn = extra.as !== undefined && extra.as !== null;
  const spec = signedIn ? apiRoutes.fullTextSearch : apiRoutes.fullTextSearchPublic;
  const response = await callRoute(
    app,
    spec,
    { as: extra.as ?? null, query: { searchKey, ...extra.query } },
    world,
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as FullTextSearchPage;
};
const titles = (page: FullTextSearchPage) => page.content.map((hit) => hit.title);
const hitsOf = (page: FullTextSearchPage, title: string) =>
  page.content
    .find((hit) => hit.title === title)
    ?.pages.map((p) => ({
      pageNo: p.pageNo,
      hits: p.snippet.filter((s) => s.hit).map((s) => s.text),
    }));

describe('full-text search over processed books', () => {
  it('finds Japanese 2- and 4-character words on the right EPUB section, with the words marked', async () => {
    const two = await search('窮屈');
    expect(hitsOf(two, '草枕')).toEqual([{ pageNo: 3, hits: ['窮屈'] }]);
    const four = await search('智に働け');
    expect(hitsOf(four, '草枕')).toEqual([{ pageNo: 2, hits: ['智に働け'] }]);
    expect(four.terms).toEqual(['智に働け']);
  });

  it('finds a single character, and width and kana variants alike', async () => {
    expect(hitsOf(await search('窮'), '草枕')?.map((p) => p.pageNo)).toEqual([3]);
    expect(hitsOf(await search('山'), '草枕')?.map((p) => p.pageNo)).toEqual([1]);
    for (const variant of ['さーばー', 'ｻｰﾊﾞｰ', 'サーバー']) {
      expect(hitsOf(await search(variant), '草枕'), variant).toEqual([{ pageNo: 3, hits: ['サーバー'] }]);
    }
    expect(hitsOf(await search('アイウ'), 'Vertical sample')).toEqual([{ pageNo: 1, hits: ['あいう'] }]);
    expect(hitsOf(await search('日本語'), 'Vertical sample')).toEqual([{ pageNo: 1, hits: ['日本語'] }]);
  });

  it('finds English by prefix and by phrase, on the right PDF page', async () => {
    expect(hitsOf(await search('lightho'), 'Harbour notes')).toEqual([{ pageNo: 2, hits: ['lighthouse'] }]);
    expect(hitsOf(await search('"page 2"'), 'Three pages')).toEqual([{ pageNo: 2, hits: ['Page 2'] }]);
    expect(titles(await search('"keeper lighthouse"'))).toEqual([]);
    expect(hitsOf(await search('"the lighthouse keeper"'), 'Harbour notes')).toEqual([
      { pageNo: 2, hits: ['The lighthouse keeper'] },
    ]);
    expect(hitsOf(await search('lighthouse-kee'), 'Harbour notes')).toEqual([
      { pageNo: 2, hits: ['lighthouse keeper'] },
    ]);
    expect(titles(await search('"the keeper"'))).toEqual([]);
  });

  it('ranks a title match above a metadata match above the text of pages', async () => {
    const page = await search('lighthouse');
    // A visitor finds the login-required book too, after the others, without its pages' text.
    expect(titles(page)).toEqual(['Lighthouse stories', 'Harbour notes', 'Members only']);
    expect(page.content[0]).toMatchObject({ matchedInTitle: true, pageHitCount: 0 });
    expect(page.content[1]).toMatchObject({
      matchedInTitle: false,
      matchedInMetadata: true,
      pageHitCount: 1,
    });
    expect(page.content[2]).toMatchObject({ refusal: ResultCode.LOGIN_REQUIRED, pages: [] });
    expect(page.totalElements).toBe(3);
  });

  it('keeps the ranks when a sort field is sent, books found by metadata and by pages alike', async () => {
    const { world } = harness;
    for (const sort of ['ASC', 'DESC'] as const) {
      const page = await search('lighthouse', {
        as: world.readerA,
        query: { sort_field: sortFieldCodeOf('title'), sort },
      });
      expect(titles(page), sort).toEqual(['Lighthouse stories', 'Harbour notes', 'Members only']);
    }
  });

  it('never shows a visitor login-required or unpublished books, nor another tenant or service any', async () => {
    const { world } = harness;
    expect(titles(await search('lighthouse', { as: world.readerA }))).toEqual([
      'Lighthouse stories',
      'Harbour notes',
      'Members only',
    ]);
    const response = await callRoute(
      harness.app,
      apiRoutes.fullTextSearchPublic,
      { as: null, at: world.a2, query: { searchKey: 'lighthouse' } },
      world,
    );
    expect(response.json().data.content).toEqual([]);
  });

  it('finds the same books in a group book by book, by the words over the service, and by the words found first', async () => {
    const { database, world } = harness;
    const { db } = database;
    const shelf = await insertGroup(db, world.a, 'Shelf');
    const members = ['english', 'titled', 'members', 'hidden', 'doc3', 'epub'];
    await fillGroup(
      db,
      world.a,
      shelf,
      members.map((key) => books[key]?.id as number),
    );
    const context = await cardContextOf(db, world.a, null, new Date());
    const inShelf = sql`select g.content_id from content_group_contents g
      where g.company_id = ${world.a.company.id} and g.content_group_id = ${shelf}`;
    const rank = async (searchKey: string, groupBooks: SQL | null, wordsFirst = false) => {
      const parsed = parseFullTextQuery(searchKey);
      const { books: found, total } = await rankBooks(db, context, {
        query: parsed.tsquery,
        titleQuery: weighted(parsed.parts, 'A'),
        metadataQuery: weighted(parsed.parts, 'B'),
        pages: parsed.pages,
        groupFilter: sql`c.id in (${inShelf})`,
        groupBooks,
        wordsFirst,
        sampled: false,
        sort: null,
        offset: 0,
        limit: 20,
      });
      return { ids: found.map((book) => book.id), total };
    };
    expect(await fewPagesHold(db, context, parseFullTextQuery('"lighthouse"').pages, 1000)).toBe(true);
    expect(await fewPagesHold(db, context, parseFullTextQuery('"lighthouse"').pages, 0)).toBe(false);
    expect(await fewPagesHold(db, context, parseFullTextQuery('lighthouse').pages, 1000)).toBe(false);
    const idOf = (key: string) => books[key]?.id as number;
    for (const [searchKey, expected] of [
      // The visitor's ranking holds the login-required book, which they are shown with a lock.
      ['lighthouse', [idOf('titled'), idOf('english'), idOf('members')]],
      ['lightho', [idOf('titled'), idOf('english'), idOf('members')]],
      ['"page 2"', [idOf('doc3')]],
      ['"the lighthouse keeper"', [idOf('english')]],
      ['窮屈', [idOf('epub')]],
      ['智に働け', [idOf('epub')]],
      ['窮', [idOf('epub')]],
      ['nothing-like-this', []],
    ] as const) {
      const byWords = await rank(searchKey, null);
      expect(byWords, searchKey).toEqual({ ids: expected, total: expected.length });
      expect(await rank(searchKey, inShelf), searchKey).toEqual(byWords);
      expect(await rank(searchKey, null, true), searchKey).toEqual(byWords);
    }
    // Book by book, a member is probed only when its words row holds the words, or when it has none.
    const epub = idOf('epub');
    const epubRow = sql`company_id = ${world.a.company.id} and content_id = ${epub}`;
    await db.execute(sql`update content_words set words = '' where ${epubRow}`);
    expect(await rank('窮屈', inShelf)).toEqual({ ids: [], total: 0 });
    await db.execute(sql`delete from content_words where ${epubRow}`);
    expect(await rank('窮屈', inShelf)).toEqual({ ids: [epub], total: 1 });
    await writeContentWords(db, companyScope(world.a.company.id), [epub]);
    expect(await rank('窮屈', inShelf)).toEqual({ ids: [epub], total: 1 });
  });

  it("keeps each book's words row with its pages: written by processing, replaced with the file", async () => {
    const { db } = harness.database;
    const holds = async (key: string, words: string) => {
      const rows = await db.execute<{ holds: boolean }>(sql`
        select w.words @@ ${parseFullTextQuery(words).pages.bookWords}::tsquery as holds from content_words w
        where w.company_id = ${harness.world.a.company.id} and w.content_id = ${books[key]?.id as number}`);
      return rows.rows[0]?.holds ?? null;
    };
    expect(await holds('epub', '窮屈')).toBe(true);
    expect(await holds('epub', '"人の世"')).toBe(true);
    expect(await holds('epub', 'lighthouse')).toBe(false);
    expect(await holds('english', '"the lighthouse keeper"')).toBe(true);
    expect(await holds('english', 'lightho')).toBe(true);
    expect(await holds('english', 'quokka')).toBe(false);
    const otherCompany = await db.execute<{ n: number }>(sql`
      select count(*)::int as n from content_words
      where company_id = ${harness.world.b.company.id} and content_id = ${books.otherCompany?.id as number}`);
    expect(otherCompany.rows[0]?.n).toBe(1);
  });

  it('searches inside a group, and refuses one the reader may not open (710)', async () => {
    expect(titles(await search('山路', { query: { contentGroupId: group } }))).toEqual(['草枕']);
    expect(titles(await search('智に働け', { query: { contentGroupId: group } }))).toEqual(['草枕']);
    expect(titles(await search('"keeper wrote"', { query: { contentGroupId: group } }))).toEqual([]);
    expect(titles(await search('lighthouse', { query: { contentGroupId: group } }))).toEqual([]);
    const response = await callRoute(
      harness.app,
      apiRoutes.fullTextSearchPublic,
      { as: null, query: { searchKey: 'x', contentGroupId: 999_999 } },
      harness.world,
    );
    expect(response.json()).toMatchObject({ status: ResultCode.CONTENT_GROUP_NOT_FOUND });
  });

  it('answers hostile query text with a page, never an error', async () => {
    for (const key of ["'", "\\'", '!&|', ':*', '"', "o'brien:* & !", '<->']) {
      expect((await search(key)).content).toEqual([]);
    }
  });

  it('indexes again when the metadata changes and when the file is replaced', async () => {
    const { app, world, database } = harness;
    const id = books.doc3?.id as number;
    const update = await callRoute(
      app,
      apiRoutes.contentUpdate,
      { as: world.companyAdminA, at: null, params: { id }, body: { title: 'Renamed zephyr' } },
      world,
    );
    expect(update.statusCode, update.body).toBe(200);
    expect(titles(await search('zephyr'))).toEqual(['Renamed zephyr']);
    const wordsOf = async (contentId: number) =>
      (
        await database.db.execute<{ quokka: boolean; page: boolean }>(sql`
          select words @@ 'quokka'::tsquery as quokka, words @@ 'page'::tsquery as page from content_words
          where company_id = ${world.a.company.id} and content_id = ${contentId}`)
      ).rows;
    expect(await wordsOf(id)).toEqual([{ quokka: false, page: true }]);
    const replaced = await replaceFile(app, id, {
      as: world.companyAdminA,
      file: { name: 'n.pdf', bytes: await samplePdf(['first', 'quokka on the second sheet']) },
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    await waitForJobs(database.db, 60_000);
    expect(hitsOf(await search('quokka'), 'Renamed zephyr')).toEqual([{ pageNo: 2, hits: ['quokka'] }]);
    expect(titles(await search('"page 2"'))).toEqual([]);
    expect(await wordsOf(id)).toEqual([{ quokka: true, page: false }]);
  });

  it('backfills rows written without vectors', async () => {
    const { db } = harness.database;
    await db.execute(sql`update content_pages set search_vector = null`);
    await db.execute(sql`update contents set search_vector = null`);
    await db.execute(sql`delete from content_words`);
    expect(titles(await search('窮屈'))).toEqual([]);
    const done = await backfillFullTextAcrossTenants(db);
    expect(done.pages).toBeGreaterThan(5);
    expect(titles(await search('窮屈'))).toEqual(['草枕']);
    expect(titles(await search('窮屈', { query: { contentGroupId: group } }))).toEqual(['草枕']);
    const rows = await db.execute<{ n: number }>(sql`
      select count(*)::int as n from content_words w
      where exists (select 1 from content_pages p where p.company_id = w.company_id and p.content_id = w.content_id)`);
    expect(rows.rows[0]?.n).toBe(Object.keys(books).length);
    expect((await backfillFullTextAcrossTenants(db)).pages).toBe(0);
  });

  it('backfills the word pairs of pages indexed before them (migration 0016), words kept', async () => {
    const { db } = harness.database;
    await db.execute(sql`update content_pages set phrase_vector = null`);
    expect(titles(await search('"the lighthouse keeper"'))).toEqual([]);
    expect(titles(await search('lighthouse'))).toContain('Harbour notes');
    const done = await backfillFullTextAcrossTenants(db);
    expect(done).toMatchObject({ contents: 0 });
    expect(done.pages).toBeGreaterThan(5);
    expect(titles(await search('"the lighthouse keeper"'))).toEqual(['Harbour notes']);
  });
});

endpointTests('fullTextSearchPublic', harness.context, {
  happy: () => ({
    as: null,
    query: { searchKey: '山路' },
    check: (data) => expect((data as FullTextSearchPage).content).toHaveLength(1),
  }),
  badInput: () => ({ as: null, query: { searchKey: '   ' }, code: ResultCode.BAD_REQUEST }),
  otherTenantIds: (world) => ({
    as: null,
    at: world.b,
    query: { searchKey: '山路', contentGroupId: group },
    code: ResultCode.CONTENT_GROUP_NOT_FOUND,
  }),
});

endpointTests('fullTextSearch', harness.context, {
  happy: (world) => ({ as: world.readerA, query: { searchKey: 'lighthouse' } }),
  badInput: (world) => ({
    as: world.readerA,
    query: { searchKey: 'x'.repeat(201) },
    code: ResultCode.BAD_REQUEST,
  }),
  otherTenantIds: (world) => ({
    as: world.readerA,
    query: { searchKey: 'x', contentGroupId: 999_999 },
    code: ResultCode.CONTENT_GROUP_NOT_FOUND,
  }),
});
