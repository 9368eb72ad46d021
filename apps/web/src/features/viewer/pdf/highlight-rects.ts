import { type PageViewport, Util } from 'pdfjs-dist';
import type { TextContent, TextItem, TextStyle } from 'pdfjs-dist/types/src/display/api';
import { findMatchesInPieces } from '../highlight/find-matches.ts';

/** A highlight box in the page's CSS pixels: placed at `left, top`, turned by `angle` (radians) around that corner. */
export interface HighlightRect {
  left: number;
  top: number;
  angle: number;
  /** Along the text's direction, from the item's start. */
  offset: number;
  length: number;
  thickness: number;
  /** The place's order among the page's matches (a place across two text items gives two boxes). */
  match: number;
}

const isTextItem = (item: TextContent['items'][number]): item is TextItem => 'str' in item;

function ascentOf(style: TextStyle | undefined): number {
  if (style?.ascent && style.ascent > 0) return style.ascent;
  if (style?.descent && style.descent < 0) return 1 + style.descent;
  return 0.8;
}

/**
 * Where the searched words lie on a page, placed as pdf.js's text layer places its spans (same
 * transform, ascent and direction; vertical fonts turned a quarter), each word's share of its item
 * taken by character count. Drawn over the picture, so it needs no selectable text layer (a content
 * that may not be printed has none).
 */
export function highlightRects(
  content: TextContent,
  viewport: PageViewport,
  terms: readonly string[],
): HighlightRect[] {
  const items = content.items.filter(isTextItem);
  const matches = findMatchesInPieces(
    items.map((item) => item.str),
    terms,
  );
  const rects: HighlightRect[] = [];
  for (const [index, start, end, match] of matches) {
    const item = items[index];
    if (!item || item.str.length === 0) continue;
    const style = content.styles[item.fontName];
    const tx = Util.transform(viewport.transform, item.transform);
    let angle = Math.atan2(tx[1], tx[0]);
    if (style?.vertical) angle += Math.PI / 2;
    const fontHeight = Math.hypot(tx[2], tx[3]);
    const ascent = fontHeight * ascentOf(style);
    const left = angle === 0 ? tx[4] : tx[4] + ascent * Math.sin(angle);
    const top = angle === 0 ? tx[5] - ascent : tx[5] - ascent * Math.cos(angle);
    const total = (style?.vertical ? item.height : item.width) * viewport.scale;
    const perChar = total / item.str.length;
    rects.push({
      left,
      top,
      angle,
      offset: start * perChar,
      length: (end - start) * perChar,
      thickness: fontHeight,
      match,
    });
  }
  return rects;
}
