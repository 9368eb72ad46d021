import { viewSettingsSchema } from '@hondana/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoHosts, startDemoApp, tenantGet } from '../../../test/demo-app.ts';
import { sanitizeInformationHtml } from './sanitize-information-html.ts';

const hostile = [
  '<p onclick="steal()">Hello <strong>readers</strong><script>alert(1)</script></p>',
  '<img src="x" onerror="alert(2)" alt="broken"><img src="javascript:alert(3)"><img src="data:image/png;base64,AAAA">',
  '<a href="javascript:alert(4)">bad</a><a href="JaVaScRiPt:alert(5)">bad too</a>',
  '<a href="https://example.com/news" target="_blank" rel="opener">news</a>',
  '<p style="background-image: url(https://tracker.example/x.png); color: #c00">styled</p>',
  '<style>body { display: none }</style><iframe src="https://example.com"></iframe>',
  '<svg><a xlink:href="javascript:alert(6)">svg</a></svg><form action="/x"><input name="p"></form>',
].join('');

describe('sanitizeInformationHtml', () => {
  it('keeps formatting, safe links with rel="noopener", web images and simple inline styles', () => {
    const html =
      '<p><strong>2026/11</strong> New <em>books</em>.</p><ul><li><a href="/demo/search">search</a></li></ul>' +
      '<img src="https://cdn.example/a.png" alt="A"><p style="color: #1d4e89; text-align: center">x</p>';
    expect(sanitizeInformationHtml(html)).toBe(
      '<p><strong>2026/11</strong> New <em>books</em>.</p><ul><li><a href="/demo/search" rel="noopener">search</a></li></ul>' +
        '<img src="https://cdn.example/a.png" alt="A" /><p style="color:#1d4e89;text-align:center">x</p>',
    );
  });

  it('removes scripts, event handlers, javascript: and data: URLs, url() styles and embedded documents', () => {
    const clean = sanitizeInformationHtml(hostile);
    for (const gone of [
      /<script/i,
      /alert/,
      /onerror|onclick/i,
      /javascript:/i,
      /data:/,
      /url\(/,
      /<style/i,
      /<iframe/i,
      /<svg/i,
      /<form|<input/i,
      /target=|rel="opener"/,
    ]) {
      expect(clean).not.toMatch(gone);
    }
    expect(clean).toContain('<p>Hello <strong>readers</strong></p>');
    expect(clean).toContain('<a href="https://example.com/news" rel="noopener">news</a>');
    expect(clean).toContain('<p style="color:#c00">styled</p>');
    expect(clean).toContain('<img src="x" alt="broken" />');
  });
});

describe('view-settings: the information panels', () => {
  let demo: Awaited<ReturnType<typeof startDemoApp>>;
  beforeAll(async () => {
    demo = await startDemoApp();
    // An administrator saved hostile HTML for the Demo Library (before its settings are cached).
    await demo.database.db.execute(sql`
      update new_information set html = ${hostile}
      where id = (select min(i.id) from new_information i join services s on s.id = i.service_id where s.path = 'demo')`);
  });
  afterAll(() => demo.close());

  it('are served sanitised, so the web can draw them as given', async () => {
    const response = await tenantGet(demo.app, '/api/v1/service-admin/public/view-settings', demoHosts.demo);
    expect(response.statusCode).toBe(200);
    const settings = viewSettingsSchema.parse(response.json().data);
    const panels = settings.newInformationList.map((info) => info.html);
    expect(panels).toHaveLength(2);
    expect(panels[0]).toBe(sanitizeInformationHtml(hostile));
    expect(panels[0]).not.toMatch(/script|onerror|javascript:|url\(/i);
    expect(panels[1]).toContain('<a href="/demo/search" rel="noopener">');
  });
});
