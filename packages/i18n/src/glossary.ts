/**
 * The glossary of the catalogues: one term per concept per language, with the variants a text must not
 * use. It is data, not prose, so glossary.test.ts can read every string of en, ja and vn against it;
 * packages/i18n/GLOSSARY.md is generated from it (`npm run docs:glossary -w @hondana/i18n`) and a test
 * keeps the document current.
 */
import type { Language } from '@hondana/contract';

/** A forbidden variant: a case-insensitive substring, or a pattern for what a substring cannot say. */
export type Variant = string | RegExp;

export interface TermInLanguage {
  /** The one word (or phrase) for the concept. */
  readonly term: string;
  /** Variants no text may use (placeholders such as `{{email}}` are removed before the check). */
  readonly forbidden?: readonly Variant[];
}

export interface GlossaryEntry {
  /** The concept, in English, as a heading. */
  readonly concept: string;
  /** Why the term was chosen, or where the concept appears; one sentence. */
  readonly note?: string;
  readonly en: TermInLanguage;
  readonly ja: TermInLanguage;
  readonly vn: TermInLanguage;
  /** The check applies only to keys matching this pattern (a concept that lives in some texts only). */
  readonly onlyIn?: RegExp;
  /** Key prefixes where the forbidden variants are the right word (e.g. 請求 in billing texts). */
  readonly allowedIn?: readonly string[];
}

/** Key prefixes of billing and card-payment texts. */
export const billingKeys = [
  'payment.',
  'billing.',
  'order.',
  'orders.',
  'planAdmin.',
  'paymentSettingsAdmin.',
  'couponAdmin.',
  'ordinalAdmin.',
  'subscription.',
  'validate.card.',
  'invalidCardNumber',
  'toast.error.payment',
  'toast.error.creditCardEmpty',
  'toast.success.paymentSuccess',
  'api.error.841',
  'api.error.876',
  'api.error.877',
  'api.error.878',
  'payments.',
] as const;

export const glossary: readonly GlossaryEntry[] = [
  {
    concept: 'E-mail',
    note: 'vn writes the loanword as Vietnamese readers do, without a hyphen.',
    en: { term: 'e-mail', forbidden: ['email'] },
    ja: { term: 'メール／メールアドレス', forbidden: ['Eメール', '電子メール'] },
    vn: { term: 'email', forbidden: ['e-mail'] },
  },
  {
    concept: 'Username (the login name of an account)',
    note: 'The field and every message about it use the same word.',
    en: { term: 'username', forbidden: ['user name'] },
    ja: { term: 'ユーザー名', forbidden: ['ユーザーネーム', 'ユーザ名'] },
    vn: { term: 'tên đăng nhập', forbidden: ['tên người dùng'] },
  },
  {
    concept: 'Session (a signed-in browser or device)',
    en: { term: 'session' },
    ja: { term: 'セッション／端末' },
    vn: { term: 'phiên đăng nhập', forbidden: ['phiên làm việc'] },
  },
  {
    concept: 'Log in / log out',
    en: { term: 'log in, log out' },
    ja: { term: 'ログイン、ログアウト', forbidden: ['サインイン', 'サインアウト'] },
    vn: { term: 'đăng nhập, đăng xuất' },
  },
  {
    concept: 'Sign-up prompt on the login page',
    en: { term: 'New here?' },
    ja: { term: '初めてご利用の方' },
    vn: { term: 'Chưa có tài khoản?', forbidden: ['Bạn mới sử dụng'] },
  },
  {
    concept: 'Buttons name the action, not the owner',
    note: 'English "my account" is not copied into vn buttons: "Hủy tài khoản", not "Hủy tài khoản của tôi".',
    en: { term: 'Cancel my account (English idiom)' },
    ja: { term: '退会する' },
    vn: { term: 'Hủy tài khoản', forbidden: ['của tôi'] },
  },
  {
    concept: 'Subscription plan',
    en: { term: 'plan' },
    ja: { term: 'プラン', forbidden: ['プランの登録が必要'] },
    vn: { term: 'gói đăng ký', forbidden: ['gói dịch vụ'] },
  },
  {
    concept: 'Paywall (a plan is needed)',
    en: { term: 'You need to register for a plan to …' },
    ja: { term: '…にはプランへのご登録が必要です' },
    vn: { term: 'Bạn cần có gói đăng ký để …', forbidden: ['đăng ký gói đăng ký'] },
  },
  {
    concept: 'Favourites',
    en: { term: 'favourites', forbidden: ['favorite'] },
    ja: { term: 'お気に入り' },
    vn: { term: 'danh sách yêu thích' },
  },
  {
    concept: 'Tab (of a browser or a page)',
    note: 'vn "thẻ" is a payment card; it appears only in billing texts.',
    en: { term: 'tab' },
    ja: { term: 'タブ' },
    vn: { term: 'tab', forbidden: ['thẻ'] },
    allowedIn: billingKeys,
  },
  {
    concept: 'Payment card',
    en: { term: 'card, credit card' },
    ja: { term: 'カード、クレジットカード' },
    vn: { term: 'thẻ, thẻ tín dụng' },
  },
  {
    concept: 'Billing (a charge, an invoice)',
    note: 'ja 請求 means billing; asking for a new link is 再発行.',
    en: { term: 'billing' },
    ja: { term: '請求' },
    vn: { term: 'thanh toán' },
  },
  {
    concept: 'Ask for a new link (password reset, confirmation)',
    en: { term: 'ask for a new link' },
    ja: { term: 'リンクを再発行', forbidden: ['請求'] },
    vn: { term: 'yêu cầu liên kết mới' },
    allowedIn: billingKeys,
  },
  {
    concept: "The service's operator (whom a reader contacts)",
    en: { term: 'the operator of this service' },
    ja: { term: 'サービスの運営者', forbidden: ['サービスへお問い合わせ'] },
    vn: { term: 'đơn vị vận hành dịch vụ', forbidden: [/liên hệ dịch vụ(?! )/] },
  },
  {
    concept: 'Referrer URL (the page a visitor comes from)',
    note: 'Not a referral link: that is the referral code below.',
    en: { term: 'referrer URL' },
    ja: { term: 'リファラーURL' },
    vn: { term: 'URL trang nguồn', forbidden: ['URL giới thiệu', 'liên kết giới thiệu'] },
  },
  {
    concept: 'Referral code',
    en: { term: 'referral code' },
    ja: { term: '紹介コード' },
    vn: { term: 'mã giới thiệu' },
  },
  {
    concept: 'Single sign-on ID',
    note: 'vn names the acronym, which readers know from their company login.',
    en: { term: 'single sign-on ID' },
    ja: { term: 'シングルサインオンID' },
    vn: { term: 'ID đăng nhập một lần (SSO)', forbidden: [/đăng nhập một lần(?! \(SSO\))/] },
  },
  {
    concept: 'Company (a tenant of the platform)',
    note: 'ja says 企業 as the API errors and the console did first.',
    en: { term: 'company' },
    ja: { term: '企業', forbidden: ['会社'] },
    vn: { term: 'công ty' },
  },
  {
    concept: 'Sort',
    en: { term: 'sort' },
    ja: { term: '並べ替え', forbidden: ['並び替え', 'ソート'] },
    vn: { term: 'sắp xếp' },
  },
  {
    concept: 'Trending (books readers open now)',
    en: { term: 'trending' },
    ja: { term: '話題', forbidden: ['注目'] },
    vn: { term: 'xu hướng', forbidden: ['nổi bật'] },
    onlyIn: /trending/i,
  },
  {
    concept: 'Featured (chosen by the library, the banner)',
    en: { term: 'featured' },
    ja: { term: '特集', forbidden: ['話題'] },
    vn: { term: 'nổi bật', forbidden: ['xu hướng'] },
    onlyIn: /banner|featured/i,
  },
  {
    concept: 'Banner',
    en: { term: 'banner' },
    ja: { term: 'バナー' },
    vn: { term: 'biểu ngữ', forbidden: ['banner'] },
  },
  {
    concept: 'Demo (server, outbox)',
    en: { term: 'demo' },
    ja: { term: 'デモ' },
    vn: { term: 'trình diễn', forbidden: ['demo'] },
  },
  {
    concept: 'Subnet',
    en: { term: 'subnet' },
    ja: { term: 'サブネット' },
    vn: { term: 'mạng con', forbidden: ['subnet'] },
  },
  {
    concept: 'Outbox (of the demo server)',
    en: { term: 'outbox' },
    ja: { term: '送信トレイ', forbidden: ['送信箱'] },
    vn: { term: 'hộp thư đi' },
  },
];

