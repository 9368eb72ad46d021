import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenant } from '../../../test/fixtures.ts';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database.ts';
import type { Tenant } from '../../platform/tenancy/resolve-tenant.ts';
import { cardContextOf } from '../catalogue/catalogue-service.ts';
import { parseFullTextQuery, weighted } from './full-text-query.ts';
import { CANDIDATE_PAGES, rankBooks, rankBooksOfService, sampleFits } from './full-text-search-query.ts';

let database: TestDatabase;
let tenant: Tenant;
const BOOKS = 400;
const PAGES = 24;

/**
 * 400 books of 24 pages, every page holding `filler`; `harbour` on every page of the sample's books (one
 * in eight, about 1,200 pages: more than the candidate pages) and on page 1 of every other book outside
 * it: about 14 % of the pages, under the share above which the sample is not used.
 */
beforeAll(async () => {
  database = await createTestDatabase();
  const { db } = database;
  tenant = await createTenant(db);
  const { id: companyId } = tenant.company;
  const { id: serviceId } = tenant.service;
  await db.execute(sql`
    insert into contents (company_id, service_id, element_id, title, state, published, login_required,
      published_at, file_kind, page_count)
    select ${companyId}, ${serviceId}, md5('sample' || i), 'Book ' || i, 'published', true, false,
      now() - make_interval(days => i), 'pdf', ${PAGES}
    from generate_series(1, ${BOOKS}) i`);
  await db.execute(sql`
    insert into content_pages (company_id, service_id, content_id, page_no, text, search_vector, phrase_vector)
    select c.company_id, c.service_id, c.id, n, t.text, to_tsvector('simple', t.text), ''::tsvector
    from contents c cross join generate_series(1, ${PAGES}) n
    cross join lateral (select case
      when (hashint8(c.id) & 7) = 0 or (n = 1 and c.id % 2 = 0) then 'filler harbour' else 'filler' end as text) t
    where c.company_id = ${companyId}`);
  await db.execute(sql`analyze content_pages`);
});
afterAll(async () => {
  await database.destroy();
});

async function rank(searchKey: string, sampled: boolean | 'decide', sampleFromPages?: number) {
  const { db } = database;
  const context = await cardContextOf(db, tenant, null, new Date());
  const parsed = parseFullTextQuery(searchKey);
  const request = {
    query: parsed.tsquery,
    titleQuery: weighted(parsed.parts, 'A'),
    metadataQuery: weighted(parsed.parts, 'B'),
    pages: parsed.pages,
    groupFilter: null,
    groupBooks: null,
    wordsFirst: false,
    sampled: sampled === true,
    sort: null,
    offset: 0,
    limit: 1000,
  };
  const ranked =
    sampled === 'decide'
      ? await rankBooksOfService(db, context, request, sampleFromPages)
      : await rankBooks(db, context, request);
  return { ids: ranked.books.map((book) => book.id), total: ranked.total };
}

async function sampleIds(): Promise<Set<number>> {
  const rows = await database.db.execute<{ id: string }>(sql`
    select id::text as id from contents where company_id = ${tenant.company.id} and (hashint8(id) & 7) = 0`);
  return new Set(rows.rows.map((row) => Number(row.id)));
}

describe('full-text search over one book in eight', () => {
  it('takes the sample when PostgreSQL puts the words on enough pages, and not on most of them', async () => {
    const context = await cardContextOf(database.db, tenant, null, new Date());
    const pages = (key: string) => parseFullTextQuery(key).pages;
    // Whole words (quoted: the last word typed is otherwise a prefix, which a catalogue of three words
    // gives PostgreSQL's statistics no way to estimate).
    expect(await sampleFits(database.db, context, pages('"harbour"'), 100)).toBe(true);
    expect(await sampleFits(database.db, context, pages('"harbour"'))).toBe(false);
    expect(await sampleFits(database.db, context, pages('"filler"'), 100)).toBe(false);
    expect(await sampleFits(database.db, context, pages('"filler" "harbour"'), 100)).toBe(true);
    // A phrase of words is asked by its pairs, never in the sample.
    expect(await sampleFits(database.db, context, pages('"filler harbour"'), 100)).toBe(false);
  });

  it('ranks the sample’s books only, from as many candidate pages as over the service', async () => {
    const sample = await sampleIds();
    expect(sample.size * PAGES).toBeGreaterThan(CANDIDATE_PAGES);
    const sampled = await rank('harbour', 'decide', 100);
    expect(sampled.ids.length).toBeGreaterThan(0);
    expect(sampled.ids.every((id) => sample.has(id))).toBe(true);
    // 1,000 candidate pages of 24-page books.
    expect(sampled.total).toBe(Math.ceil(CANDIDATE_PAGES / PAGES));
    expect(sampled).toEqual(await rank('harbour', true));
    const everywhere = await rank('harbour', false);
    expect(everywhere.ids.some((id) => !sample.has(id))).toBe(true);
    expect(await rank('harbour', 'decide')).toEqual(everywhere);
  });

  it('ranks over every page when the sample holds fewer than the candidate pages', async () => {
    // `harbour filler` holds as many pages as `harbour`; page 1 of the books outside the sample is
    // asked by a word only they hold there.
    const { db } = database;
    await db.execute(sql`
      update content_pages set text = 'filler harbour quay', search_vector = to_tsvector('simple', 'filler harbour quay')
      where company_id = ${tenant.company.id} and page_no = 1 and (hashint8(content_id) & 7) <> 0 and content_id % 2 = 0`);
    await db.execute(sql`analyze content_pages`);
    const sample = await sampleIds();
    const decided = await rank('quay harbour', 'decide', 100);
    expect(decided.ids.length).toBeGreaterThan(0);
    expect(decided.ids.some((id) => sample.has(id))).toBe(false);
    expect(decided).toEqual(await rank('quay harbour', false));
  });
});
