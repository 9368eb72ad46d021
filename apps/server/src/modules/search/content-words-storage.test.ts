import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertContent } from '../../../test/catalogue-kit.ts';
import { createTenant } from '../../../test/fixtures.ts';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database.ts';
import { tenantScopeOf } from '../../platform/tenancy/tenant-scope.ts';
import { replacePages } from '../content/content-file-repository.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.destroy();
});

/** Distinct made-up words, so that a page's vector is long and does not compress. */
const wordsFrom = (start: number, count: number) =>
  Array.from({ length: count }, (_, i) => `w${(start + i).toString(36)}x`).join(' ');

describe('content_words rows (migration 0021)', () => {
  it('keeps a row that fits in a page in the table itself, a bigger one in the TOAST table', async () => {
    const { db } = database;
    const tenant = await createTenant(db);
    /** A book of two pages of `words` made-up words each, written as processing writes them. */
    const processedBook = async (title: string, words: number) => {
      const { id } = await insertContent(db, tenant, { title });
      const pages = [1, 2].map((pageNo) => ({ pageNo, text: wordsFrom(pageNo * 10_000 + words, words) }));
      await replacePages(db, tenantScopeOf(tenant), id, pages);
      return id;
    };
    const toastSize = async () =>
      (
        await db.execute<{ size: number }>(sql`
          select pg_relation_size(reltoastrelid)::int as size from pg_class where relname = 'content_words'`)
      ).rows[0]?.size;

    const small = await processedBook('small', 300);
    const row = await db.execute<{ size: number }>(sql`
      select pg_column_size(words) as size from content_words where content_id = ${small}`);
    // Past PostgreSQL's 2 KB TOAST threshold, yet still in the table's own page.
    expect(row.rows[0]?.size).toBeGreaterThan(2_100);
    expect(await toastSize()).toBe(0);

    await processedBook('big', 1300);
    expect(await toastSize()).toBeGreaterThan(0);
  });
});