export interface StyleRule {
  readonly language: Language;
  readonly rule: string;
  /** Text the rule forbids, matched against the raw string (placeholders included). */
  readonly pattern: RegExp;
}

const japanese = '\\u3040-\\u30ff\\u3400-\\u9fff\\u3000-\\u303f\\uff01-\\uff60';

export const styleRules: readonly StyleRule[] = [
  {
    language: 'ja',
    rule: 'A colon after Japanese text is full-width (：), e.g. 表示言語：{{current}}.',
    pattern: new RegExp(`[${japanese}]:`),
  },
  {
    language: 'ja',
    rule:
      'No space between Latin letters, digits or a placeholder and Japanese text: IPアドレス, ' +
      'Microsoftアカウント, {{email}}に (not IP アドレス).',
    pattern: new RegExp(`(?:[A-Za-z0-9]|\\}\\}) [${japanese}]|[${japanese}] (?:[A-Za-z0-9]|\\{\\{)`),
  },
];

/** Placeholders are data, not words: `{{email}}` must not trip the English "email" rule. */
const withoutPlaceholders = (text: string) => text.replace(/\{\{\s*\w+\s*\}\}/g, '…');

const matches = (text: string, variant: Variant): boolean =>
  typeof variant === 'string'
    ? text.toLocaleLowerCase().includes(variant.toLocaleLowerCase())
    : new RegExp(variant.source, `${variant.flags.replace('i', '')}i`).test(text);

export interface GlossaryViolation {
  readonly key: string;
  readonly text: string;
  readonly broken: string;
}

/** Every text of one language that uses a forbidden variant or breaks a style rule. */
export function glossaryViolations(
  language: Language,
  texts: Readonly<Record<string, string>>,
): GlossaryViolation[] {
  const out: GlossaryViolation[] = [];
  for (const [key, text] of Object.entries(texts)) {
    const words = withoutPlaceholders(text);
    for (const entry of glossary) {
      if (entry.onlyIn && !entry.onlyIn.test(key)) continue;
      if (entry.allowedIn?.some((prefix) => key.startsWith(prefix))) continue;
      for (const variant of entry[language].forbidden ?? []) {
        if (matches(words, variant))
          out.push({
            key,
            text,
            broken: `${entry.concept}: "${entry[language].term}", not ${show(variant)}`,
          });
      }
    }
    for (const style of styleRules) {
      if (style.language === language && style.pattern.test(text))
        out.push({ key, text, broken: style.rule });
    }
  }
  return out;
}

export const show = (variant: Variant) =>
  typeof variant === 'string' ? `"${variant}"` : `/${variant.source}/`;
