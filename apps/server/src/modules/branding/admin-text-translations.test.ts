import {
  type Language,
  languages,
  publicTermsSchema,
  searchTabListSchema,
  type TextTranslations,
  translated,
  viewSettingsSchema,
} from '@hondana/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoHosts, startDemoApp, tenantGet } from '../../../test/demo-app.ts';
import { buildTestApp } from '../../../test/test-app.ts';
import { buttons, companies, footerLinks, searchBoxes } from '../../db/schema/index.ts';
import { inService } from '../../platform/tenancy/tenant-scope.ts';

/**
 * Every text an admin writes reaches the portal with a value per interface language, and the demo
 * tenants hold all three: resolved in a language, no text is left in another one.
 */
let demo: Awaited<ReturnType<typeof startDemoApp>>;
beforeAll(async () => {
  demo = await startDemoApp();
});
afterAll(() => demo.close());

type Host = (typeof demoHosts)[keyof typeof demoHosts];
const edu: Host = { host: 'localhost:3000', domain: 'localhost', path: 'edu' };
const portals = { ...demoHosts, edu };

interface AdminText {
  kind: string;
  text: string | null;
  translations: TextTranslations | undefined;
}

/** Every admin-written text of a portal's view settings and search page, by kind. */
async function adminTextsOf(host: Host) {
  const settings = viewSettingsSchema.parse(
    (await tenantGet(demo.app, '/api/v1/service-admin/public/view-settings', host)).json().data,
  );
  const tabs = searchTabListSchema.parse(
    // A login-required portal shows no search page to a visitor.
    (await tenantGet(demo.app, '/api/v1/search-tab/public/list', host)).json().data ?? [],
  );
  const { company, footerSettingResponse: footer, bannerSettingResponse: banner } = settings;
  const texts: AdminText[] = [
    ...footer.links.map((l) => ({ kind: 'footer link', text: l.label, translations: l.labelTranslations })),
    ...settings.newInformationList.map((n) => ({
      kind: 'news',
      text: n.html,
      translations: n.htmlTranslations,
    })),
    ...tabs.flatMap((tab) => [
      { kind: 'search button', text: tab.button.label, translations: tab.button.labelTranslations },
      ...tab.searchBoxes.map((b) => ({
        kind: 'search box label',
        text: b.label,
        translations: b.labelTranslations,
      })),
    ]),
  ];
  const terms = (await tenantGet(demo.app, '/api/v1/terms-and-condition/public', host)).json().data;
  if (terms) {
    const { title, titleTranslations, body, bodyTranslations } = publicTermsSchema.parse(terms);
    texts.push({ kind: 'terms title', text: title, translations: titleTranslations });
    texts.push({ kind: 'terms body', text: body, translations: bodyTranslations });
  }
  // The content detail sends the view-book button (catalogue-detail.test.ts); here, every demo one.
  const scope = { companyId: company.companyId, serviceId: company.serviceId };
  for (const b of await demo.database.db.select().from(buttons).where(inService(buttons, scope)))
    texts.push({ kind: `${b.actionType} button`, text: b.label, translations: b.labelTranslations });
  if (banner.message)
    texts.push({ kind: 'banner message', text: banner.message, translations: banner.messageTranslations });
  if (company.titleOfEmailField)
    texts.push({
      kind: 'login field',
      text: company.titleOfEmailField,
      translations: company.titleOfEmailFieldTranslations,
    });
  return { defaultLanguage: company.defaultLanguage, texts };
}

const JAPANESE = /[\u3040-\u30ff\u4e00-\u9fff]/;
const VIETNAMESE = /[ăâđêôơưạảấầẩẫậắằẳẵặẹẻẽếềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹ]/i;
/** Words of another language in a text resolved for `language` (tags and the brand's names aside). */
function foreignIn(language: Language, html: string): boolean {
  const text = html.replace(/<[^>]*>/g, ' ');
  if (language === 'ja') return !JAPANESE.test(text);
  return JAPANESE.test(text) || (language === 'en' && VIETNAMESE.test(text));
}

describe('admin-written texts per interface language (demo data)', () => {
  for (const [name, host] of Object.entries(portals)) {
    it(`${name}: every kind has en, ja and vn, and resolves without another language's words`, async () => {
      const { defaultLanguage, texts } = await adminTextsOf(host);
      expect(texts.length).toBeGreaterThan(0);
      for (const item of texts) {
        expect(Object.keys(item.translations ?? {}).sort(), `${item.kind} ${item.text}`).toEqual(
          [...languages].sort(),
        );
        for (const language of languages) {
          const shown = translated(item.text, item.translations, language, defaultLanguage) ?? '';
          expect(foreignIn(language, shown), `${name} ${language} ${item.kind}: ${shown}`).toBe(false);
        }
      }
    });
  }

  it('the kinds the portals show are all covered', async () => {
    const kinds = new Set<string>();
    for (const host of Object.values(portals))
      for (const t of (await adminTextsOf(host)).texts) kinds.add(t.kind);
    expect([...kinds].sort()).toEqual(
      [
        'banner message',
        'footer link',
        'login field',
        'news',
        'search box label',
        'search button',
        'terms body',
        'terms title',
        'view_book button',
      ].sort(),
    );
  });
});

describe('a text missing in a language', () => {
  it('falls back to the company default language, then to the text as written', async () => {
    const { db } = demo.database;
    const [demoCompany] = await db.select().from(companies).where(eq(companies.name, 'Demo Library'));
    if (!demoCompany) throw new Error('no Demo Library');
    const [link] = await db
      .select()
      .from(footerLinks)
      .where(eq(footerLinks.companyId, demoCompany.id))
      .limit(1);
    const [box] = await db
      .select()
      .from(searchBoxes)
      .where(eq(searchBoxes.companyId, demoCompany.id))
      .limit(1);
    if (!link || !box) throw new Error('no demo footer link or search box');
    await db
      .update(footerLinks)
      .set({ labelTranslations: { ja: 'リンク' } })
      .where(eq(footerLinks.id, link.id));
    await db.update(searchBoxes).set({ labelTranslations: {} }).where(eq(searchBoxes.id, box.id));
    // A fresh app: the first one keeps the tenant's settings it already served.
    const app = await buildTestApp(db);
    try {
      const settings = viewSettingsSchema.parse(
        (await tenantGet(app, '/api/v1/service-admin/public/view-settings', demoHosts.demo)).json().data,
      );
      const served = settings.footerSettingResponse.links.find((l) => l.id === link.id);
      expect(served?.labelTranslations).toEqual({ ja: 'リンク' });
      const show = (language: Language) =>
        translated(
          served?.label ?? '',
          served?.labelTranslations,
          language,
          settings.company.defaultLanguage,
        );
      expect(languages.map(show)).toEqual(['リンク', 'リンク', 'リンク']);
      expect(translated(box.label, {}, 'en', 'ja')).toBe(box.label);
    } finally {
      await app.close();
    }
  });
});
