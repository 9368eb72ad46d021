import { ContentGroupType, publicContentGroupListSchema, ResultCode } from '@hondana/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoHosts, startDemoApp, tenantGet } from '../../../test/demo-app.ts';

const URL = '/api/v1/content-group/public/list';
let demo: Awaited<ReturnType<typeof startDemoApp>>;

beforeAll(async () => {
  demo = await startDemoApp();
});
afterAll(() => demo.close());

describe('GET /content-group/public/list', () => {
  it("lists the tenant's groups by ordinal, without the personal ones", async () => {
    const response = await tenantGet(demo.app, URL, demoHosts.demo);
    expect(response.statusCode).toBe(200);
    const groups = publicContentGroupListSchema.parse(response.json().data);
    expect(groups.slice(0, 4).map((g) => [g.name, g.nameTranslations.en])).toEqual([
      ['小説', 'Novels'],
      ['ビジネス', 'Business'],
      ['技術書', 'Technology'],
      ['児童書', "Children's books"],
    ]);
    const types = groups.map((g) => g.type);
    expect(types).toContain(ContentGroupType.NEW);
    expect(types).not.toContain(ContentGroupType.FAVORITE);
    expect(types).not.toContain(ContentGroupType.RECENTLY);
  });

  it("never lists another tenant's groups", async () => {
    const books = publicContentGroupListSchema.parse(
      (await tenantGet(demo.app, URL, demoHosts.books)).json().data,
    );
    expect(books.map((g) => g.name)).not.toContain('小説');
    const crossed = await tenantGet(demo.app, URL, {
      host: 'books.localhost',
      domain: 'localhost',
      path: 'demo',
    });
    expect(crossed.json().status).toBe(ResultCode.COMPANY_NOT_FOUND);
    const unknown = await tenantGet(demo.app, URL, { host: 'localhost', path: 'nowhere' });
    expect(unknown.json().status).toBe(ResultCode.SERVICE_PATH_NOT_FOUND);
  });
});
