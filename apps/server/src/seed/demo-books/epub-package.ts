import { ZipFile } from 'yazl';
import type { BookLanguage } from './texts/theme.ts';

export interface EpubItem {
  id: string;
  /** Path inside the package folder `OEBPS/`. */
  href: string;
  mediaType: string;
  data: string | Uint8Array;
  properties?: string;
  /** In reading order (the spine), in the order given. */
  spine?: boolean;
}

export interface EpubBook {
  identifier: string;
  title: string;
  author: string;
  lang: BookLanguage;
  /** Right-to-left page progression (Japanese vertical writing, manga). */
  rtl?: boolean;
  /** Fixed layout (one image per page) instead of reflowable text. */
  fixedLayout?: boolean;
  items: EpubItem[];
}

/** Local-time constructor on purpose: zip keeps DOS local time, so the stored date is the same in every time zone. */
const ZIP_DATE = new Date(2026, 0, 1, 0, 0, 0);
const MODIFIED = '2026-01-01T00:00:00Z';

export const escapeXml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c,
  );

export const xmlLang = (lang: BookLanguage) => (lang === 'vn' ? 'vi' : lang);

/**
 * An EPUB 3 file: `mimetype` first and stored, then container.xml, the package document and the items,
 * every entry with the same fixed date so the bytes are the same at every generation.
 */
export function writeEpub(book: EpubBook): Promise<Buffer> {
  const zip = new ZipFile();
  const options = { mtime: ZIP_DATE, forceDosTimestamp: true };
  zip.addBuffer(Buffer.from('application/epub+zip'), 'mimetype', { ...options, compress: false });
  zip.addBuffer(Buffer.from(containerXml), 'META-INF/container.xml', options);
  zip.addBuffer(Buffer.from(packageDocument(book)), 'OEBPS/package.opf', options);
  for (const item of book.items) {
    const data = typeof item.data === 'string' ? Buffer.from(item.data) : Buffer.from(item.data);
    const compress = !item.mediaType.startsWith('image/png') && !item.mediaType.startsWith('image/jpeg');
    zip.addBuffer(data, `OEBPS/${item.href}`, { ...options, compress });
  }
  zip.end();
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    zip.outputStream.on('data', (chunk: Buffer) => chunks.push(chunk));
    zip.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
    zip.outputStream.on('error', reject);
  });
}

const containerXml = `<?xml version="1.0" encoding="UTF-8"?>
<container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container">
  <rootfiles>
    <rootfile full-path="OEBPS/package.opf" media-type="application/oebps-package+xml"/>
  </rootfiles>
</container>
`;

function packageDocument(book: EpubBook): string {
  const manifest = book.items
    .map((item) => {
      const properties = item.properties ? ` properties="${item.properties}"` : '';
      return `    <item id="${item.id}" href="${escapeXml(item.href)}" media-type="${item.mediaType}"${properties}/>`;
    })
    .join('\n');
  const spine = book.items
    .filter((item) => item.spine)
    .map((item) => `    <itemref idref="${item.id}"/>`)
    .join('\n');
  const layout = book.fixedLayout
    ? '\n    <meta property="rendition:layout">pre-paginated</meta>\n    <meta property="rendition:spread">none</meta>'
    : '';
  const direction = book.rtl ? ' page-progression-direction="rtl"' : ' page-progression-direction="ltr"';
  return `<?xml version="1.0" encoding="UTF-8"?>
<package xmlns="http://www.idpf.org/2007/opf" version="3.0" unique-identifier="book-id" xml:lang="${xmlLang(book.lang)}">
  <metadata xmlns:dc="http://purl.org/dc/elements/1.1/">
    <dc:identifier id="book-id">${escapeXml(book.identifier)}</dc:identifier>
    <dc:title>${escapeXml(book.title)}</dc:title>
    <dc:creator>${escapeXml(book.author)}</dc:creator>
    <dc:language>${xmlLang(book.lang)}</dc:language>
    <dc:publisher>Hondana demo books</dc:publisher>
    <meta property="dcterms:modified">${MODIFIED}</meta>
    <meta name="cover" content="cover-image"/>${layout}
  </metadata>
  <manifest>
${manifest}
  </manifest>
  <spine${direction}>
${spine}
  </spine>
</package>
`;
}

/** An XHTML document of the book, with its language and stylesheet. */
export function xhtmlDocument(options: {
  title: string;
  lang: BookLanguage;
  body: string;
  head?: string;
  css?: string;
}): string {
  const lang = xmlLang(options.lang);
  const css = options.css ? `\n    <link rel="stylesheet" type="text/css" href="${options.css}"/>` : '';
  return `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE html>
<html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops" xml:lang="${lang}" lang="${lang}">
  <head>
    <meta charset="UTF-8"/>
    <title>${escapeXml(options.title)}</title>${css}${options.head ?? ''}
  </head>
  <body>
${options.body}
  </body>
</html>
`;
}

/** The navigation document: the table of contents, one entry per chapter. */
export function navDocument(
  book: { title: string; lang: BookLanguage },
  entries: { href: string; title: string }[],
): string {
  const items = entries
    .map((e) => `        <li><a href="${escapeXml(e.href)}">${escapeXml(e.title)}</a></li>`)
    .join('\n');
  return xhtmlDocument({
    title: book.title,
    lang: book.lang,
    body: `    <nav epub:type="toc" id="toc">
      <h1>${escapeXml(book.title)}</h1>
      <ol>
${items}
      </ol>
    </nav>`,
  });
}
