import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { glossaryDocPath, renderGlossaryDoc } from '../scripts/write-glossary.ts';
import { glossary, glossaryViolations } from './glossary.ts';
import { catalogues, flattenCatalogue } from './index.ts';

describe('glossary', () => {
  for (const language of ['en', 'ja', 'vn'] as const) {
    it(`is followed by every ${language} text`, () => {
      expect(glossaryViolations(language, flattenCatalogue(catalogues[language]))).toEqual([]);
    });
  }

  it('names every term it prescribes in each language, and no term is one of its own forbidden variants', () => {
    for (const entry of glossary) {
      for (const language of ['en', 'ja', 'vn'] as const) {
        const { term, forbidden = [] } = entry[language];
        expect(term.trim(), `${entry.concept} ${language}`).not.toBe('');
        for (const variant of forbidden) {
          if (typeof variant === 'string') expect(term.toLowerCase()).not.toContain(variant.toLowerCase());
        }
      }
    }
  });

  it('catches the variants it forbids (the texts before the review)', () => {
    const broken = (language: 'en' | 'ja' | 'vn', key: string, text: string) =>
      glossaryViolations(language, { [key]: text }).length;
    expect(broken('vn', 'api.error.784', 'Vui lòng nhập tên người dùng.')).toBe(1);
    expect(broken('vn', 'api.error.831', 'Không tìm thấy gói dịch vụ.')).toBe(1);
    expect(broken('vn', 'api.error.603', 'Phiên làm việc không còn hợp lệ.')).toBe(1);
    expect(broken('vn', 'api.error.790', 'Vui lòng nhập địa chỉ e-mail.')).toBe(1);
    expect(broken('vn', 'api.error.709', 'Không tìm thấy thẻ.')).toBe(1);
    expect(broken('vn', 'payment.error.100', 'Vui lòng nhập số thẻ.')).toBe(0);
    expect(broken('vn', 'api.error.860', 'Không thể đăng nhập bằng ID đăng nhập một lần.')).toBe(1);
    expect(broken('vn', 'api.error.860', 'Không thể đăng nhập bằng ID đăng nhập một lần (SSO).')).toBe(0);
    expect(broken('vn', 'accounts.register.submit', 'Tạo tài khoản của tôi')).toBe(1);
    expect(broken('ja', 'api.error.722', '並び替え項目が見つかりません。')).toBe(1);
    expect(broken('ja', 'chrome.language.label', '表示言語: {{current}}')).toBe(1);
    expect(broken('ja', 'api.error.429', 'IP アドレスの形式が正しくありません。')).toBe(1);
    expect(broken('ja', 'accounts.profile.email.sent', '{{email}} に確認リンクを送信しました。')).toBe(1);
    expect(broken('ja', 'accounts.reset.requestNew', 'リンクを再請求する')).toBe(1);
    expect(broken('ja', 'billing.invoice', '請求書をダウンロード')).toBe(0);
    expect(broken('ja', 'api.addTrending.success', '注目に追加しました。')).toBe(1);
    expect(broken('ja', 'companyAdmin.create.title', '会社を作成')).toBe(1);
    expect(broken('ja', 'companyAdmin.create.title', '企業を作成')).toBe(0);
    expect(broken('en', 'accounts.profile.email.sent', 'We sent a link to {{email}}.')).toBe(0);
    expect(broken('en', 'accounts.field.email', 'Email address')).toBe(1);
  });

  it('is documented in GLOSSARY.md, generated from glossary.ts (npm run docs:glossary -w @hondana/i18n)', () => {
    expect(readFileSync(glossaryDocPath, 'utf8')).toBe(renderGlossaryDoc());
  });
});
