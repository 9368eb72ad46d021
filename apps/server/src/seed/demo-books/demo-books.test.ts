import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument } from 'pdf-lib';
import * as pdfjs from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import yauzl from 'yauzl';
import type { BookSpec, Manifest } from './book-spec.ts';
import { demoCatalogues } from './catalogue.ts';
import { generateDemoBooks } from './generate-books.ts';

const base = createRequire(import.meta.url)
  .resolve('pdfjs-dist/package.json')
  .replace('package.json', '');

const specs: BookSpec[] = [
  {
    file: 't/en.pdf',
    kind: 'pdf',
    theme: 'garden',
    lang: 'en',
    pages: 4,
    title: 'The Kitchen Garden Year',
    author: 'Eleanor Marsh',
    colour: '#2f7d4f',
  },
  {
    file: 't/ja.pdf',
    kind: 'pdf',
    theme: 'neko',
    lang: 'ja',
    pages: 3,
    title: '古本屋の猫と手紙',
    author: '森川 遥',
    colour: '#8a4b2a',
  },
  {
    file: 't/vertical.pdf',
    kind: 'pdf-vertical',
    theme: 'neko',
    lang: 'ja',
    pages: 2,
    title: '坂の上の古本屋',
    author: '森川 遥',
    colour: '#6b3e26',
  },
  {
    file: 't/handbook.pdf',
    kind: 'pdf-handbook',
    theme: 'software',
    lang: 'en',
    pages: 25,
    title: 'Handbook',
    author: 'Team',
    colour: '#1f4e79',
  },
  {
    file: 't/pictures.pdf',
    kind: 'pdf-pictures',
    theme: 'mori',
    lang: 'ja',
    pages: 3,
    title: 'うみと ちいさな ふね',
    author: '小野 ひなた',
    colour: '#1d6fa5',
  },
  {
    file: 't/en.epub',
    kind: 'epub',
    theme: 'lighthouse',
    lang: 'en',
    pages: 3,
    title: "The Lighthouse Keeper's Logbook",
    author: 'Imogen Hale',
    colour: '#3d5a80',
  },
  {
    file: 't/vertical.epub',
    kind: 'epub-vertical',
    theme: 'neko',
    lang: 'ja',
    pages: 3,
    title: '港町の古本屋と灰色の猫',
    author: '森川 遥',
    colour: '#6b3e26',
  },
  {
    file: 't/comic.epub',
    kind: 'epub-comic',
    theme: 'mori',
    lang: 'ja',
    pages: 2,
    title: 'まるくんの ぼうけん',
    author: '青木 そら',
    colour: '#2a9d8f',
  },
];

let dirs: string[] = [];
let manifest: Manifest;
const entry = (file: string) => manifest.books.find((b) => b.file === file) as Manifest['books'][number];
const path = (file: string) => join(dirs[0] as string, file);

beforeAll(async () => {
  dirs = [await mkdtemp(join(tmpdir(), 'demo-books-')), await mkdtemp(join(tmpdir(), 'demo-books-'))];
  manifest = await generateDemoBooks(dirs[0] as string, specs);
}, 60_000);

afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

async function pageTexts(file: string): Promise<string[]> {
  const task = pdfjs.getDocument({
    data: new Uint8Array(await readFile(path(file))),
    cMapUrl: `${base}cmaps/`,
    cMapPacked: true,
    standardFontDataUrl: `${base}standard_fonts/`,
  });
  const doc = await task.promise;
  const texts: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    texts.push(content.items.map((item) => ('str' in item ? item.str : '')).join(''));
  }
  await task.destroy();
  return texts;
}

interface ZipEntry {
  name: string;
  method: number;
  data: string;
}

function readZip(file: string): Promise<ZipEntry[]> {
  return new Promise((resolve, reject) => {
    yauzl.open(path(file), { lazyEntries: true }, (error, zip) => {
      if (error || !zip) return reject(error);
      const entries: ZipEntry[] = [];
      zip.on('entry', (e: yauzl.Entry) => {
        zip.openReadStream(e, (streamError, stream) => {
          if (streamError || !stream) return reject(streamError);
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('end', () => {
            entries.push({
              name: e.fileName,
              method: e.compressionMethod,
              data: Buffer.concat(chunks).toString('latin1'),
            });
            zip.readEntry();
          });
        });
      });
      zip.on('end', () => resolve(entries));
      zip.readEntry();
    });
  });
}

const utf8 = (latin1: string) => Buffer.from(latin1, 'latin1').toString('utf8');

