import { describe, expect, it } from 'vitest';
import { linkify } from './linkify.ts';

describe('linkify', () => {
  it('cuts the web addresses out of a text, without a sentence’s final punctuation', () => {
    expect(linkify('Open http://localhost:3000/demo/reset-password?token=abc_DEF-1. Thanks')).toEqual([
      { kind: 'text', text: 'Open ' },
      { kind: 'link', href: 'http://localhost:3000/demo/reset-password?token=abc_DEF-1' },
      { kind: 'text', text: '. Thanks' },
    ]);
  });

  it('keeps a text without addresses whole, and never links other schemes', () => {
    expect(linkify('Hello\njavascript:alert(1)')).toEqual([
      { kind: 'text', text: 'Hello\njavascript:alert(1)' },
    ]);
    expect(linkify('')).toEqual([]);
  });

  it('finds several addresses, one at the very start', () => {
    expect(linkify('https://a.test/x and https://b.test').map((p) => p.kind)).toEqual([
      'link',
      'text',
      'link',
    ]);
  });
});
