import { type FindInBookResult, ResultCode } from '@hondana/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { endpointTests } from '../../../test/endpoint-kit.ts';
import { useTenantWorld } from '../../../test/tenant-world.ts';
import type { Database } from '../../platform/database/connection.ts';
import type { Tenant } from '../../platform/tenancy/resolve-tenant.ts';
import { pageVectorsOf } from '../search/full-text-vector.ts';
import { openViewer, patternedBytes, sealedContent, viewerCall } from './viewer-test-support.ts';

const ids: Record<string, { id: number; elementId: string }> = {};
const tokens = { reader: '', visitor: '', b: '' };

/** Pages as the processing job writes them: NFKC text with its two vectors. */
async function writePages(db: Database, tenant: Tenant, contentId: number, pages: string[]) {
  for (const [index, raw] of pages.entries()) {
    const text = raw.normalize('NFKC');
    const { words, pairs } = pageVectorsOf(text);
    await db.execute(sql`
      insert into content_pages (company_id, service_id, content_id, page_no, text, search_vector, phrase_vector)
      values (${tenant.company.id}, ${tenant.service.id}, ${contentId}, ${index + 1}, ${text},
        ${words}::tsvector, ${pairs}::tsvector)`);
  }
}

const harness = useTenantWorld({}, async ({ app, database, world }) => {
  const { db } = database;
  ids.book = await sealedContent(app, db, world.a, patternedBytes(900), { title: 'Harbour' });
  await writePages(db, world.a, ids.book.id, [
    'Weather log. The Lighthouse keeper wrote.',
    'Nothing here.',
    'A lighthouse, another LIGHTHOUSE and the keeper.',
    '智に働けば角が立つ。サーバーの話ではない。',
  ]);
  ids.open = await sealedContent(app, db, world.a, patternedBytes(900), {
    title: 'Open',
    viewOnline: true,
    loginRequired: false,
  });
  await writePages(db, world.a, ids.open.id, ['Open lighthouse']);
  ids.bBook = await sealedContent(app, db, world.b, patternedBytes(900), { title: 'B' });
  await writePages(db, world.b, ids.bBook.id, ['lighthouse of B']);
  tokens.reader = (
    await openViewer(app, world, { as: world.readerA, query: { content_id: ids.book.elementId } })
  ).token;
  tokens.visitor = (
    await openViewer(app, world, { as: null, query: { content_id: ids.open.elementId } })
  ).token;
  tokens.b = (
    await openViewer(app, world, {
      as: world.readerB,
      at: world.b,
      query: { content_id: ids.bBook.elementId },
    })
  ).token;
});

const find = async (token: string, q: string) => {
  const response = await viewerCall(harness.app, harness.world, 'findInBook', {
    as: null,
    body: { token, q },
  });
  return response.json() as { status: number; data: FindInBookResult };
};

describe('POST /content/public/find-in-book', () => {
  endpointTests('findInBook', harness.context, {
    happy: () => ({
      as: null,
      body: { token: tokens.reader, q: 'keeper' },
      check: (data) =>
        expect(data).toEqual({
          terms: ['keeper'],
          total: 2,
          truncated: false,
          pages: [
            { page: 1, matches: [[28, 34]] },
            { page: 3, matches: [[41, 47]] },
          ],
        }),
    }),
    badInput: () => ({ as: null, body: { token: tokens.reader, q: '' }, code: ResultCode.BAD_REQUEST }),
    otherTenantIds: () => ({
      as: null,
      body: { token: tokens.b, q: 'lighthouse' },
      code: ResultCode.VIEWER_TOKEN_INVALID,
    }),
  });

  it('finds every place regardless of case, in page order, and only pages holding every word', async () => {
    const all = (await find(tokens.reader, 'LightHouse')).data;
    expect(all.total).toBe(3);
    expect(all.pages.map((p) => [p.page, p.matches.length])).toEqual([
      [1, 1],
      [3, 2],
    ]);
    const both = (await find(tokens.reader, 'weather keeper')).data;
    expect(both.pages.map((p) => p.page)).toEqual([1]);
    expect(both.terms).toEqual(['weather', 'keeper']);
    expect((await find(tokens.reader, 'submarine')).data).toMatchObject({ total: 0, pages: [] });
  });

  it('finds Japanese as the full-text search does: katakana by hiragana, half-width by full-width', async () => {
    for (const q of ['さーばー', 'ｻｰﾊﾞｰ', 'サーバー']) {
      const { data } = await find(tokens.reader, q);
      expect(data.pages).toEqual([{ page: 4, matches: [[10, 14]] }]);
    }
    expect((await find(tokens.reader, '角が立つ')).data.pages).toEqual([{ page: 4, matches: [[5, 9]] }]);
  });

  it('answers a visitor on what they may open, and refuses once the book needs a login', async () => {
    expect((await find(tokens.visitor, 'lighthouse')).data.total).toBe(1);
    await harness.database.db.execute(
      sql`update contents set login_required = true where id = ${ids.open?.id}`,
    );
    expect((await find(tokens.visitor, 'lighthouse')).status).toBe(ResultCode.LOGIN_REQUIRED);
    await harness.database.db.execute(
      sql`update contents set login_required = false where id = ${ids.open?.id}`,
    );
  });

  it('refuses a token that is no token, and a reader whose book was unpublished', async () => {
    expect((await find('x'.repeat(40), 'lighthouse')).status).toBe(ResultCode.VIEWER_TOKEN_INVALID);
    await harness.database.db.execute(sql`update contents set published = false where id = ${ids.book?.id}`);
    expect((await find(tokens.reader, 'lighthouse')).status).toBe(ResultCode.CONTENT_UNPUBLISHED);
    await harness.database.db.execute(sql`update contents set published = true where id = ${ids.book?.id}`);
  });
});
