import { describe, expect, it } from 'vitest';
import { parseFullTextQuery } from './full-text-query.ts';
import { snippetOf } from './full-text-snippet.ts';
import { eachToken, foldText, MAX_WORD_CHARS } from './full-text-tokens.ts';
import { MAX_POSITION, pageVectorsOf, vectorOf } from './full-text-vector.ts';

const tokens = (text: string) => {
  const out: string[] = [];
  eachToken(foldText(text), (lexeme, position, kind) =>
    out.push(`${lexeme}@${position}${kind === 'last' ? '!' : ''}`),
  );
  return out;
};

describe('folding', () => {
  it('folds width, case and katakana the same way for every variant', () => {
    const variants = ['カタカナ ABC', 'ｶﾀｶﾅ ＡＢＣ', 'かたかな abc', 'カタカナ Abc'];
    expect(new Set(variants.map(foldText))).toEqual(new Set(['かたかな abc']));
    expect(foldText('ｶﾞｸｾｲ')).toBe('がくせい');
    expect(foldText('ＳＴＲＡＳＳＥ')).toBe('strasse');
  });
});

describe('tokens', () => {
  it('cuts Japanese runs into overlapping bigrams with the last character beside the last one', () => {
    expect(tokens('吾輩は猫')).toEqual(['吾輩@0', '輩は@1', 'は猫@2', '猫@2!']);
    expect(tokens('猫')).toEqual(['猫@0']);
    expect(tokens('サーバー')).toEqual(['さー@0', 'ーば@1', 'ばー@2', 'ー@2!']);
  });

  it('keeps a Latin word glued to Japanese apart from the run', () => {
    expect(tokens('Web技術の本')).toEqual(['web@0', '技術@1', '術の@2', 'の本@3', '本@3!']);
    expect(tokens('技術web')).toEqual(['技術@0', '術@0!', 'web@1']);
  });

  it('makes words of other scripts and cuts over-long ones', () => {
    expect(tokens("Don't stop, 2024!")).toEqual(['don@0', 't@1', 'stop@2', '2024@3']);
    expect(tokens('x'.repeat(200))).toEqual([`${'x'.repeat(MAX_WORD_CHARS)}@0`]);
  });
});

