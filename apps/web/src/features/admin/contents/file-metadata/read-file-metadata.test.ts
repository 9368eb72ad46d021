// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { type PDFDict, PDFDocument, PDFHexString, PDFName, PDFString } from 'pdf-lib';
import * as legacyPdfJs from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import yazl from 'yazl';
import { readFileMetadata } from './read-file-metadata.ts';
import type { PdfJsModule } from './read-pdf-metadata.ts';

// Node runs pdf.js's legacy build (the browser build needs newer built-ins than Node has).
const loadPdfJs = async () => legacyPdfJs as unknown as PdfJsModule;
const fixtures = resolve(import.meta.dirname, '../../../../../../server/test/fixtures/corpus-sample');
const fixture = (name: string) => new Blob([readFileSync(resolve(fixtures, name))]);
const read = (blob: Blob) => readFileMetadata(blob, loadPdfJs);

function xmpPacket(description: string) {
  return `<?xpacket begin="\uFEFF" id="W5M0MpCehiHzreSzNTczkc9d"?>
<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">
<rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:xmp="http://ns.adobe.com/xap/1.0/" xmlns:pdf="http://ns.adobe.com/pdf/1.3/">
<dc:title><rdf:Alt><rdf:li xml:lang="x-default">吾輩は猫である</rdf:li></rdf:Alt></dc:title>
<dc:creator><rdf:Seq><rdf:li>夏目漱石</rdf:li><rdf:li>Natsume Sōseki</rdf:li></rdf:Seq></dc:creator>
<dc:subject><rdf:Bag><rdf:li>猫</rdf:li><rdf:li>明治</rdf:li></rdf:Bag></dc:subject>
<dc:publisher><rdf:Bag><rdf:li>服部書店</rdf:li></rdf:Bag></dc:publisher>
<dc:description><rdf:Alt><rdf:li xml:lang="x-default">${description}</rdf:li></rdf:Alt></dc:description>
<xmp:CreateDate>1905-01-01T00:00:00+09:00</xmp:CreateDate>
</rdf:Description></rdf:RDF></x:xmpmeta><?xpacket end="w"?>`;
}

async function pdfWith(change: (pdf: PDFDocument) => void): Promise<Blob> {
  const pdf = await PDFDocument.create();
  pdf.addPage([200, 200]);
  change(pdf);
  return new Blob([new Uint8Array(await pdf.save({ useObjectStreams: false }))]);
}

// pdf-lib keeps the Info dictionary's accessor private; tests set keys it has no setter for.
const infoDictOf = (pdf: PDFDocument) => (pdf as unknown as { getInfoDict(): PDFDict }).getInfoDict();

function withXmp(pdf: PDFDocument, xml: string) {
  const stream = pdf.context.stream(new TextEncoder().encode(xml), { Type: 'Metadata', Subtype: 'XML' });
  pdf.catalog.set(PDFName.of('Metadata'), pdf.context.register(stream));
}

function epubWith(opf: string): Promise<Blob> {
  const zip = new yazl.ZipFile();
  zip.addBuffer(Buffer.from('application/epub+zip'), 'mimetype', { compress: false });
  zip.addBuffer(
    Buffer.from(
      '<?xml version="1.0"?><container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container"><rootfiles><rootfile full-path="OPS/package%20file.opf" media-type="application/oebps-package+xml"/></rootfiles></container>',
    ),
    'META-INF/container.xml',
  );
  zip.addBuffer(Buffer.from(opf), 'OPS/package file.opf');
  zip.end();
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    zip.outputStream.on('data', (chunk: Buffer) => chunks.push(chunk));
    zip.outputStream.on('end', () => resolve(new Blob([Buffer.concat(chunks)])));
    zip.outputStream.on('error', reject);
  });
}

