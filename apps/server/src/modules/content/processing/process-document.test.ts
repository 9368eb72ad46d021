import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PDF_RANGE_CHUNK_SIZE, ResultCode } from '@hondana/contract';
import { loadImage } from '@napi-rs/canvas';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CoverImages, DocumentOutcome, FirstPagePicture } from './document-outcome.ts';
import { processDocument } from './process-document.ts';
import { epubOf, jpegPage, leftoversIn, runningReaders, sampleDir } from './processing-test-support.ts';

/** Every run's temporary files go to a folder of this test file, checked empty at the end. */
let tmp: string;
let work: string;
const previousTmp = process.env.TMPDIR;
beforeAll(() => {
  tmp = mkdtempSync(path.join(os.tmpdir(), 'hondana-processing-test-'));
  work = mkdtempSync(path.join(os.tmpdir(), 'hondana-processing-files-'));
  process.env.TMPDIR = tmp;
});
afterAll(() => {
  process.env.TMPDIR = previousTmp;
  rmSync(tmp, { recursive: true, force: true });
  rmSync(work, { recursive: true, force: true });
});

const sample = (name: string) => processDocument(path.join(sampleDir, name));
const made = (name: string, bytes: Buffer) => {
  const file = path.join(work, name);
  writeFileSync(file, bytes);
  return processDocument(file);
};

function accepted(outcome: DocumentOutcome) {
  if (!outcome.ok) throw new Error(`refused ${outcome.code}: ${outcome.reason}`);
  return outcome;
}

async function webpWidth(bytes: Buffer): Promise<number> {
  expect(bytes.toString('latin1', 0, 4)).toBe('RIFF');
  expect(bytes.toString('latin1', 8, 12)).toBe('WEBP');
  return (await loadImage(bytes)).width;
}

async function expectCover(cover: CoverImages | null) {
  expect(cover).not.toBeNull();
  expect(cover?.mimeType).toBe('image/webp');
  expect(await webpWidth(cover?.large as Buffer)).toBe(600);
  expect(await webpWidth(cover?.small as Buffer)).toBe(200);
  expect(cover?.width).toBe(600);
}

/** The picture of page 1: a WebP of the page's proportions, its size in points beside it. */
async function expectFirstPage(
  firstPage: FirstPagePicture | null,
  points: { pageWidth: number; pageHeight: number },
  pixels: { width: number; height: number },
) {
  expect(firstPage).toMatchObject(points);
  const image = firstPage?.image as Buffer;
  expect(await webpWidth(image)).toBe(pixels.width);
  expect((await loadImage(image)).height).toBe(pixels.height);
}

async function blankPdf(size: [number, number]): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.addPage(size);
  return Buffer.from(await pdf.save());
}