describe('query', () => {
  it('asks 2 Japanese characters as one bigram, longer runs as a bigram phrase, one as a prefix', () => {
    expect(parseFullTextQuery('吾輩').tsquery).toBe("('吾輩')");
    expect(parseFullTextQuery('吾輩は猫').tsquery).toBe("('吾輩' <-> '輩は' <-> 'は猫')");
    expect(parseFullTextQuery('猫').tsquery).toBe("('猫':*)");
    expect(parseFullTextQuery('ﾈｺ').tsquery).toBe("('ねこ')");
  });

  it('takes the last word as a prefix and quoted parts as phrases', () => {
    const query = parseFullTextQuery('"Hello World" ligh');
    expect(query.tsquery).toBe("('hello world') & ('ligh':*)");
    expect(query.parts.map((p) => p.term)).toEqual(['hello world', 'ligh']);
    expect(parseFullTextQuery('"ligh"').tsquery).toBe("('ligh')");
  });

  it('asks a phrase of words by its word pairs, anything else by its tokens', () => {
    expect(parseFullTextQuery('"the public library"').tsquery).toBe("('the public' <-> 'public library')");
    expect(parseFullTextQuery('"public library" 東京 time').pages).toEqual({
      tokens: "('東京') & ('time':*)",
      pairs: "('public library')",
      bookWords: "'public' & 'library' & '東京' & 'time':*",
      oneLexeme: false,
      lexemes: [],
    });
    // Each token alone, for the estimate of the pages holding it (none when a phrase of words is asked).
    expect(parseFullTextQuery('東京 time').pages.lexemes).toEqual(["'東京'", "'time':*"]);
    expect(parseFullTextQuery('国際関係 国際').pages.lexemes).toEqual(["'国際'", "'際関'", "'関係'"]);
    expect(parseFullTextQuery('吾輩は猫').pages.bookWords).toBe("'吾輩' & '輩は' & 'は猫'");
    expect(parseFullTextQuery('"the the" 猫').pages.bookWords).toBe("'the' & '猫':*");
    expect(parseFullTextQuery('e-mai').tsquery).toBe("('e mai':*)");
    expect(parseFullTextQuery('"web技術"').tsquery).toBe("('web' <-> '技術')");
    expect(parseFullTextQuery('"public"').tsquery).toBe("('public')");
  });

  it('tells when the pages are asked for one lexeme, whose count the statistics estimate', () => {
    const one = (key: string) => parseFullTextQuery(key).pages.oneLexeme;
    expect(['"public library"', '写真', '"time"'].map(one)).toEqual([true, true, true]);
    expect(['time', '吾輩は猫', '"the public library"', '写真 "time"', '猫'].map(one)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it('turns hostile characters into nothing or into quoted lexemes', () => {
    expect(parseFullTextQuery("!&|:*()<->\\'").tsquery).toBe('');
    expect(parseFullTextQuery("o'brien & a:b").tsquery).toBe("('o brien') & ('a b':*)");
  });
});

describe('vectors', () => {
  it('quotes lexemes and positions them from 1', () => {
    expect(pageVectorsOf('猫 cat')).toEqual({ words: "'猫':1 'cat':2", pairs: '' });
    expect(
      vectorOf([
        { text: 'Title', weight: 'A' },
        { text: 'Author', weight: 'B' },
      ]),
    ).toBe("'title':1A 'author':3B");
  });

  it('holds each pair of adjacent words, in the weight of its part, never across parts or Japanese', () => {
    expect(pageVectorsOf('Public library, web技術 cat')).toEqual({
      words: "'public':1 'library':2 'web':3 '技術':4 '術':4 'cat':5",
      pairs: "'public library':1 'library web':2",
    });
    expect(
      vectorOf([
        { text: 'Old Town', weight: 'A' },
        { text: 'Town Hall', weight: 'B' },
      ]),
    ).toBe("'old':1A 'town':2A,4B 'old town':1A 'hall':5B 'town hall':4B");
  });

  it('keeps positions within PostgreSQL limits', () => {
    const vector = pageVectorsOf(Array.from({ length: 20_000 }, (_, i) => `w${i}`).join(' ')).words;
    const positions = [...vector.matchAll(/:(\d+)/g)].map((m) => Number(m[1]));
    expect(Math.max(...positions)).toBe(MAX_POSITION);
  });
});

describe('snippets', () => {
  it('marks exactly what matched, in the text as extracted', () => {
    const text = 'とある日、カタカナの猫が吾輩は猫であると言った。';
    const snippet = snippetOf(text, parseFullTextQuery('吾輩は猫').parts);
    expect(snippet.filter((s) => s.hit).map((s) => s.text)).toEqual(['吾輩は猫']);
    expect(snippet.map((s) => s.text).join('')).toBe(text);
    const kana = snippetOf(text, parseFullTextQuery('かたかな').parts);
    expect(kana.filter((s) => s.hit).map((s) => s.text)).toEqual(['カタカナ']);
  });

  it('highlights whole words and prefixes, not parts of other words', () => {
    const text = 'A lighthouse keeper keeps the light. Delight!';
    const hits = snippetOf(text, parseFullTextQuery('light').parts).filter((s) => s.hit);
    expect(hits.map((s) => s.text)).toEqual(['lighthouse', 'light']);
  });
});

describe('snippets of long pages', () => {
  it('finds the words far into a long section and marks them', () => {
    const text = `${'ほかの話。'.repeat(20_000)}ここで吾輩は猫である。${'lighthouse '.repeat(10)}`;
    const snippet = snippetOf(text, parseFullTextQuery('吾輩は猫').parts);
    expect(snippet.filter((s) => s.hit).map((s) => s.text)).toEqual(['吾輩は猫']);
    const english = snippetOf(text, parseFullTextQuery('"猫である" light').parts);
    expect(english.some((s) => s.hit && s.text === '猫である')).toBe(true);
  });
});
