import { describe, expect, it } from 'vitest';
import { createTranslator, interpolate } from './translator.ts';

const localeOf = (language: string) => (language === 'vn' ? 'vi' : language);

function translator() {
  const i18n = createTranslator({ fallbackLanguage: 'vn', localeOf });
  i18n.reset('en');
  i18n.addTexts('en', {
    greeting: 'Hello {{name}}',
    spaced: 'Hello {{ name }} and {{other}}',
    books: { total: '{{count}} books', total_one: '{{count}} book' },
    onlyEnglish: 'English only',
  });
  i18n.addTexts('ja', {
    greeting: 'こんにちは{{name}}',
    books: { total: '{{count}}冊', total_one: '1冊だけ' },
  });
  i18n.addTexts('vn', {
    greeting: 'Xin chào {{name}}',
    books: { total: '{{count}} cuốn sách', total_one: 'một cuốn' },
    onlyVietnamese: 'Chỉ tiếng Việt',
  });
  return i18n;
}

describe('interpolate', () => {
  it('writes values as they are, numbers as text, without HTML escaping', () => {
    expect(interpolate('{{a}} & {{b}}', { a: '<b>Tom & Jerry</b>', b: 3 })).toBe('<b>Tom & Jerry</b> & 3');
  });

  it('leaves a placeholder without a value as written and empties one given as undefined or null', () => {
    expect(interpolate('{{a}}-{{b}}-{{c}}', { a: undefined, b: null })).toBe('--{{c}}');
    expect(interpolate('{{a}}', undefined)).toBe('{{a}}');
  });

  it('does not read placeholders inside the values it wrote', () => {
    expect(interpolate('{{a}} {{b}}', { a: '{{b}}', b: 'x' })).toBe('{{b}} x');
  });
});

describe('createTranslator', () => {
  it('looks up dotted keys and fills placeholders, spaces inside the braces allowed', () => {
    const i18n = translator();
    expect(i18n.t('greeting', { name: 'Mai' })).toBe('Hello Mai');
    expect(i18n.t('spaced', { name: 'Mai', other: 'Ken' })).toBe('Hello Mai and Ken');
    expect(i18n.t('greeting', { name: 'Mai', lng: 'ja' })).toBe('こんにちはMai');
  });

  it('falls back to the fallback language, then to the default value, then to the key', () => {
    const i18n = translator();
    expect(i18n.t('onlyVietnamese')).toBe('Chỉ tiếng Việt');
    expect(i18n.exists('onlyVietnamese')).toBe(true);
    expect(i18n.t('missing.key')).toBe('missing.key');
    expect(i18n.exists('missing.key')).toBe(false);
    expect(i18n.t('missing.key', { defaultValue: 'Sorry {{name}}', name: 'Mai' })).toBe('Sorry Mai');
    // A branch is not a text.
    expect(i18n.t('books')).toBe('books');
    i18n.changeLanguage('ja');
    expect(i18n.t('onlyEnglish')).toBe('onlyEnglish');
    expect(i18n.exists('onlyEnglish', { lng: 'en' })).toBe(true);
  });

  it('picks plural forms by the language’s rules: one and other in English, one form in Japanese and Vietnamese', () => {
    const i18n = translator();
    expect([0, 1, 2].map((count) => i18n.t('books.total', { count }))).toEqual([
      '0 books',
      '1 book',
      '2 books',
    ]);
    i18n.changeLanguage('ja');
    expect([1, 2].map((count) => i18n.t('books.total', { count }))).toEqual(['1冊', '2冊']);
    i18n.changeLanguage('vn');
    expect([1, 2].map((count) => i18n.t('books.total', { count }))).toEqual(['1 cuốn sách', '2 cuốn sách']);
  });

  it('merges texts added later into the language’s and replaces a text given again', () => {
    const i18n = translator();
    i18n.addTexts('en', { books: { shelf: 'Shelf' }, greeting: 'Hi {{name}}' });
    expect(i18n.t('books.shelf')).toBe('Shelf');
    expect(i18n.t('books.total', { count: 1 })).toBe('1 book');
    expect(i18n.t('greeting', { name: 'Mai' })).toBe('Hi Mai');
    i18n.removeTexts('vn');
    expect(i18n.hasTexts('vn')).toBe(false);
    expect(i18n.t('onlyVietnamese')).toBe('onlyVietnamese');
    i18n.reset('ja');
    expect([i18n.language, i18n.hasTexts('en')]).toEqual(['ja', false]);
  });

  it('tells listeners of a language switch and of texts added, and gives React a new snapshot', () => {
    const i18n = translator();
    const heard: string[] = [];
    const onChange = (language: string) => heard.push(`language ${language}`);
    i18n.on('languageChanged', onChange);
    i18n.on('added', (language) => heard.push(`added ${language}`));
    let watched = 0;
    const unsubscribe = i18n.subscribe(() => watched++);

    const first = i18n.snapshot();
    expect(i18n.snapshot()).toBe(first);
    i18n.changeLanguage('ja');
    const second = i18n.snapshot();
    expect(second).not.toBe(first);
    expect(second('greeting', { name: 'Mai' })).toBe('こんにちはMai');
    i18n.addTexts('ja', { later: '後で' });
    expect(i18n.snapshot()).not.toBe(second);
    // Texts of a language neither on screen nor the fallback change nothing on screen.
    const third = i18n.snapshot();
    i18n.addTexts('en', { later: 'Later' });
    expect(i18n.snapshot()).toBe(third);
    // Texts added again, as an area asked for twice is, change nothing.
    i18n.addTexts('ja', { later: '後で', greeting: 'こんにちは{{name}}' });
    expect(i18n.snapshot()).toBe(third);

    i18n.off('languageChanged', onChange);
    unsubscribe();
    i18n.changeLanguage('en');
    expect(heard).toEqual(['language ja', 'added ja', 'added en']);
    expect(watched).toBe(2);
  });
});