describe('processDocument: PDF', () => {
  it('reads every page of a plain PDF and renders its first page as the cover', async () => {
    const outcome = accepted(await sample('doc_3_3_pages.pdf'));
    expect(outcome.kind).toBe('pdf');
    expect(outcome.pageCount).toBe(3);
    expect(outcome.pages.map((page) => page.pageNo)).toEqual([1, 2, 3]);
    expect(outcome.pages[1]?.text).toContain('Document 3:Page 2');
    expect(outcome.metadata.hasTextLayer).toBe(true);
    expect(outcome.metadata.writingMode).toBe('horizontal');
    await expectCover(outcome.cover);
    // A letter page: 612 × 792 points drawn 1280 px wide.
    await expectFirstPage(
      outcome.firstPage,
      { pageWidth: 612, pageHeight: 792 },
      { width: 1280, height: 1656 },
    );
    // What the viewer reads first (pdf-opening.test.ts): the file starts the opening, page 1 follows.
    expect(outcome.pdfOpening?.chunkSize).toBe(PDF_RANGE_CHUNK_SIZE);
    expect(outcome.pdfOpening?.document[0]?.[0]).toBe(0);
  });

  it('draws page 1 within 1280 × 1810 px whatever its shape: a landscape or tall page keeps its proportions', async () => {
    const landscape = accepted(await made('landscape.pdf', await blankPdf([842, 595])));
    await expectFirstPage(
      landscape.firstPage,
      { pageWidth: 842, pageHeight: 595 },
      { width: 1280, height: 905 },
    );
    const tall = accepted(await made('tall.pdf', await blankPdf([200, 1000])));
    await expectFirstPage(tall.firstPage, { pageWidth: 200, pageHeight: 1000 }, { width: 362, height: 1810 });
    // The cover is made from the same drawing, still 600 px wide (a tall page keeps its top).
    await expectCover(tall.cover);
    expect(tall.cover?.height).toBe(1800);
  });

  it('extracts Japanese from a non-embedded CID font in vertical writing, in reading order', async () => {
    const outcome = accepted(await sample('vertical.pdf'));
    // Two columns; the break between them is a wrapped line in Japanese, joined (no space).
    expect(outcome.pages[0]?.text).toBe('あいうえお日本語');
    expect(outcome.metadata.writingMode).toBe('vertical');
    await expectCover(outcome.cover);
  });

  it('keeps the word spaces of a Type3 font', async () => {
    const outcome = accepted(await sample('Type3WordSpacing.pdf'));
    expect(outcome.pages[0]?.text.split('\n')[0]).toBe('ab ba abba');
  });

  it('opens a PDF encrypted with an owner password only, refuses one that needs an open password', async () => {
    expect(accepted(await sample('auth-event-ef-open.pdf')).pages[0]?.text).toBe('Example');
    expect(await sample('issue6010_1.pdf')).toMatchObject({
      ok: false,
      code: ResultCode.FILE_PASSWORD_PROTECTED,
    });
  });

  it('refuses broken, truncated and disguised files with their codes', async () => {
    expect(await sample('poppler-395-0-fuzzed.pdf')).toMatchObject({
      ok: false,
      code: ResultCode.FILE_DAMAGED,
    });
    const whole = readFileSync(path.join(sampleDir, 'doc_3_3_pages.pdf'));
    expect(await made('truncated.pdf', whole.subarray(0, 400))).toMatchObject({
      ok: false,
      code: ResultCode.FILE_DAMAGED,
    });
    expect(await made('notes.pdf', Buffer.from('These are my notes, not a PDF.\n'))).toMatchObject({
      ok: false,
      code: ResultCode.FILE_TYPE_NOT_ACCEPTED,
    });
    expect(await made('empty.pdf', Buffer.alloc(0))).toMatchObject({
      ok: false,
      code: ResultCode.FILE_TYPE_NOT_ACCEPTED,
    });
  });
});

const KUSAMAKURA = `<h1>一</h1>
<p><ruby>山路<rt>やまみち</rt></ruby>を登りながら、
こう考えた。</p>
<p><ruby>智<rt>ち</rt></ruby>に働けば角が立つ。<ruby>情<rt>じょう</rt></ruby>に<ruby>棹<rt>さお</rt></ruby>させば流される。
意地を通せば<ruby>窮屈<rt>きゅうくつ</rt></ruby>だ。とかくに人の世は住みにくい。</p>`;

