import { EPUB } from 'foliate-js/epub.js';
import { BlobReader, BlobWriter, configure, TextWriter, ZipReader } from 'foliate-js/vendor/zip.js';
import { isMarkupType, sanitiseMarkup } from './sanitise-markup.ts';

/**
 * Opens an EPUB held in memory (the bytes the viewer fetched with its token) as a foliate-js book,
 * without `view.open(url)` (which would fetch the file again, without our token) and without foliate's
 * format sniffing (MOBI, FB2, CBZ: we serve EPUB only). Every (X)HTML and SVG document is cleaned
 * before it is turned into the frame's blob URL.
 */
export async function openEpub(file: Blob): Promise<EPUB> {
  configure({ useWebWorkers: false });
  const reader = new ZipReader(new BlobReader(file));
  const entries = await reader.getEntries();
  const byName = new Map(entries.map((entry) => [entry.filename, entry]));
  const book = await new EPUB({
    loadText: (name) => byName.get(name)?.getData<string>(new TextWriter()) ?? null,
    loadBlob: (name, type) => byName.get(name)?.getData<Blob>(new BlobWriter(type)) ?? null,
    getSize: (name) => byName.get(name)?.uncompressedSize ?? 0,
  }).init();
  book.transformTarget?.addEventListener('data', (event) => {
    const detail = (event as CustomEvent<{ data: unknown; type: string }>).detail;
    if (!isMarkupType(detail.type)) return;
    detail.data = Promise.resolve(detail.data).then((data) =>
      typeof data === 'string' ? sanitiseMarkup(data, detail.type) : '',
    );
  });
  return book;
}
