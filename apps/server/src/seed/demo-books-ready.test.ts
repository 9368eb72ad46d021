import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertContent } from '../../test/catalogue-kit.ts';
import { createTenant } from '../../test/fixtures.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { contents } from '../db/schema/index.ts';
import { watchDemoBooksReady } from './demo-books-ready.ts';

describe('watchDemoBooksReady', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database?.destroy();
  });

  it('resolves once no book is left in processing', async () => {
    const tenant = await createTenant(database.db);
    const first = await insertContent(database.db, tenant, {
      title: 'one',
      state: 'processing',
      published: false,
    });
    const second = await insertContent(database.db, tenant, {
      title: 'two',
      state: 'processing',
      published: false,
    });
    const watch = watchDemoBooksReady(database.db, 10);
    let settled = false;
    void watch.ready.then(() => {
      settled = true;
    });
    await database.db
      .update(contents)
      .set({ state: 'published', published: true })
      .where(eq(contents.id, first.id));
    // Several checks run while one book is still processing; none of them ends the watch.
    for (let i = 0; i < 5; i++) await new Promise((resolve) => setTimeout(resolve, 15));
    expect(settled).toBe(false);
    await database.db.update(contents).set({ state: 'failed' }).where(eq(contents.id, second.id));
    await expect(watch.ready).resolves.toBeUndefined();
    watch.stop();
  });
});
