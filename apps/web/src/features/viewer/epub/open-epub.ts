import { EPUB } from 'foliate-js/epub.js';
import { BlobReader, BlobWriter, configure, TextWriter, ZipReader } from 'foliate-js/vendor/zip.js';
import { isDocumentType, sanitiseMarkup } from './sanitise-markup.ts';

/**
 * Opens an EPUB held in memory (the bytes the viewer fetched with its token) as a foliate-js book,
 * without `view.open(url)` (which would fetch the file again, without our token) and without foliate's
 * format sniffing (MOBI, FB2, CBZ: we serve EPUB only).
 *
 * Every document of the book (HTML, XHTML, SVG, other XML, by the manifest's media type) is cleaned as
 * it comes out of the zip: foliate only ever receives the cleaned text, whether it parses it to rewrite
 * links, turns it into a section frame's blob, searches it or copies it for printing. So no handler of
 * the book reaches a frame, however the loading is timed.
 */
export async function openEpub(file: Blob): Promise<EPUB> {
  configure({ useWebWorkers: false });
  const reader = new ZipReader(new BlobReader(file));
  const entries = await reader.getEntries();
  const byName = new Map(entries.map((entry) => [entry.filename, entry]));
  /** Zip entry name → media type, for the manifest's documents; filled once the package is read. */
  const documents = new Map<string, string>();
  const cleanText = async (name: string, type: string) => {
    const text = await byName.get(name)?.getData<string>(new TextWriter());
    return text == null ? null : sanitiseMarkup(text, type);
  };
  const book = await new EPUB({
    // Before the manifest is known foliate reads only the package's own files (container, package
    // document, navigation) into inert parsed documents for their data.
    loadText: (name) => {
      const type = documents.get(name);
      if (type) return cleanText(name, type);
      return byName.get(name)?.getData<string>(new TextWriter()) ?? null;
    },
    loadBlob: (name, type) => {
      const documentType = documents.get(name);
      if (documentType)
        return cleanText(name, documentType).then((text) =>
          text == null ? null : new Blob([text], { type: documentType }),
        );
      return byName.get(name)?.getData<Blob>(new BlobWriter(type)) ?? null;
    },
    getSize: (name) => byName.get(name)?.uncompressedSize ?? 0,
  }).init();
  for (const item of book.resources.manifest)
    if (isDocumentType(item.mediaType)) documents.set(item.href, item.mediaType);
  return book;
}
