import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ResultCode, type ViewSettings } from '@hondana/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { demoHosts, startDemoApp, tenantGet } from '../../../test/demo-app.ts';
import { createTenant } from '../../../test/fixtures.ts';
import { buildTestApp } from '../../../test/test-app.ts';
import type { App } from '../../app.ts';
import { candidatePortalPath, isSafeCssValue } from './page-theme.ts';

const INDEX_HTML =
  '<!doctype html>\n<html lang="vi">\n  <head>\n    <meta charset="UTF-8" />\n    <title>Hondana</title>\n' +
  '    <link rel="stylesheet" href="/assets/index-1234.css">\n  </head>\n  <body>\n    <div id="root"></div>\n  </body>\n</html>\n';

let demo: Awaited<ReturnType<typeof startDemoApp>>;
let web: App;
let webDist: string;

beforeAll(async () => {
  demo = await startDemoApp();
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'hondana-web-'));
  fs.mkdirSync(path.join(webDist, 'assets'));
  fs.writeFileSync(path.join(webDist, 'index.html'), INDEX_HTML);
  web = await buildTestApp(demo.database.db, { webDistDir: webDist });
});
afterAll(async () => {
  await web?.close();
  await demo?.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

const page = (url: string, host = 'localhost:3000', headers: Record<string, string> = {}) =>
  web.inject({ method: 'GET', url, headers: { host, ...headers } });

async function settingsOf(key: keyof typeof demoHosts): Promise<ViewSettings> {
  const response = await tenantGet(web, '/api/v1/service-admin/public/view-settings', demoHosts[key]);
  expect(response.json().status).toBe(200);
  return response.json().data as ViewSettings;
}

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const langOf = (html: string) => /<html lang="([^"]*)">/.exec(html)?.[1];

describe("a portal page's HTML carries the tenant's theme", () => {
  it("writes the demo tenant's colours, language and title into /demo", async () => {
    const settings = await settingsOf('demo');
    for (const url of ['/demo', '/demo/', '/demo/login', '/demo/search?q=a']) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      const html = response.body;
      expect(html).toContain(`--hd-header-bg:${settings.headerSettingResponse.backgroundColor};`);
      expect(html).toContain(`--hd-body-bg:${settings.bodySettingResponse.backgroundColor};`);
      expect(html).toContain('body{background-color:var(--hd-body-bg)');
      expect(langOf(html)).toBe({ en: 'en', ja: 'ja', vn: 'vi' }[settings.company.defaultLanguage]);
      expect(titleOf(html)).toBe(
        settings.company.titlePage || settings.company.customName || settings.company.serviceName,
      );
      // The style sits in the head, before the page's own stylesheet; the rest of the page is kept.
      expect(html.indexOf('<style id="hd-tenant-theme">')).toBeLessThan(html.indexOf('</head>'));
      expect(html).toContain('<div id="root"></div>');
    }
  });

  it("names the tenant's login cookie for the session check at boot, a full-domain tenant by its domain", async () => {
    const portalOf = (html: string) => /<meta name="hd-portal"[^>]*>/.exec(html)?.[0];
    const demoSettings = await settingsOf('demo');
    const demoMeta = portalOf((await page('/demo/view-online/abc/1')).body);
    expect(demoMeta).toBe(
      `<meta name="hd-portal" data-domain-type="PATH" data-domain="${demoSettings.company.domain}" data-path="demo">`,
    );
    const books = await settingsOf('books');
    const booksMeta = portalOf((await page('/', 'books.localhost:3000')).body);
    expect(booksMeta).toContain('data-domain-type="FULL_DOMAIN"');
    expect(booksMeta).toContain(`data-domain="${books.company.domain}"`);
    expect(booksMeta).toContain(`data-path="${books.company.path}"`);
    // The tag sits in the head, before the page's scripts run.
    const html = (await page('/demo')).body;
    expect(html.indexOf('<meta name="hd-portal"')).toBeLessThan(html.indexOf('</head>'));
  });

  it('gives each tenant its own theme, a full-domain tenant by its host', async () => {
    const [demoSettings, books] = [await settingsOf('demo'), await settingsOf('books')];
    expect(books.headerSettingResponse.backgroundColor).not.toBe(
      demoSettings.headerSettingResponse.backgroundColor,
    );
    const html = (await page('/', 'books.localhost:3000')).body;
    expect(html).toContain(`--hd-header-bg:${books.headerSettingResponse.backgroundColor};`);
    expect(titleOf(html)).toBe(
      books.company.titlePage || books.company.customName || books.company.serviceName,
    );
  });

  it('answers 304 to a browser revalidating an unchanged page', async () => {
    const first = await page('/demo');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await page('/demo', 'localhost:3000', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const other = await page('/open', 'localhost:3000', { 'if-none-match': etag });
    expect(other.statusCode).toBe(200);
  });

  it('serves the plain page where no tenant is named, and leaves /admin and /api alone', async () => {
    for (const url of [
      '/no-such-tenant',
      '/no-such-tenant/login',
      '/login',
      '/404',
      '/admin',
      '/admin/login',
    ]) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.body, url).toBe(INDEX_HTML);
    }
    const api = await page('/api/v1/no-such-route');
    expect(api.statusCode).toBe(404);
    expect(api.json().status).toBe(ResultCode.NOT_FOUND);
    // The host's root with no tenant there says so: the web app shows the portals page without
    // asking for a tenant's settings.
    const noTenant = '<meta name="hd-portal" data-none="">';
    for (const host of [undefined, 'nobody.example.com']) {
      const root = await page('/', host);
      expect(root.statusCode).toBe(200);
      expect(root.body).toBe(INDEX_HTML.replace('</head>', `${noTenant}</head>`));
    }
  });

  it('never writes a hostile stored value into the page', async () => {
    const tenant = await createTenant(demo.database.db);
    const at = `/${tenant.service.path}`;
    const hostileColour = 'red;}</style><script>alert(1)</script>';
    const db = demo.database.db;
    await db.execute(
      sql`update header_settings set background_color = ${hostileColour} where service_id = ${tenant.service.id}`,
    );
    await db.execute(
      sql`update layout_settings set font_family = ${'Noto Sans;}</style><script>alert(2)</script>'} where service_id = ${tenant.service.id}`,
    );
    await db.execute(
      sql`update companies set title_page = ${'</title><script>alert(3)</script> & "friends"'} where id = ${tenant.company.id}`,
    );
    // The tenant cache learns of the writes through PostgreSQL notifications.
    const html = await vi.waitFor(
      async () => {
        const body = (await page(at)).body;
        expect(titleOf(body)).toContain('alert(3)');
        return body;
      },
      { timeout: 10_000, interval: 20 },
    );
    expect(html).not.toContain('<script');
    expect(html).not.toContain(hostileColour);
    expect(html).not.toContain('--hd-header-bg:');
    expect(html).not.toContain('--hd-font-family:');
    expect(html).toContain('--hd-body-bg:');
    expect(titleOf(html)).toBe(
      '&lt;/title&gt;&lt;script&gt;alert(3)&lt;/script&gt; &amp; &quot;friends&quot;',
    );
    expect(html.match(/<\/style>/g)).toHaveLength(1);
  });
});

