import { findMatchesInPieces } from '../highlight/find-matches.ts';

/** At most this many marks in one section (a common word would otherwise cover the chapter). */
const MAX_RANGES = 200;

/**
 * The DOM ranges of a section's document where the searched words occur: its text nodes taken in
 * order as one text (a word may cross an element, e.g. ruby or emphasis), ranges cut per node.
 */
export function highlightRanges(doc: Document, terms: readonly string[]): Range[] {
  if (terms.length === 0 || !doc.body) return [];
  const nodes: Text[] = [];
  const walker = doc.createTreeWalker(doc.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement?.localName;
    // Ruby readings (rt, rp) are not part of the running text the index holds.
    if (parent === 'rt' || parent === 'rp') continue;
    nodes.push(node as Text);
  }
  const ranges: Range[] = [];
  for (const [index, start, end] of findMatchesInPieces(
    nodes.map((node) => node.data),
    terms,
  )) {
    const node = nodes[index];
    if (!node) continue;
    const range = doc.createRange();
    range.setStart(node, start);
    range.setEnd(node, end);
    ranges.push(range);
    if (ranges.length >= MAX_RANGES) break;
  }
  return ranges;
}
