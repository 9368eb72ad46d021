import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { crc32, deflateRawSync } from 'node:zlib';
import { createCanvas } from '@napi-rs/canvas';

export const sampleDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../test/fixtures/corpus-sample',
);

export interface ZipEntryInput {
  name: string;
  data: Buffer | string;
  /** Stored as is when false (the EPUB `mimetype` must be). */
  deflate?: boolean;
  /** A lie about the uncompressed size, written into both headers. */
  declaredSize?: number;
}

/** A zip written byte by byte (local headers, central directory, end record), UTF-8 names. */
export function zipOf(entries: ZipEntryInput[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const data = Buffer.isBuffer(entry.data) ? entry.data : Buffer.from(entry.data, 'utf8');
    const deflate = entry.deflate ?? true;
    const body = deflate ? deflateRawSync(data) : data;
    const name = Buffer.from(entry.name, 'utf8');
    const size = entry.declaredSize ?? data.length;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6);
    local.writeUInt16LE(deflate ? 8 : 0, 8);
    local.writeUInt32LE(crc32(data), 14);
    local.writeUInt32LE(body.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    locals.push(local, name, body);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(deflate ? 8 : 0, 10);
    central.writeUInt32LE(crc32(data), 16);
    central.writeUInt32LE(body.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, name);
    offset += local.length + name.length + body.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

export interface EpubInput {
  title: string;
  language?: string;
  progression?: 'rtl' | 'ltr';
  /** Spine documents: file name (under OEBPS/) and body markup. */
  documents: { name: string; body: string; head?: string }[];
  /** Further entries under OEBPS/ (images, stylesheets) with their manifest media types. */
  resources?: { name: string; data: Buffer | string; mediaType: string; properties?: string }[];
  /** Replaces an entry's data after the book is assembled (for hostile variants). */
  override?: (entries: ZipEntryInput[]) => ZipEntryInput[];
}

/** A minimal valid EPUB 3: mimetype stored first, container, OPF with manifest and spine. */
export function epubOf(book: EpubInput): Buffer {
  const resources = book.resources ?? [];
  const manifest = [
    ...book.documents.map((d, i) => `<item id="d${i}" href="${d.name}" media-type="application/xhtml+xml"/>`),
    ...resources.map(
      (r, i) =>
        `<item id="r${i}" href="${r.name}" media-type="${r.mediaType}"${r.properties ? ` properties="${r.properties}"` : ''}/>`,
    ),
  ].join('\n');
  const spine = book.documents.map((_, i) => `<itemref idref="d${i}"/>`).join('');
  const opf = `<?xml version="1.0" encoding="UTF-8"?>
<package xmlns="http://www.idpf.org/2007/opf" version="3.0" unique-identifier="id">
  <metadata xmlns:dc="http://purl.org/dc/elements/1.1/">
    <dc:identifier id="id">urn:uuid:hondana-test</dc:identifier>
    <dc:title>${book.title}</dc:title>
    <dc:creator>Test Author</dc:creator>
    <dc:language>${book.language ?? 'en'}</dc:language>
  </metadata>
  <manifest>${manifest}</manifest>
  <spine${book.progression ? ` page-progression-direction="${book.progression}"` : ''}>${spine}</spine>
</package>`;
  const container = `<?xml version="1.0"?>
<container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container">
  <rootfiles><rootfile full-path="OEBPS/package.opf" media-type="application/oebps-package+xml"/></rootfiles>
</container>`;
  const entries: ZipEntryInput[] = [
    { name: 'mimetype', data: 'application/epub+zip', deflate: false },
    { name: 'META-INF/container.xml', data: container },
    { name: 'OEBPS/package.opf', data: opf },
    ...book.documents.map((d) => ({
      name: `OEBPS/${d.name}`,
      data: `<?xml version="1.0" encoding="UTF-8"?>
<html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops">
<head><title>${book.title}</title>${d.head ?? ''}</head>
<body>${d.body}</body>
</html>`,
    })),
    ...resources.map((r) => ({ name: `OEBPS/${r.name}`, data: r.data })),
  ];
  return zipOf(book.override ? book.override(entries) : entries);
}

/** A JPEG of one colour with a mark, like a scanned comic page. */
export function jpegPage(width: number, height: number, colour: string): Buffer {
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  context.fillStyle = colour;
  context.fillRect(0, 0, width, height);
  context.fillStyle = '#000000';
  context.fillRect(width / 4, height / 4, width / 2, height / 8);
  return canvas.toBuffer('image/jpeg');
}

/**
 * A PDF written by hand: `pageCount` pages sharing one content stream (so a thousand pages stay
 * small), Helvetica, and a correct cross-reference table. `declaredCount` lies in the page tree.
 */
export function pdfOf(pageCount: number, text = 'Hondana page', declaredCount = pageCount): Buffer {
  const objects: string[] = [];
  const kids = Array.from({ length: pageCount }, (_, i) => `${5 + i} 0 R`).join(' ');
  const content = `BT /F1 24 Tf 72 720 Td (${text}) Tj ET`;
  objects[1] = '<< /Type /Catalog /Pages 2 0 R >>';
  objects[2] = `<< /Type /Pages /Kids [${kids}] /Count ${declaredCount} >>`;
  objects[3] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>';
  objects[4] = `<< /Length ${content.length} >>\nstream\n${content}\nendstream`;
  for (let i = 0; i < pageCount; i++) {
    objects[5 + i] =
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 3 0 R >> >> /Contents 4 0 R >>';
  }
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  for (let n = 1; n < objects.length; n++) {
    offsets[n] = Buffer.byteLength(body, 'latin1');
    body += `${n} 0 obj\n${objects[n]}\nendobj\n`;
  }
  const xrefAt = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length}\n0000000000 65535 f \n`;
  for (let n = 1; n < objects.length; n++) body += `${String(offsets[n]).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length} /Root 1 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** Our leftovers in a temporary folder: everything but tsx's own cache. */
export const leftoversIn = (dir: string) => readdirSync(dir).filter((name) => !name.startsWith('tsx-'));

/** Child processes of this process still running the reader (Linux; none elsewhere). */
export function runningReaders(): number[] {
  let pids: string[];
  try {
    pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return [];
  }
  return pids
    .filter((pid) => {
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
        return (
          parent === process.pid &&
          readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('process-document-child')
        );
      } catch {
        return false;
      }
    })
    .map(Number);
}
