import { BannerType, FooterPosition, ResultCode, SortFieldType, viewSettingsSchema } from '@hondana/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoHosts, startDemoApp, tenantGet } from '../../../test/demo-app.ts';

const URL = '/api/v1/service-admin/public/view-settings';
let demo: Awaited<ReturnType<typeof startDemoApp>>;

beforeAll(async () => {
  demo = await startDemoApp();
});
afterAll(() => demo.close());

const settingsOf = async (key: keyof typeof demoHosts) => {
  const response = await tenantGet(demo.app, URL, demoHosts[key]);
  expect(response.statusCode).toBe(200);
  return viewSettingsSchema.parse(response.json().data);
};

describe('GET /service-admin/public/view-settings', () => {
  it('renders each tenant with its own branding', async () => {
    const headers = await Promise.all((['demo', 'open', 'campus', 'books'] as const).map(settingsOf));
    const colours = headers.map((s) => s.headerSettingResponse.backgroundColor);
    expect(colours).toEqual(['#1d4e89', '#ffffff', '#6a4c93', '#fdf0d5']);
    expect(new Set(headers.map((s) => s.company.companyId)).size).toBe(4);
  });

  it('gives the Demo Library its full branding set', async () => {
    const s = await settingsOf('demo');
    expect(s.company.accountType).toBe('ALL');
    expect(s.layoutSettingResponse).toMatchObject({
      pageMarginLeft: 40,
      pageMarginRight: 40,
      showSidebar: true,
    });
    expect(s.inputSettingResponse.borderColor).toBe('#3d993a');
    const positions = new Set(s.footerSettingResponse.links.map((l) => l.positionLink));
    expect(positions).toEqual(new Set([FooterPosition.UPPER, FooterPosition.MIDDLE, FooterPosition.LOWER]));
    const keys = s.footerSettingResponse.links.map((l) => [l.positionLink, l.ordinal]);
    expect(keys).toEqual([...keys].sort((a, b) => (a[0] ?? 0) - (b[0] ?? 0) || (a[1] ?? 0) - (b[1] ?? 0)));
    expect(s.footerSettingResponse.links.some((l) => l.typeLink === 2)).toBe(true);
    expect(s.bannerSettingResponse).toMatchObject({
      isShow: true,
      typeBanner: BannerType.SLIDE,
      slideSpeed: 4,
    });
    expect(s.bannerSettingResponse.bannerImageResponseList).toHaveLength(3);
    expect(s.bannerSettingResponse.bannerImageResponseList.map((x) => x.ordinal)).toEqual([1, 2, 3]);
    const sortsOf = (type: number) =>
      s.sortFieldResponseList.filter((f) => f.type === type).map((f) => f.field);
    expect(sortsOf(SortFieldType.CONTENT_LIST)).toEqual(['uploadedAt', 'title', 'author']);
    expect(sortsOf(SortFieldType.SEARCH_RESULT)).toEqual(['uploadedAt', 'title', 'author']);
    expect(
      s.sortFieldResponseList.filter((f) => f.isSortFieldDefault && f.type === SortFieldType.CONTENT_LIST),
    ).toHaveLength(1);
    expect(s.newInformationList).toHaveLength(2);
    expect(s.footerSettingResponse.copyRight).toContain('Demo Library');
  });

  it('gives the other banner types to the other tenants', async () => {
    expect((await settingsOf('open')).bannerSettingResponse).toMatchObject({
      typeBanner: BannerType.MESSAGE,
      isShow: true,
    });
    const campus = (await settingsOf('campus')).bannerSettingResponse;
    expect(campus).toMatchObject({ typeBanner: BannerType.IMAGE, isShow: true });
    expect(campus.image).toMatch(/banner\.svg\?v=[0-9a-f]{16}$/);
    expect((await settingsOf('books')).bannerSettingResponse.isShow).toBe(false);
  });

  it('serves the branding images it names', async () => {
    const s = await settingsOf('demo');
    for (const url of [
      s.company.logo,
      s.company.favicon,
      s.bannerSettingResponse.bannerImageResponseList[0]?.desktopSlideImage,
    ]) {
      const response = await demo.app.inject({ method: 'GET', url: url ?? '' });
      expect(response.statusCode, url ?? '').toBe(200);
      expect(response.headers['content-type']).toContain('image/svg+xml');
      expect(response.body).toContain('<svg');
    }
    const missing = await demo.app.inject({
      method: 'GET',
      url: '/api/v1/public-assets/999999/logo/logo.svg',
    });
    expect(missing.json().status).toBe(ResultCode.FILE_NOT_FOUND);
    const traversal = await demo.app.inject({
      method: 'GET',
      url: '/api/v1/public-assets/1/logo/..%2F..%2Fsecret.svg',
    });
    expect(traversal.statusCode).toBe(400);
  });

  it("refuses another tenant's settings and unknown tenants", async () => {
    const crossed = await tenantGet(demo.app, URL, {
      host: 'books.localhost',
      domain: 'localhost',
      path: 'demo',
    });
    expect(crossed.json().status).toBe(ResultCode.COMPANY_NOT_FOUND);
    const unknown = await tenantGet(demo.app, URL, { host: 'localhost', path: 'nowhere' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().status).toBe(ResultCode.SERVICE_PATH_NOT_FOUND);
  });
});
