import { publicTermsSchema, ResultCode } from '@hondana/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoHosts, startDemoApp, tenantGet } from '../../../test/demo-app.ts';

const URL = '/api/v1/terms-and-condition/public';
let demo: Awaited<ReturnType<typeof startDemoApp>>;

beforeAll(async () => {
  demo = await startDemoApp();
});
afterAll(() => demo.close());

describe('GET /terms-and-condition/public', () => {
  it("returns the tenant's terms in force", async () => {
    const response = await tenantGet(demo.app, URL, demoHosts.demo);
    expect(response.statusCode).toBe(200);
    const terms = publicTermsSchema.parse(response.json().data);
    expect(terms).toMatchObject({
      title: 'Demo Libraryの利用規約',
      titleTranslations: { en: 'Demo Library terms of use' },
      version: 1,
    });
    expect(terms.body).toContain('<h2>');
    expect(terms.bodyTranslations?.vn).toContain('<h2>');
  });

  it('answers TERMS_NOT_FOUND for a tenant without terms', async () => {
    const response = await tenantGet(demo.app, URL, demoHosts.open);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ status: ResultCode.TERMS_NOT_FOUND, message: 'api.error.846' });
  });

  it("never answers with another tenant's terms", async () => {
    const crossed = await tenantGet(demo.app, URL, {
      host: 'books.localhost',
      domain: 'localhost',
      path: 'demo',
    });
    expect(crossed.json().status).toBe(ResultCode.COMPANY_NOT_FOUND);
    const books = await tenantGet(demo.app, URL, { host: 'books.localhost', path: 'demo' });
    expect(books.json().status).toBe(ResultCode.TERMS_NOT_FOUND);
  });
});
