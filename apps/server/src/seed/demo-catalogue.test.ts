import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitForJobs } from '../../test/jobs.ts';
import { buildTestApp } from '../../test/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import type { App } from '../app.ts';
import { FilesystemStorage } from '../platform/storage/filesystem-storage.ts';
import { campusCatalogue } from './demo-books/catalogue-campus.ts';
import { loadDemoCatalogueOnce } from './demo-catalogue.ts';
import { loadDemoDataOnce } from './demo-data.ts';

/** The Campus catalogue (10 books) through the real pipeline, as `npm start` loads every demo tenant's. */
const storageDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hondana-demo-catalogue-'));
const booksDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hondana-demo-books-'));
let database: TestDatabase;
let app: App;

beforeAll(async () => {
  database = await createTestDatabase();
  const storage = new FilesystemStorage(storageDir);
  await loadDemoDataOnce({ db: database.db, storage, config: { publicUrl: 'http://localhost:3000' } });
  app = await buildTestApp(database.db, { storage });
});
afterAll(async () => {
  await app.close();
  await database.destroy();
  fs.rmSync(storageDir, { recursive: true, force: true });
  fs.rmSync(booksDir, { recursive: true, force: true });
});

const load = () =>
  loadDemoCatalogueOnce({
    db: database.db,
    storage: app.deps.storage,
    jobs: app.deps.jobs,
    masterKey: app.deps.masterKey,
    booksDir,
    catalogues: [campusCatalogue],
  });

describe('demo catalogue', () => {
  it('sends every book of a tenant without contents through the pipeline, once, and they get published', async () => {
    expect(await load()).toEqual({ contents: campusCatalogue.contents.length });
    expect(await load()).toEqual({ contents: 0 });
    await waitForJobs(database.db, 120_000);
    const rows = await database.db.execute<{ state: string; n: number; grouped: number }>(sql`
      select c.state, count(*)::int as n,
             count(*) filter (where exists (select 1 from content_group_contents g where g.content_id = c.id))::int as grouped
      from contents c join services s on s.id = c.service_id
      where s.path = ${campusCatalogue.servicePath} group by c.state`);
    expect(rows.rows).toEqual([
      { state: 'published', n: campusCatalogue.contents.length, grouped: campusCatalogue.contents.length },
    ]);
    const pages = await database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from content_pages where text <> ''`,
    );
    expect(pages.rows[0]?.n).toBeGreaterThan(0);
  }, 180_000);
});
