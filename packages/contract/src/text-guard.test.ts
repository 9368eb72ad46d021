import { describe, expect, it } from 'vitest';
import { findUnsafeText, isUnsafeText } from './text-guard.ts';

describe('text guard', () => {
  it.each([
    ['plain', false],
    ['日本語と emoji 📚', false],
    ['', false],
    ['a\u0000b', true],
    ['\u0000', true],
    ['lone high \uD800 here', true],
    ['lone low \uDC00', true],
    ['reversed \uDC00\uD800', true],
    ['ends high \uD83D', true],
  ])('%j unsafe: %s', (text, expected) => {
    expect(isUnsafeText(text)).toBe(expected);
  });

  it('names the path of every unsafe string and key, however deep', () => {
    expect(
      findUnsafeText({
        email: 'a\u0000@x.test',
        ok: 'fine',
        list: ['x', { name: '\uD800' }],
        'k\u0000': 1,
        n: 5,
        nothing: null,
      }),
    ).toEqual([['email'], ['list', 1, 'name'], ['k\u0000']]);
    expect(findUnsafeText('\u0000')).toEqual([[]]);
    expect(findUnsafeText({ a: 1, b: [true, 'ok'] })).toEqual([]);
  });
});