describe('reading a chosen file’s metadata in the browser', () => {
  it('reads a PDF’s Info dictionary: UTF-16BE and PDFDocEncoding strings, keywords, creation year', async () => {
    const blob = await pdfWith((pdf) => {
      pdf.setTitle('草枕 — 夏目漱石');
      pdf.setAuthor('Zoë Ōtani');
      pdf.setSubject('A painter in the mountains');
      infoDictOf(pdf).set(PDFName.of('Keywords'), PDFHexString.fromText('novel; Meiji, 小説'));
      pdf.setCreationDate(new Date('1906-09-01T00:00:00Z'));
    });
    expect(await read(blob)).toEqual({
      ok: true,
      metadata: {
        title: '草枕 — 夏目漱石',
        author: 'Zoë Ōtani',
        year: '1906',
        description: 'A painter in the mountains',
        keywords: 'novel, Meiji, 小説',
      },
    });
    // "Café" in PDFDocEncoding (é is octal 351).
    const pdfDoc = await pdfWith((pdf) => infoDictOf(pdf).set(PDFName.of('Title'), PDFString.of('Caf\\351')));
    expect(await read(pdfDoc)).toMatchObject({ ok: true, metadata: { title: 'Café' } });
  });

  it('prefers the XMP packet (dc:title, dc:creator, dc:subject, dc:publisher, xmp:CreateDate) and cuts a huge one to the field limits', async () => {
    const blob = await pdfWith((pdf) => {
      pdf.setTitle('Untitled - Notepad');
      withXmp(pdf, xmpPacket(`${'長い説明。'.repeat(400_000)}`));
    });
    const outcome = await read(blob);
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    const { description, ...rest } = outcome.metadata;
    expect(rest).toEqual({
      title: '吾輩は猫である',
      author: '夏目漱石, Natsume Sōseki',
      distributorName: '服部書店',
      year: '1905',
      keywords: '猫, 明治',
    });
    expect(Array.from(description ?? '')).toHaveLength(10_000);
  });

  it('opens a PDF encrypted with an empty user password, says "locked" for one that needs a password, "unreadable" for a broken one or another format', async () => {
    expect((await read(fixture('auth-event-ef-open.pdf'))).ok).toBe(true);
    expect(await read(fixture('issue6010_1.pdf'))).toEqual({ ok: false, reason: 'locked' });
    expect(await read(fixture('poppler-395-0-fuzzed.pdf'))).toMatchObject({ ok: false });
    expect(await read(new Blob(['just text, named .pdf']))).toEqual({ ok: false, reason: 'unreadable' });
    expect(await read(new Blob(['%PDF-1.7\n1 0 obj <<']))).toEqual({ ok: false, reason: 'unreadable' });
  });

  it('reads an EPUB package: title, creators, publisher, date, description as text, subjects, calibre series', async () => {
    const blob = await epubWith(`<?xml version="1.0" encoding="utf-8"?>
<package xmlns="http://www.idpf.org/2007/opf" version="2.0" unique-identifier="id">
<metadata xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:opf="http://www.idpf.org/2007/opf">
<dc:title>Kusamakura</dc:title><dc:creator opf:role="aut">夏目 漱石</dc:creator><dc:creator>Meredith McKinney</dc:creator>
<dc:publisher>Penguin</dc:publisher><dc:language>ja</dc:language><dc:date opf:event="publication">2008-05-06</dc:date>
<dc:description>&lt;p&gt;A &lt;b&gt;painter&lt;/b&gt; walks.&lt;/p&gt;</dc:description>
<dc:subject>Fiction</dc:subject><dc:subject>Japan</dc:subject>
<meta name="calibre:series" content="Penguin Classics"/></metadata></package>`);
    expect(await read(blob)).toEqual({
      ok: true,
      metadata: {
        title: 'Kusamakura',
        author: '夏目 漱石, Meredith McKinney',
        distributorName: 'Penguin',
        year: '2008',
        description: 'A painter walks.',
        keywords: 'Fiction, Japan',
        series: 'Penguin Classics',
        language: 'ja',
      },
    });
  });

  it('reads EPUB 3 refinements (the main title, belongs-to-collection) and the real sample books', async () => {
    const blob =
      await epubWith(`<?xml version="1.0"?><package xmlns="http://www.idpf.org/2007/opf" version="3.0">
<metadata xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:title id="s">A subtitle</dc:title><dc:title id="t">草枕</dc:title>
<meta refines="#t" property="title-type">main</meta><meta refines="#s" property="title-type">subtitle</meta>
<meta property="belongs-to-collection" id="c">漱石全集</meta><meta refines="#c" property="collection-type">series</meta>
</metadata></package>`);
    expect(await read(blob)).toMatchObject({ ok: true, metadata: { title: '草枕', series: '漱石全集' } });
    expect(await read(fixture('kusamakura-japanese-vertical-writing.epub'))).toMatchObject({
      ok: true,
      metadata: { title: '草枕', author: '夏目 漱石', language: 'ja-jp' },
    });
    expect(await read(fixture('childrens-literature.epub'))).toMatchObject({
      ok: true,
      metadata: {
        title: "Children's Literature",
        author: 'Charles Madison Curry, Erle Elsworth Clippinger',
      },
    });
    const notZip = new Blob([new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3])]);
    expect(await read(notZip)).toEqual({ ok: false, reason: 'unreadable' });
  });
});
