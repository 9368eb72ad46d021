import type { TextContent, TextItem } from 'pdfjs-dist/types/src/display/api.js';

export interface PdfPageText {
  text: string;
  /** Characters drawn with a vertical (Identity-V and the like) font, and with a horizontal one. */
  verticalChars: number;
  horizontalChars: number;
}

/**
 * A page's text as pdf.js orders it (vertical columns come in reading order): pdf.js already adds
 * the spaces it sees between words, so items join as they are (CJK stays unspaced) and a line ends
 * where an item says `hasEOL`.
 */
export function pdfPageText(content: TextContent): PdfPageText {
  let text = '';
  let verticalChars = 0;
  let horizontalChars = 0;
  for (const item of content.items) {
    if (!('str' in item)) continue;
    const { str, hasEOL, fontName } = item as TextItem;
    text += str;
    if (hasEOL) text += '\n';
    const visible = str.replace(/\s/g, '').length;
    if (content.styles[fontName]?.vertical) verticalChars += visible;
    else horizontalChars += visible;
  }
  return { text, verticalChars, horizontalChars };
}
