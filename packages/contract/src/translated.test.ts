import { describe, expect, it } from 'vitest';
import { storedTranslations, translated } from './translated.ts';

describe('an admin-written text in the reader language', () => {
  const label = { en: 'Search', ja: '検索' };
  it('is its translation, else the company default language, else the text as written', () => {
    expect(translated('検索する', label, 'en', 'ja')).toBe('Search');
    expect(translated('検索する', label, 'vn', 'ja')).toBe('検索');
    expect(translated('Tìm', {}, 'en', 'vn')).toBe('Tìm');
    expect(translated('Tìm', { en: '  ' }, 'en', 'vn')).toBe('Tìm');
    expect(translated(null, undefined, 'ja', 'ja')).toBeNull();
  });

  it('stores only the languages given a text', () => {
    expect(storedTranslations({ en: 'Search', ja: ' ', vn: '' })).toEqual({ en: 'Search' });
  });
});