describe('processDocument: EPUB', () => {
  it('reads a Japanese vertical book: spine text with positions, ruby left out, rtl and vertical', async () => {
    const book = epubOf({
      title: '草枕',
      language: 'ja',
      progression: 'rtl',
      documents: [
        {
          name: 'xhtml/一.xhtml',
          body: KUSAMAKURA,
          head: '<link rel="stylesheet" href="../css/vertical.css"/>',
        },
        {
          name: 'xhtml/二.xhtml',
          body: '<p>二の章</p>',
          head: '<link rel="stylesheet" href="../css/vertical.css"/>',
        },
      ],
      resources: [
        {
          name: 'css/vertical.css',
          data: 'html { -epub-writing-mode: vertical-rl; }',
          mediaType: 'text/css',
        },
      ],
    });
    const outcome = accepted(await made('kusamakura.epub', book));
    expect(outcome.kind).toBe('epub');
    expect(outcome.pageCount).toBe(2);
    expect(outcome.pages[0]).toMatchObject({ pageNo: 1, position: 'xhtml/一.xhtml' });
    expect(outcome.pages[0]?.text).toContain('山路を登りながら、こう考えた。');
    expect(outcome.pages[0]?.text).toContain(
      '智に働けば角が立つ。情に棹させば流される。意地を通せば窮屈だ。',
    );
    expect(outcome.pages[1]).toEqual({ pageNo: 2, text: '二の章', position: 'xhtml/二.xhtml' });
    expect(outcome.metadata).toMatchObject({
      title: '草枕',
      author: 'Test Author',
      language: 'ja',
      pageProgression: 'rtl',
      writingMode: 'vertical',
      hasTextLayer: true,
    });
    expect(outcome.cover).toBeNull();
    expect(outcome.pdfOpening).toBeNull();
    expect(outcome.firstPage).toBeNull();
  });

  it('reads a book from the corpus with its declared cover image', async () => {
    const outcome = accepted(await sample('childrens-literature.epub'));
    expect(outcome.metadata.title).toBe("Children's Literature");
    expect(outcome.metadata.author).toContain('Charles Madison Curry');
    expect(outcome.pages.map((page) => page.text).join('\n')).toContain('FAIRY STORIES');
    expect(outcome.pages.every((page) => page.position)).toBe(true);
    await expectCover(outcome.cover);
  });

  it('takes an image-only book (a comic): pages without text, the first image as its cover', async () => {
    const book = epubOf({
      title: 'Comic',
      progression: 'rtl',
      documents: [1, 2, 3].map((n) => ({
        name: `p${n}.xhtml`,
        body: `<img src="images/p${n}.jpg" alt=""/>`,
      })),
      resources: [1, 2, 3].map((n) => ({
        name: `images/p${n}.jpg`,
        data: jpegPage(800, 1200, n === 1 ? '#ff0000' : '#00ff00'),
        mediaType: 'image/jpeg',
      })),
    });
    const outcome = accepted(await made('comic.epub', book));
    expect(outcome.pageCount).toBe(3);
    expect(outcome.pages.map((page) => page.text)).toEqual(['', '', '']);
    expect(outcome.metadata.hasTextLayer).toBe(false);
    await expectCover(outcome.cover);
    expect(outcome.cover?.height).toBe(900);
  });

  it('refuses an EPUB whose spine documents are all missing (the corpus copy of kusamakura)', async () => {
    expect(await sample('kusamakura-japanese-vertical-writing.epub')).toMatchObject({
      ok: false,
      code: ResultCode.FILE_DAMAGED,
    });
  });

  it('refuses an EPUB whose documents are encrypted (DRM), reads one with obfuscated fonts only', async () => {
    const encryption = (algorithm: string) => `<?xml version="1.0"?>
<encryption xmlns="urn:oasis:names:tc:opendocument:xmlns:container" xmlns:enc="http://www.w3.org/2001/04/xmlenc#">
  <enc:EncryptedData><enc:EncryptionMethod Algorithm="${algorithm}"/>
    <enc:CipherData><enc:CipherReference URI="OEBPS/a.xhtml"/></enc:CipherData></enc:EncryptedData>
</encryption>`;
    const book = (algorithm: string) =>
      epubOf({
        title: 'locked',
        documents: [{ name: 'a.xhtml', body: '<p>secret</p>' }],
        override: (entries) => [...entries, { name: 'META-INF/encryption.xml', data: encryption(algorithm) }],
      });
    expect(await made('drm.epub', book('http://www.w3.org/2001/04/xmlenc#aes128-cbc'))).toMatchObject({
      ok: false,
      code: ResultCode.FILE_DAMAGED,
      reason: 'the spine documents are encrypted (DRM)',
    });
    const fonts = accepted(await made('fonts.epub', book('http://www.idpf.org/2008/embedding')));
    expect(fonts.pages[0]?.text).toBe('secret');
  });

  it('refuses an EPUB without a package document, and a truncated EPUB', async () => {
    const noOpf = epubOf({
      title: 'x',
      documents: [{ name: 'a.xhtml', body: '<p>a</p>' }],
      override: (entries) => entries.filter((entry) => !entry.name.endsWith('.opf')),
    });
    expect(await made('no-opf.epub', noOpf)).toMatchObject({ ok: false, code: ResultCode.FILE_DAMAGED });
    const whole = readFileSync(path.join(sampleDir, 'trees.epub'));
    expect(await made('truncated.epub', whole.subarray(0, whole.length / 2))).toMatchObject({
      ok: false,
      code: ResultCode.FILE_DAMAGED,
    });
  });
});

describe('processDocument: after every outcome', () => {
  it('leaves no temporary file and no reader process', () => {
    expect(leftoversIn(tmp)).toEqual([]);
    expect(runningReaders()).toEqual([]);
  });
});