describe('page theme rules', () => {
  it('accepts colours, lengths and font lists, and nothing that could leave the declaration', () => {
    expect(isSafeCssValue('--hd-header-bg', '#1a2b3c')).toBe(true);
    expect(isSafeCssValue('--hd-header-bg', 'rgba(0, 0, 0, 0.5)')).toBe(true);
    expect(isSafeCssValue('--hd-header-bg', 'transparent')).toBe(true);
    expect(isSafeCssValue('--hd-header-height', '64px')).toBe(true);
    expect(isSafeCssValue('--hd-sidebar-width-mobile', '66vw')).toBe(true);
    expect(isSafeCssValue('--hd-body-font-family', '"Noto Sans JP", Arial, sans-serif')).toBe(true);
    expect(isSafeCssValue('--hd-body-font-family', 'var(--hd-font-default)')).toBe(true);
    for (const hostile of [
      'red;}</style><script>',
      'red;background:url(x)',
      'expression(alert(1))',
      'url(javascript:alert(1))',
      '#fff}body{display:none',
      'red\\;',
      '',
    ]) {
      expect(isSafeCssValue('--hd-header-bg', hostile), hostile).toBe(false);
    }
    for (const hostile of ['Arial;}</style>', '"Arial', "Arial'", 'a{}', 'var(--x);}']) {
      expect(isSafeCssValue('--hd-body-font-family', hostile), hostile).toBe(false);
    }
    expect(isSafeCssValue('--x;}', '#fff')).toBe(false);
  });

  it('reads the service path as the web app does', () => {
    expect(candidatePortalPath('/demo/login')).toBe('demo');
    expect(candidatePortalPath('/Demo')).toBe('demo');
    for (const url of ['/', '/admin', '/api', '/login', '/search', '/404', '/%ZZ', '/a%3Cb']) {
      expect(candidatePortalPath(url), url).toBeUndefined();
    }
  });
});
