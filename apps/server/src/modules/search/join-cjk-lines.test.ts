import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { makeBook } from '../../seed/demo-books/generate-books.ts';
import { pageText } from '../content/processing/page-text.ts';
import { pdfPageText } from '../content/processing/pdf/pdf-text.ts';
import { pdfjsAssets } from '../content/processing/pdf/pdfjs-assets.ts';
import { parseFullTextQuery } from './full-text-query.ts';
import { snippetOf } from './full-text-snippet.ts';
import { joinCjkLines } from './join-cjk-lines.ts';

/** Page 2 of a generated Japanese book: pdf.js's lines, and the text as the pipeline extracts it. */
async function extractedPage(kind: 'pdf' | 'pdf-vertical'): Promise<{ lines: string[]; text: string }> {
  const { bytes } = await makeBook({
    file: 'ja.pdf',
    kind,
    theme: 'kisetsu',
    lang: 'ja',
    pages: 1,
    title: '季節の手帖',
    author: '山田花子',
    colour: '#336699',
  });
  const task = getDocument({ data: bytes, ...pdfjsAssets, verbosity: 0 });
  try {
    const page = await (await task.promise).getPage(2);
    const content = await page.getTextContent();
    const raw = pdfPageText(content).text;
    return { lines: raw.split('\n').filter(Boolean), text: pageText(raw, 1_000_000) };
  } finally {
    await task.destroy();
  }
}

const snippetText = (text: string, query: string) =>
  snippetOf(text, parseFullTextQuery(query).parts)
    .map((part) => part.text)
    .join('');

describe('lines joined the way a reader reads them', () => {
  it('drops a line break between two Japanese characters, keeps it between Latin words', () => {
    expect(joinCjkLines('ホームに電車が入っ\nてきます。')).toBe('ホームに電車が入ってきます。');
    expect(joinCjkLines('季節の\r\n  手帖')).toBe('季節の手帖');
    expect(joinCjkLines('カタカナ\nー')).toBe('カタカナー');
    expect(joinCjkLines('「はい」\n（いいえ）')).toBe('「はい」（いいえ）');
    // A paragraph's ideographic-space indent stays; only the break goes.
    expect(joinCjkLines('終わり。\n\u3000次の段落')).toBe('終わり。\u3000次の段落');
    expect(joinCjkLines('a light\nhouse')).toBe('a light\nhouse');
    expect(joinCjkLines('猫\nCat')).toBe('猫\nCat');
    expect(joinCjkLines('Cat\n猫')).toBe('Cat\n猫');
    // Blanks on one line are not a line break: they stay.
    expect(joinCjkLines('日本 語')).toBe('日本 語');
  });

  it('extracts a horizontal Japanese PDF with its wrapped lines joined, so a word across a break is found', async () => {
    const { lines, text } = await extractedPage('pdf');
    // pdf.js gives the page as lines wrapped in mid-word (e.g. 「…すっ」 then 「と消えて…」).
    const [first, second] = lines.slice(2) as [string, string];
    expect(first.length).toBeGreaterThan(20);
    expect(text).toContain(first + second);
    expect(text).not.toMatch(/[ぁ-ん一-龠、。]\s+[ぁ-ん一-龠、。]/u);
    const across = first.slice(-2) + second.slice(0, 2);
    const hit = snippetOf(text, parseFullTextQuery(across).parts).filter((part) => part.hit);
    expect(hit.map((part) => part.text)).toContain(across);
  });

  it('extracts a vertical Japanese PDF as running text, not one character a line', async () => {
    const { lines, text } = await extractedPage('pdf-vertical');
    // pdf.js ends a line after each character of a column.
    expect(lines.slice(0, 4).every((line) => [...line].length === 1)).toBe(true);
    expect(text.startsWith(lines.slice(0, 4).join(''))).toBe(true);
    const word = lines.slice(1, 3).join('');
    expect(snippetOf(text, parseFullTextQuery(word).parts).some((part) => part.hit)).toBe(true);
  });

  it('builds snippets of pages stored before the joining without line-break spaces in Japanese', () => {
    const stored =
      'ホームに電車が入っ\nてきます。白線の内側まで\nお下がりください。\nPlease stand behind\nthe line.';
    expect(snippetText(stored, '電車')).toBe(
      'ホームに電車が入ってきます。白線の内側までお下がりください。 Please stand behind the line.',
    );
    // A highlighted word that starts a line: the break before it goes too.
    const parts = snippetOf(stored, parseFullTextQuery('てきます').parts);
    expect(parts.map((part) => part.text)).toEqual([
      'ホームに電車が入っ',
      'てきます',
      '。白線の内側までお下がりください。 Please stand behind the line.',
    ]);
  });
});
