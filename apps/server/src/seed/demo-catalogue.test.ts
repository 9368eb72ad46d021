import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SearchOperation, type SearchTab, SearchTabType } from '@hondana/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitForJobs } from '../../test/jobs.ts';
import { buildTestApp } from '../../test/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import type { App } from '../app.ts';
import { clientPasswordHash } from '../platform/crypto/passwords.ts';
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

  it('names the params in three languages and gives the books a history: a few new, a few popular', async () => {
    const setting = await database.db.execute<{ param_names: Record<string, Record<string, string>> }>(sql`
      select r.param_names from content_search_result_settings r join services s on s.id = r.service_id
      where s.path = ${campusCatalogue.servicePath}`);
    const names = setting.rows[0]?.param_names ?? {};
    expect(Object.keys(names).sort()).toEqual(['param1', 'param2', 'param3', 'param4', 'param5']);
    for (const byLanguage of Object.values(names))
      expect(Object.keys(byLanguage).sort()).toEqual(['en', 'ja', 'vn']);
    const history = await database.db.execute<{ fresh: number; read_by_three: number; total: number }>(sql`
      select count(*) filter (where c.published_at > now() - interval '30 days')::int as fresh,
        count(*) filter (where (select count(distinct v.viewer_key) from content_daily_viewers v
          where v.company_id = c.company_id and v.content_id = c.id) >= 3)::int as read_by_three,
        count(*)::int as total
      from contents c join services s on s.id = c.service_id where s.path = ${campusCatalogue.servicePath}`);
    expect(history.rows[0]).toEqual({ fresh: 4, read_by_three: 3, total: campusCatalogue.contents.length });
  });

  it("finds the Campus books through every box of the demo's search page, signed in as its student", async () => {
    const portal = 'domain=localhost&path=campus';
    const headers = { host: 'localhost:3000' };
    const login = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers,
      payload: {
        email: 'student01',
        password_hash: clientPasswordHash('Campus-Student-2026'),
        domain: 'localhost',
        path: 'campus',
      },
    });
    const token = login.json().data?.accessToken as string;
    expect(token, login.body).toBeTruthy();
    const signed = { ...headers, 'x-access-token': token };
    const page = await app.inject({
      method: 'GET',
      url: `/api/v1/search-tab/public/list?${portal}`,
      headers: signed,
    });
    const tabs = page.json().data as SearchTab[];
    expect(tabs.map((t) => t.type)).toEqual([SearchTabType.FULL_TEXT, SearchTabType.PARAM]);
    const book = campusCatalogue.contents[0];
    if (!book) throw new Error('no campus book');
    const [year, month] = (book.param5 ?? '').split('/');
    const valueFor = (operation: number): string | string[] => {
      switch (operation) {
        case SearchOperation.PARTIAL:
          return book.author;
        case SearchOperation.EXACT:
          return book.contentCode;
        case SearchOperation.YEAR_RANGE:
          return [`${book.year}/01/01`, `${book.year}/12/31`];
        case SearchOperation.DATE_RANGE:
          return ['2000/01/01', ''];
        case SearchOperation.MONTH_RANGE:
          return [`${year}/${month}/01`, `${year}/${month}/28`];
        case SearchOperation.SINGLE_CHOICE:
          return book.param3 ?? '';
        default:
          return [book.param4 ?? ''];
      }
    };
    const boxes = tabs[1]?.searchBoxes ?? [];
    expect(boxes).toHaveLength(7);
    for (const box of boxes) {
      const groups = box.contentGroupResponseList.filter((g) => g.name === 'Textbooks').map((g) => g.id);
      for (const request of [
        { searchBoxId: box.id, value: valueFor(box.operation) },
        ...(groups.length ? [{ searchBoxId: box.id, contentGroupIdList: groups }] : []),
      ]) {
        const found = await app.inject({
          method: 'POST',
          url: `/api/v1/content/search?${portal}&size=50`,
          headers: signed,
          payload: [request],
        });
        const titles = (found.json().data?.content ?? []).map((c: { title: string }) => c.title);
        expect(titles, `${box.label}: ${found.body}`).toContain(book.title);
      }
    }
    const word = book.title.split(' ')[1] ?? book.title;
    const fullText = await app.inject({
      method: 'POST',
      url: `/api/v1/content/full-text-search?${portal}&searchKey=${encodeURIComponent(word)}`,
      headers: signed,
    });
    const hits = (fullText.json().data?.content ?? []).map((c: { title: string }) => c.title);
    expect(hits, fullText.body).toContain(book.title);
  });
});
