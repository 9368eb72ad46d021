import {
  messageKeyOf,
  paymentMessageKeyOf,
  paymentProviderCodeTable,
  resultCodeTable,
} from '@hondana/contract';
import { describe, expect, it } from 'vitest';
import { catalogues, flattenCatalogue, flattenKeys, translate } from './index.ts';

const flat = {
  en: flattenCatalogue(catalogues.en),
  ja: flattenCatalogue(catalogues.ja),
  vn: flattenCatalogue(catalogues.vn),
};
const others = ['ja', 'vn'] as const;
const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)]
    .map((m) => m[1])
    .sort((a, b) => (a ?? '').localeCompare(b ?? ''));

describe('catalogues', () => {
  it('have the same keys in en, ja and vn', () => {
    const enKeys = flattenKeys(catalogues.en).sort();
    for (const lang of others) expect(flattenKeys(catalogues[lang]).sort(), lang).toEqual(enKeys);
  });

  it('have no empty strings', () => {
    for (const [lang, entries] of Object.entries(flat)) {
      const empty = Object.entries(entries).filter(([, text]) => text.trim() === '');
      expect(empty, lang).toEqual([]);
    }
  });

  it('translate every result code and every payment provider code', () => {
    const keys = [
      'api.error.unknown',
      ...resultCodeTable.map((e) => messageKeyOf(e.code)),
      ...paymentProviderCodeTable.map((e) => paymentMessageKeyOf(e.code)),
    ];
    for (const [lang, entries] of Object.entries(flat)) {
      expect(
        keys.filter((key) => entries[key] === undefined),
        lang,
      ).toEqual([]);
    }
  });

  it('hold the success, toast, text, label and validate keys of the seeds', () => {
    const keys = [
      ...['register', 'update', 'create', 'delete', 'cancel', 'coupon'].map((k) => `api.${k}.200`),
      'api.verify.veritrans.200',
      ...['addFavorite', 'removeFavorite', 'addTrending', 'removeTrending'].map((k) => `api.${k}.success`),
      'toast.success.passwordReset',
      'toast.success.passwordChanged',
      'toast.success.cancelUser',
      'toast.error.payment',
      'toast.error.loginFailed',
      'text.exceededMessageDefault',
      'label.notAllowViewBook',
      'invalidCardNumber',
      'validate.required',
      'validate.file.notAllowed',
      'validate.file.invalid',
      'validate.file.yearInvalid',
    ];
    expect(keys.filter((key) => flat.en[key] === undefined)).toEqual([]);
    expect(flat.en['validate.required']).toBe('This field is required');
  });

  it('keep the same interpolation placeholders in every language', () => {
    for (const lang of others) {
      const mismatched = Object.entries(flat.en).filter(
        ([key, text]) => placeholders(text).join() !== placeholders(flat[lang][key] ?? '').join(),
      );
      expect(mismatched, lang).toEqual([]);
    }
  });

  it('are really translated (at least 90% of ja and vn differ from en)', () => {
    const total = Object.keys(flat.en).length;
    for (const lang of others) {
      const same = Object.entries(flat.en).filter(([key, text]) => flat[lang][key] === text).length;
      expect((total - same) / total, lang).toBeGreaterThanOrEqual(0.9);
    }
  });
});

describe('translate', () => {
  it('resolves dotted keys, interpolates, and falls back to en then to the key', () => {
    expect(translate('en', 'api.error.425')).toBe(catalogues.en.api.error['425']);
    expect(translate('vn', 'validate.maxLength', { count: 64 })).toBe('Vui lòng nhập tối đa 64 ký tự');
    expect(translate('ja', 'validate.minLength', { count: 6 })).toBe('6文字以上で入力してください');
    expect(translate('en', 'validate.min')).toContain('{{min}}');
    expect(translate('ja', 'no.such.key')).toBe('no.such.key');
    expect(translate('ja', 'api.error')).toBe('api.error');
  });
});
