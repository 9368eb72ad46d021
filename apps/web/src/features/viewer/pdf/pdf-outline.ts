import type { PDFDocumentProxy } from 'pdfjs-dist';

/** One entry of a PDF's outline (bookmarks), its destination resolved to a page number. */
export interface OutlineEntry {
  title: string;
  /** 1-based; null when the destination leads nowhere in this document (a web link, a broken name). */
  page: number | null;
  children: OutlineEntry[];
}

type OutlineSource = Pick<PDFDocumentProxy, 'getOutline' | 'getDestination' | 'getPageIndex'>;
type RawItem = Awaited<ReturnType<PDFDocumentProxy['getOutline']>>[number];

/** Deeply nested outlines exist in the wild; the panel shows this many levels. */
const MAX_DEPTH = 6;

/** The document's outline with page numbers; [] when it has none (or it cannot be read). */
export async function readOutline(doc: OutlineSource): Promise<OutlineEntry[]> {
  const items = await doc.getOutline().catch(() => null);
  if (!items?.length) return [];
  return resolveItems(doc, items, 1);
}

function resolveItems(doc: OutlineSource, items: readonly RawItem[], depth: number): Promise<OutlineEntry[]> {
  return Promise.all(
    items.map(async (item) => ({
      title: item.title.trim(),
      page: await pageOf(doc, item.dest),
      children: depth < MAX_DEPTH && item.items?.length ? await resolveItems(doc, item.items, depth + 1) : [],
    })),
  );
}

async function pageOf(doc: OutlineSource, dest: RawItem['dest']): Promise<number | null> {
  try {
    const explicit = typeof dest === 'string' ? await doc.getDestination(dest) : dest;
    const target = Array.isArray(explicit) ? explicit[0] : null;
    if (Number.isInteger(target)) return (target as number) + 1;
    if (target && typeof target === 'object' && 'num' in target)
      return (await doc.getPageIndex(target as Parameters<OutlineSource['getPageIndex']>[0])) + 1;
  } catch {
    // A destination pdf.js cannot resolve: the entry is shown, not linked.
  }
  return null;
}

/**
 * The entry the reader is in: the last one, in reading order, starting on or before `page` (the
 * deepest such, when a section and its first subsection start on the same page).
 */
export function currentEntry(entries: readonly OutlineEntry[], page: number): OutlineEntry | null {
  let found: OutlineEntry | null = null;
  const visit = (list: readonly OutlineEntry[]) => {
    for (const entry of list) {
      if (entry.page !== null && entry.page <= page && (!found || entry.page >= (found.page ?? 0)))
        found = entry;
      visit(entry.children);
    }
  };
  visit(entries);
  return found;
}
