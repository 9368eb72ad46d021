import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertContent } from '../../../test/catalogue-kit.ts';
import { createTenant } from '../../../test/fixtures.ts';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database.ts';
import { writeContentWords } from './full-text-index.ts';
import { pageVectorsOf } from './full-text-vector.ts';

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
    const sizes = { small: 600, big: 2600 };
    const ids: Record<string, number> = {};
    for (const [name, words] of Object.entries(sizes)) {
      const { id } = await insertContent(db, tenant, { title: name });
      ids[name] = id;
      for (let page = 1; page <= 2; page++) {
        const text = wordsFrom(page * 10_000 + words, words / 2);
        const vectors = pageVectorsOf(text);
        await db.execute(sql`
          insert into content_pages (company_id, service_id, content_id, page_no, text, search_vector, phrase_vector)
          values (${tenant.company.id}, ${tenant.service.id}, ${id}, ${page}, ${text},
            ${vectors.words}::tsvector, ${vectors.pairs}::tsvector)`);
      }
    }
    const toastSize = async () =>
      (
        await db.execute<{ size: number }>(sql`
          select pg_relation_size(reltoastrelid)::int as size from pg_class where relname = 'content_words'`)
      ).rows[0]?.size;

    await writeContentWords(db, tenant.company.id, [ids.small as number]);
    const small = await db.execute<{ size: number }>(sql`
      select pg_column_size(words) as size from content_words where content_id = ${ids.small as number}`);
    // Past PostgreSQL's 2 KB TOAST threshold, yet still in the table's own page.
    expect(small.rows[0]?.size).toBeGreaterThan(2_100);
    expect(await toastSize()).toBe(0);

    await writeContentWords(db, tenant.company.id, [ids.big as number]);
    expect(await toastSize()).toBeGreaterThan(0);
  });
});
