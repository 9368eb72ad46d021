/** Small real PDF and EPUB files for tests, made on the spot (pdf-lib, yazl). */
import { PDFDocument, StandardFonts } from 'pdf-lib';
import yazl from 'yazl';

/** One page per text, each `size` points wide and high. */
export async function samplePdf(pages: string[], size: [number, number] = [420, 595]): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (const text of pages) {
    const page = pdf.addPage(size);
    page.drawText(text, { x: 40, y: 520, size: 14, font });
  }
  return Buffer.from(await pdf.save({ useObjectStreams: false }));
}

const xhtml = (title: string, body: string) =>
  `<?xml version="1.0" encoding="utf-8"?>\n<html xmlns="http://www.w3.org/1999/xhtml"><head><title>${title}</title></head><body><p>${body}</p></body></html>`;

export function sampleEpub(title: string, chapters: string[]): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  zip.addBuffer(Buffer.from('application/epub+zip'), 'mimetype', { compress: false });
  zip.addBuffer(
    Buffer.from(
      '<?xml version="1.0"?><container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container"><rootfiles><rootfile full-path="OEBPS/book.opf" media-type="application/oebps-package+xml"/></rootfiles></container>',
    ),
    'META-INF/container.xml',
  );
  const items = chapters.map(
    (_, i) => `<item id="c${i + 1}" href="c${i + 1}.xhtml" media-type="application/xhtml+xml"/>`,
  );
  const spine = chapters.map((_, i) => `<itemref idref="c${i + 1}"/>`);
  zip.addBuffer(
    Buffer.from(
      `<?xml version="1.0"?><package xmlns="http://www.idpf.org/2007/opf" version="3.0" unique-identifier="id"><metadata xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:identifier id="id">urn:test:${title}</dc:identifier><dc:title>${title}</dc:title><dc:language>en</dc:language></metadata><manifest><item id="nav" href="nav.xhtml" media-type="application/xhtml+xml" properties="nav"/>${items.join('')}</manifest><spine>${spine.join('')}</spine></package>`,
    ),
    'OEBPS/book.opf',
  );
  zip.addBuffer(
    Buffer.from(
      `<?xml version="1.0"?><html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops"><head><title>nav</title></head><body><nav epub:type="toc"><ol>${chapters.map((_, i) => `<li><a href="c${i + 1}.xhtml">${i + 1}</a></li>`).join('')}</ol></nav></body></html>`,
    ),
    'OEBPS/nav.xhtml',
  );
  chapters.forEach((text, i) => {
    zip.addBuffer(Buffer.from(xhtml(`${title} ${i + 1}`, text)), `OEBPS/c${i + 1}.xhtml`);
  });
  zip.end();
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    zip.outputStream.on('data', (chunk: Buffer) => chunks.push(chunk));
    zip.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
    zip.outputStream.on('error', reject);
  });
}
