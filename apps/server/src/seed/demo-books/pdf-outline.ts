import { type PDFDocument, PDFHexString, PDFName, PDFNumber, type PDFRef } from 'pdf-lib';

/** One bookmark of a PDF's outline: its title, the 1-based page it opens, its own bookmarks. */
export interface PdfOutlineEntry {
  title: string;
  page: number;
  children?: PdfOutlineEntry[];
}

/**
 * Writes the document's outline (the bookmarks a reader lists as contents): pdf-lib has no API for it,
 * so the dictionaries are built as the PDF specification lays them out (siblings linked by Prev/Next,
 * parents holding First/Last and a negative Count: closed), each entry a `[page /Fit]` destination.
 */
export function addPdfOutline(doc: PDFDocument, entries: readonly PdfOutlineEntry[]): void {
  const { context } = doc;
  const pages = doc.getPages();
  const build = (list: readonly PdfOutlineEntry[], parent: PDFRef): PDFRef[] => {
    const refs = list.map(() => context.nextRef());
    list.forEach((entry, index) => {
      const page = pages[entry.page - 1];
      const ref = refs[index] as PDFRef;
      if (!page) throw new Error(`outline entry ${entry.title} points past the last page`);
      const item = context.obj({});
      item.set(PDFName.of('Title'), PDFHexString.fromText(entry.title));
      item.set(PDFName.of('Parent'), parent);
      item.set(PDFName.of('Dest'), context.obj([page.ref, PDFName.of('Fit')]));
      const previous = refs[index - 1];
      const next = refs[index + 1];
      if (previous) item.set(PDFName.of('Prev'), previous);
      if (next) item.set(PDFName.of('Next'), next);
      if (entry.children?.length) {
        const kids = build(entry.children, ref);
        item.set(PDFName.of('First'), kids[0] as PDFRef);
        item.set(PDFName.of('Last'), kids[kids.length - 1] as PDFRef);
        item.set(PDFName.of('Count'), PDFNumber.of(-kids.length));
      }
      context.assign(ref, item);
    });
    return refs;
  };
  const root = context.nextRef();
  const top = build(entries, root);
  if (top.length === 0) return;
  const outlines = context.obj({ Type: 'Outlines', Count: top.length });
  outlines.set(PDFName.of('First'), top[0] as PDFRef);
  outlines.set(PDFName.of('Last'), top[top.length - 1] as PDFRef);
  context.assign(root, outlines);
  doc.catalog.set(PDFName.of('Outlines'), root);
}