describe('demo catalogue', () => {
  const byPath = Object.fromEntries(demoCatalogues.map((c) => [c.servicePath, c]));

  it('meets the numbers of issue 9 §8 per tenant', () => {
    expect(byPath.demo?.contents.length).toBeGreaterThanOrEqual(60);
    expect(new Set(byPath.demo?.contents.flatMap((c) => c.groups)).size).toBeGreaterThanOrEqual(6);
    expect(byPath.open?.contents.length).toBeGreaterThanOrEqual(20);
    expect(byPath.campus?.contents.length).toBeGreaterThanOrEqual(10);
    expect(byPath.books?.contents.length).toBeGreaterThanOrEqual(10);
  });

  it('gives Demo Library every required kind of book and a series of at least 12 volumes', () => {
    const demo = byPath.demo?.contents ?? [];
    const kinds = (kind: string, lang?: string) =>
      demo.filter((c) => c.book.kind === kind && (!lang || c.book.lang === lang));
    expect(kinds('pdf-handbook').map((c) => c.book.pages + 1)).toContain(500);
    expect(kinds('epub-vertical', 'ja').length).toBeGreaterThan(0);
    expect(kinds('epub', 'en').length).toBeGreaterThan(0);
    expect(kinds('epub-comic').length).toBeGreaterThan(0);
    expect(kinds('pdf-pictures').length).toBeGreaterThan(0);
    const volumes = demo
      .filter((c) => c.series?.name === 'はじめての数学ノート')
      .map((c) => c.series?.volume);
    expect(new Set(volumes).size).toBeGreaterThanOrEqual(12);
  });

  it('files every content under a group of its tenant, with unique codes and files', () => {
    const files = demoCatalogues.flatMap((c) => c.contents.map((content) => content.book.file));
    expect(new Set(files).size).toBe(files.length);
    for (const catalogue of demoCatalogues) {
      const names = new Set(catalogue.groups.map((g) => g.name));
      const codes = catalogue.contents.map((c) => c.contentCode);
      expect(new Set(codes).size).toBe(codes.length);
      for (const content of catalogue.contents) {
        expect(
          content.groups.every((g) => names.has(g)),
          content.contentCode,
        ).toBe(true);
        expect(
          content.book.file.startsWith(
            `${catalogue.servicePath === 'books' ? 'books' : catalogue.servicePath}/`,
          ),
        ).toBe(true);
      }
    }
  });
});

describe('generateDemoBooks', () => {
  it('writes PDFs that load with the page count of the manifest', async () => {
    for (const spec of specs.filter((s) => s.kind.startsWith('pdf'))) {
      const doc = await PDFDocument.load(await readFile(path(spec.file)));
      expect(doc.getPageCount(), spec.file).toBe(entry(spec.file).pageCount);
      expect(doc.getPageCount()).toBe(spec.pages + 1);
      expect(doc.getTitle()).toBe(spec.title);
    }
  });

  it('puts the Japanese text in the text layer, horizontal and vertical', async () => {
    const horizontal = await pageTexts('t/ja.pdf');
    expect(horizontal[0]).toContain('古本屋の猫と手紙');
    expect(horizontal.slice(1).join('')).toContain('港町の坂の途中に');
    expect((await pageTexts('t/vertical.pdf')).slice(1).join('')).toContain('古本屋');
    expect((await pageTexts('t/en.pdf')).join(' ')).toContain('compost');
  });

  it('draws the picture book with no text layer at all', async () => {
    const texts = await pageTexts('t/pictures.pdf');
    expect(texts).toHaveLength(4);
    expect(texts.every((t) => t === '')).toBe(true);
  });

  it('writes EPUBs with mimetype stored first, a package document and a cover image', async () => {
    for (const spec of specs.filter((s) => s.kind.startsWith('epub'))) {
      const entries = await readZip(spec.file);
      expect(entries[0]).toEqual({ name: 'mimetype', method: 0, data: 'application/epub+zip' });
      expect(entries[1]?.data).toContain('full-path="OEBPS/package.opf"');
      const opf = utf8(entries.find((e) => e.name === 'OEBPS/package.opf')?.data ?? '');
      expect(opf).toContain(`<dc:title>${spec.title.replace("'", '&apos;')}</dc:title>`);
      expect(opf).toContain('properties="cover-image"');
      expect(opf.match(/<itemref /g)?.length).toBe(entry(spec.file).pageCount);
      for (const href of [...opf.matchAll(/href="([^"]+)"/g)].map((m) => m[1])) {
        expect(
          entries.some((e) => e.name === `OEBPS/${href}`),
          href,
        ).toBe(true);
      }
    }
  });

  it('sets the Japanese vertical EPUB right to left in vertical-rl, the comic as fixed-layout images only', async () => {
    const vertical = await readZip('t/vertical.epub');
    expect(vertical.find((e) => e.name === 'OEBPS/package.opf')?.data).toContain(
      'page-progression-direction="rtl"',
    );
    expect(vertical.find((e) => e.name.endsWith('.css'))?.data).toContain('writing-mode: vertical-rl');
    expect(utf8(vertical.find((e) => e.name === 'OEBPS/text/chapter-1.xhtml')?.data ?? '')).toMatch(
      /<p>[^<]*。/,
    );
    const comic = await readZip('t/comic.epub');
    expect(comic.find((e) => e.name === 'OEBPS/package.opf')?.data).toContain('pre-paginated');
    const pages = comic.filter((e) => e.name.startsWith('OEBPS/pages/'));
    expect(pages.length).toBe(3);
    for (const page of pages) {
      const body = page.data.slice(page.data.indexOf('<body>'), page.data.indexOf('</body>'));
      expect(body.replace(/<[^>]+>/g, '').trim()).toBe('');
      expect(body).toMatch(/<img src="\.\.\/images\/[a-z0-9-]+\.png"/);
    }
  });

  it('makes the same bytes at every generation, and keeps files already made', async () => {
    const again = await generateDemoBooks(dirs[1] as string, specs);
    expect(again.books.map((b) => b.sha256)).toEqual(manifest.books.map((b) => b.sha256));
    const before = (await stat(path('t/en.pdf'))).mtimeMs;
    const rerun = await generateDemoBooks(dirs[0] as string, specs);
    expect(rerun.books).toEqual(manifest.books);
    expect((await stat(path('t/en.pdf'))).mtimeMs).toBe(before);
  }, 60_000);
});
