/**
 * Message catalogues en / ja / vn (i18next-style nested objects) and a small lookup helper, shared by
 * the web app (its translator, apps/web/src/i18n/translator.ts) and the server (mail).
 */
import type { Language } from '@hondana/contract';
import { accountFlowTexts } from './areas/account-flows.ts';
import { accountPagesTexts } from './areas/account-pages.ts';
import { accountsTexts } from './areas/accounts.ts';
import { auditAdminTexts } from './areas/audit-admin.ts';
import { billingMailTexts } from './areas/billing-mail.ts';
import { billingMailNoticeTexts } from './areas/billing-mail-notices.ts';
import { catalogueTexts } from './areas/catalogue.ts';
import { catalogueDisplayAdminTexts } from './areas/catalogue-display-admin.ts';
import { chromeTexts } from './areas/chrome.ts';
import { companyAdminTexts } from './areas/company-admin.ts';
import { companySettingsTexts } from './areas/company-settings.ts';
import { companySettingsFormTexts } from './areas/company-settings-form.ts';
import { consoleServicePickerTexts } from './areas/console-service-picker.ts';
import { contentAdminTexts } from './areas/content-admin.ts';
import { invitationMailTexts } from './areas/invitation-mail.ts';
import { mailTexts } from './areas/mail.ts';
import { ordersTexts } from './areas/orders.ts';
import { paymentsTexts } from './areas/payments.ts';
import { planAdminTexts } from './areas/plan-admin.ts';
import { platformAdminTexts } from './areas/platform-admin.ts';
import { readerAdminTexts } from './areas/reader-admin.ts';
import { readerAdminFormTexts } from './areas/reader-admin-form.ts';
import { readerImportTexts } from './areas/reader-import.ts';
import { searchTexts } from './areas/search.ts';
import { secondFactorTexts } from './areas/second-factor.ts';
import { sellingAdminTexts } from './areas/selling-admin.ts';
import { serviceDetailTexts } from './areas/service-detail.ts';
import { shellTexts } from './areas/shell.ts';
import { signInHelpTexts } from './areas/sign-in-help.ts';
import { staffAdminTexts } from './areas/staff-admin.ts';
import { subscriptionsTexts } from './areas/subscriptions.ts';
import { viewerLaunchTexts, viewerTexts } from './areas/viewer.ts';
import { en as baseEn, type DeepStringShape } from './en.ts';
import { ja as baseJa } from './ja.ts';
import { flattenCatalogue, type InterpolationParams, interpolate, type TextTree } from './text-tools.ts';
import { vn as baseVn } from './vn.ts';

export { defineArea } from './area.ts';
export {
  type CalendarDay,
  type DateKind,
  dateInputFormat,
  datePlaceholder,
  dateTimeFormat,
  dateTimeInputValue,
  formatDate,
  formatDateTime,
  readTypedDate,
  writeDay,
} from './dates.ts';
export type { DeepStringShape } from './en.ts';
export { flattenCatalogue, type InterpolationParams, interpolate, type TextTree } from './text-tools.ts';

/** Screen areas of the web app (see area.ts); two areas may share a top-level key, they are merged deeply. */
const webAreas = [
  shellTexts,
  chromeTexts,
  accountsTexts,
  accountPagesTexts,
  accountFlowTexts,
  contentAdminTexts,
  catalogueDisplayAdminTexts,
  companySettingsTexts,
  catalogueTexts,
  viewerLaunchTexts,
  viewerTexts,
  searchTexts,
  signInHelpTexts,
  secondFactorTexts,
  platformAdminTexts,
  companyAdminTexts,
  readerAdminTexts,
  auditAdminTexts,
  readerAdminFormTexts,
  companySettingsFormTexts,
  serviceDetailTexts,
  staffAdminTexts,
  consoleServicePickerTexts,
  ordersTexts,
  paymentsTexts,
  subscriptionsTexts,
  planAdminTexts,
  sellingAdminTexts,
] as const;
/**
 * Every area: the web's, and the server's own, which the web never ships: the mail texts (`mail.*`) and
 * the readers import's rules (`readerImport.*`, the reasons of its refused-rows download).
 */
const areas = [
  ...webAreas.slice(0, 4),
  mailTexts,
  invitationMailTexts,
  billingMailTexts,
  billingMailNoticeTexts,
  readerImportTexts,
  ...webAreas.slice(4),
] as const;

type AreaEn = (typeof areas)[number]['en'];
type UnionToIntersection<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void
  ? I
  : never;

type Texts = { readonly [key: string]: string | Texts };

