import { companyPublicDetailSchema, ResultCode } from '@hondana/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoHosts, startDemoApp, tenantGet } from '../../../test/demo-app.ts';

const URL = '/api/v1/company/public/get-detail';
let demo: Awaited<ReturnType<typeof startDemoApp>>;

beforeAll(async () => {
  demo = await startDemoApp();
});
afterAll(() => demo.close());

describe('GET /company/public/get-detail', () => {
  it.each([
    ['demo', 'ALL', 'PATH', 'demo', 'ja'],
    ['open', 'OPEN', 'PATH', 'open', 'vn'],
    ['campus', 'USERNAME', 'PATH', 'campus', 'vn'],
    ['books', 'EMAIL', 'FULL_DOMAIN', 'books', 'vn'],
  ] as const)('describes the %s tenant', async (key, accountType, domainType, path, language) => {
    const response = await tenantGet(demo.app, URL, demoHosts[key]);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.status).toBe(200);
    const detail = companyPublicDetailSchema.parse(body.data);
    expect(detail).toMatchObject({ accountType, domainType, path, defaultLanguage: language });
    expect(detail.paths).toEqual([path]);
    expect(detail.languages).toEqual(['en', 'ja', 'vn']);
    expect(detail.logo).toMatch(/^\/api\/v1\/public-assets\/\d+\/logo\/logo\.svg\?v=[0-9a-f]{16}$/);
  });

  it('carries the login options the web app needs', async () => {
    const demoLibrary = (await tenantGet(demo.app, URL, demoHosts.demo)).json().data;
    expect(demoLibrary).toMatchObject({
      allowRegistration: true,
      isShowLinkRegisterUser: true,
      showSubscriptionStatus: true,
    });
    expect(demoLibrary.body.serviceAdminId).toEqual(expect.any(Number));
    const campus = (await tenantGet(demo.app, URL, demoHosts.campus)).json().data;
    expect(campus).toMatchObject({
      loginByIpAddress: true,
      autoLoginByIp: true,
      titleOfEmailField: 'Student ID',
    });
  });

  it('never exposes secrets', async () => {
    const body = (await tenantGet(demo.app, URL, demoHosts.demo)).body;
    for (const secret of ['merchantSecret', 'bePassword', 'apiKey', 'tokenApiKey', 'passwordHash']) {
      expect(body).not.toContain(secret);
    }
  });

  it("refuses to describe another tenant than the host's", async () => {
    const wrongDomain = await tenantGet(demo.app, URL, { host: 'localhost:3000', domain: 'books.localhost' });
    expect(wrongDomain.statusCode).toBe(404);
    expect(wrongDomain.json()).toMatchObject({
      status: ResultCode.COMPANY_NOT_FOUND,
      message: 'api.error.704',
    });
    const fullDomainByPath = await tenantGet(demo.app, URL, { host: 'localhost:3000', path: 'books' });
    expect(fullDomainByPath.json().status).toBe(ResultCode.SERVICE_PATH_NOT_FOUND);
    const pathOnOtherHost = await tenantGet(demo.app, URL, { host: 'books.localhost', path: 'demo' });
    expect(pathOnOtherHost.json().data.companyName).toBe('Books Domain');
  });

  it('refuses unknown tenants', async () => {
    const unknownPath = await tenantGet(demo.app, URL, { host: 'localhost', path: 'nowhere' });
    expect(unknownPath.statusCode).toBe(404);
    expect(unknownPath.json().status).toBe(ResultCode.SERVICE_PATH_NOT_FOUND);
    const unknownHost = await tenantGet(demo.app, URL, { host: 'elsewhere.example.com' });
    expect(unknownHost.json().status).toBe(ResultCode.COMPANY_NOT_FOUND);
  });
});

describe('loopback names (PUBLIC_URL is http://localhost:3000)', () => {
  it.each(['127.0.0.1:3000', '[::1]:3000', '127.0.0.2:3000'])(
    'serves the path tenants on %s, with or without a domain naming it',
    async (host) => {
      const hostname = host.slice(0, host.lastIndexOf(':'));
      for (const tenant of [
        { host, path: 'demo' },
        { host, domain: hostname, path: 'demo' },
      ]) {
        const body = (await tenantGet(demo.app, URL, tenant)).json();
        expect(body.status).toBe(200);
        expect(body.data).toMatchObject({ path: 'demo', domain: 'localhost' });
      }
      const viewSettings = await tenantGet(demo.app, '/api/v1/service-admin/public/view-settings', {
        host,
        domain: hostname,
        path: 'campus',
      });
      expect(viewSettings.json().data.company.path).toBe('campus');
    },
  );

  it('still refuses a domain that names another host, and keeps books.localhost its own tenant', async () => {
    const other = await tenantGet(demo.app, URL, {
      host: '127.0.0.1:3000',
      domain: 'books.localhost',
      path: 'demo',
    });
    expect(other.json().status).toBe(ResultCode.COMPANY_NOT_FOUND);
    const books = await tenantGet(demo.app, URL, { host: 'books.localhost:3000', path: 'demo' });
    expect(books.json().data.path).toBe('books');
  });
});
