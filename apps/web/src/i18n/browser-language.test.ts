import { describe, expect, it } from 'vitest';
import { browserLanguage } from './browser-language.ts';

describe('browserLanguage', () => {
  it('takes the first browser language the portal speaks, vi as vn, else English', () => {
    expect(browserLanguage(['ja-JP', 'en-US'])).toBe('ja');
    expect(browserLanguage(['de-DE', 'vi-VN', 'en'])).toBe('vn');
    expect(browserLanguage(['EN-gb'])).toBe('en');
    expect(browserLanguage(['de-DE', 'fr'])).toBe('en');
    expect(browserLanguage([])).toBe('en');
  });
});