function mergeTexts(...parts: object[]): Texts {
  const out: Record<string, string | Texts> = {};
  for (const part of parts as Texts[]) {
    for (const [key, value] of Object.entries(part)) {
      const existing = out[key];
      out[key] =
        typeof value === 'object' && existing && typeof existing === 'object'
          ? mergeTexts(existing, value)
          : value;
    }
  }
  return out;
}

export const en = mergeTexts(baseEn, ...areas.map((a) => a.en)) as unknown as typeof baseEn &
  UnionToIntersection<AreaEn>;
export type Catalogue = DeepStringShape<typeof en>;
export const ja = mergeTexts(baseJa, ...areas.map((a) => a.ja)) as unknown as Catalogue;
export const vn = mergeTexts(baseVn, ...areas.map((a) => a.vn)) as unknown as Catalogue;

export const catalogues = { en, ja, vn } as const satisfies Record<Language, Catalogue>;

const bases = { en: baseEn, ja: baseJa, vn: baseVn } as const satisfies Record<Language, object>;

/**
 * Web texts loaded on first use, not with the first paint: the content administration
 * (only the admin site shows it, with the rest of its texts), the profile and admin account pages, and the messages of result and
 * payment-provider codes (shown after a refused call), the online viewer. `api.error.unknown` stays in the first-paint
 * texts: it is the fallback when these cannot be loaded.
 */
export const webTextAreas = ['contentAdmin', 'accountPages', 'apiErrors', 'viewer', 'search'] as const;
export type WebTextArea = (typeof webTextAreas)[number];

const lazyAreas = {
  contentAdmin: contentAdminTexts,
  accountPages: accountPagesTexts,
  viewer: viewerTexts,
  search: searchTexts,
} as const;

/** Texts only the admin site shows, fetched with the content administration's (its login's second factor). */
const adminSiteAreas = [
  secondFactorTexts,
  platformAdminTexts,
  companyAdminTexts,
  readerAdminTexts,
  auditAdminTexts,
  readerAdminFormTexts,
  companySettingsFormTexts,
  serviceDetailTexts,
  staffAdminTexts,
  consoleServicePickerTexts,
  planAdminTexts,
] as const;

/** The web catalogue's texts of one lazily loaded area (see `webTextAreas`). */
export function webTextArea(language: Language, area: WebTextArea): TextTree {
  if (area === 'contentAdmin') {
    return mergeTexts(contentAdminTexts[language], ...adminSiteAreas.map((a) => a[language])) as TextTree;
  }
  if (area !== 'apiErrors') return lazyAreas[area][language] as unknown as TextTree;
  const base = bases[language] as unknown as { api: { error: TextTree }; payment: TextTree };
  const { unknown: _kept, ...errors } = base.api.error;
  return { api: { error: errors }, payment: base.payment };
}

/**
 * One language's first-paint texts for the web app: every web area but the lazy ones
 * (`webTextAreas`), without the server's mail texts. The web loads it through `@hondana/i18n/en`
 * (`/ja`, `/vn`), which its build turns into that language's texts alone (apps/web/vite.config.ts),
 * so a visitor downloads one language; the lazy areas come from the same entry's `areas` loaders.
 */
export function webCatalogue(language: Language): TextTree {
  const lazy: readonly object[] = [...Object.values(lazyAreas), ...adminSiteAreas];
  const firstPaint = webAreas.filter((area) => !lazy.includes(area));
  const { payment: _lazy, ...texts } = mergeTexts(bases[language], ...firstPaint.map((a) => a[language])) as {
    api: { error: Texts };
    payment: Texts;
  };
  const unknown = texts.api.error.unknown as string;
  return { ...texts, api: { ...texts.api, error: { unknown } } } as unknown as TextTree;
}

/** A web catalogue: every key but `mail.*`. */
export type WebCatalogue = Omit<Catalogue, 'mail'>;

type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];

/** Every dotted key of the catalogues, e.g. 'api.error.704' or 'validate.card.number'. */
export type CatalogueKey = Leaves<typeof en>;

type Tree = TextTree;

function lookup(catalogue: Catalogue, key: string): string | undefined {
  let node: string | Tree | undefined = catalogue as unknown as Tree;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = Object.hasOwn(node, part) ? node[part] : undefined;
  }
  return typeof node === 'string' ? node : undefined;
}

/** Resolves a dotted key in `lang`, falling back to English, then to the key itself. */
export function translate(
  lang: Language,
  key: CatalogueKey | (string & Record<never, never>),
  params?: InterpolationParams,
): string {
  const text = lookup(catalogues[lang] ?? en, key) ?? lookup(en, key) ?? key;
  return interpolate(text, params);
}

/** Every dotted key of a catalogue. */
export function flattenKeys(catalogue: Catalogue): string[] {
  return Object.keys(flattenCatalogue(catalogue));
}
