import { type FontWeight, textWidth } from './fonts.ts';
import type { BookLanguage } from './texts/theme.ts';

/** Characters that must not begin a Japanese line (kinsoku): they hang at the end of the previous one. */
const noLineStart = new Set([...'、。，．・：；？！ー…」』）〕】ぁぃぅぇぉっゃゅょゎァィゥェォッャュョヮ々']);

/** Breaks a paragraph into lines no wider than `width`: at spaces for English and Vietnamese, anywhere for Japanese. */
export function wrapText(
  text: string,
  width: number,
  size: number,
  lang: BookLanguage,
  weight: FontWeight = 'regular',
): string[] {
  return lang === 'ja' ? wrapJapanese(text, width, size, weight) : wrapWords(text, width, size, weight);
}

function wrapWords(text: string, width: number, size: number, weight: FontWeight): string[] {
  const lines: string[] = [];
  const space = textWidth(' ', size, weight);
  let line = '';
  let lineWidth = 0;
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const wordWidth = textWidth(word, size, weight);
    if (line && lineWidth + space + wordWidth > width) {
      lines.push(line);
      line = '';
      lineWidth = 0;
    }
    lineWidth += (line ? space : 0) + wordWidth;
    line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

function wrapJapanese(text: string, width: number, size: number, weight: FontWeight): string[] {
  const lines: string[] = [];
  let line = '';
  let lineWidth = 0;
  for (const char of text) {
    const charWidth = textWidth(char, size, weight);
    if (line && !noLineStart.has(char) && lineWidth + charWidth > width) {
      lines.push(line);
      line = '';
      lineWidth = 0;
    }
    line += char;
    lineWidth += charWidth;
  }
  if (line) lines.push(line);
  return lines;
}

/** Breaks a paragraph into vertical columns of at most `perColumn` characters, with the same kinsoku rule. */
export function wrapColumns(text: string, perColumn: number): string[] {
  const columns: string[] = [];
  let column: string[] = [];
  for (const char of text) {
    if (column.length >= perColumn && !noLineStart.has(char)) {
      columns.push(column.join(''));
      column = [];
    }
    column.push(char);
  }
  if (column.length) columns.push(column.join(''));
  return columns;
}
