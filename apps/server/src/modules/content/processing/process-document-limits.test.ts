import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ResultCode } from '@hondana/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { processDocument } from './process-document.ts';
import type { ProcessingLimits } from './processing-limits.ts';
import { epubOf, leftoversIn, pdfOf, runningReaders } from './processing-test-support.ts';

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

const MB = 1024 * 1024;
const over = { ok: false, code: ResultCode.FILE_OVER_PROCESSING_LIMITS };

function write(name: string, bytes: Buffer): string {
  const file = path.join(work, name);
  writeFileSync(file, bytes);
  return file;
}

const process_ = (name: string, bytes: Buffer, limits?: Partial<ProcessingLimits>, signal?: AbortSignal) =>
  processDocument(write(name, bytes), limits, signal);

/** An XHTML body of `bytes` of text (it compresses to almost nothing). */
const hugeBody = (bytes: number) => `<p>${'a'.repeat(bytes)}</p>`;

describe('processDocument: pages', () => {
  it('refuses a PDF with more pages than the default limit before reading them', async () => {
    expect(await process_('many.pdf', pdfOf(5001, 'many'))).toMatchObject({
      ...over,
      reason: '5001 pages (limit 5000)',
    });
  });

  it('counts the pages a page tree holds, not the million it claims (pdf.js checks the last page)', async () => {
    const outcome = await process_('claims.pdf', pdfOf(3, 'claims', 1_000_000));
    expect(outcome).toMatchObject({ ok: true, pageCount: 3 });
  });

  it('refuses more pages than the limit, and accepts as many', async () => {
    const pdf = pdfOf(30, 'page');
    expect(await process_('thirty.pdf', pdf, { maxPages: 29 })).toMatchObject(over);
    expect(await process_('thirty.pdf', pdf, { maxPages: 30 })).toMatchObject({ ok: true, pageCount: 30 });
    const book = epubOf({
      title: 'many',
      documents: Array.from({ length: 12 }, (_, i) => ({ name: `c${i}.xhtml`, body: `<p>${i}</p>` })),
    });
    expect(await process_('twelve.epub', book, { maxPages: 11 })).toMatchObject(over);
  });

  it('keeps at most maxTextBytesPerPage of a page, cut at a character', async () => {
    const book = epubOf({
      title: 'long',
      documents: [{ name: 'c.xhtml', body: `<p>${'語'.repeat(1000)}</p>` }],
    });
    const outcome = await process_('long.epub', book, { maxTextBytesPerPage: 1000 });
    if (!outcome.ok) throw new Error(outcome.reason);
    expect(outcome.pages[0]?.text).toBe('語'.repeat(333));
  });
});

describe('processDocument: zip bombs', () => {
  it('stops inflating at the total unpacked limit, whatever each entry claims', async () => {
    const bomb = epubOf({
      title: 'bomb',
      documents: Array.from({ length: 5 }, (_, i) => ({ name: `c${i}.xhtml`, body: hugeBody(3 * MB) })),
    });
    expect(bomb.length).toBeLessThan(200_000);
    const outcome = await process_('bomb.epub', bomb, { maxUnpackedBytes: 8 * MB, maxEntryBytes: 4 * MB });
    expect(outcome).toMatchObject({ ...over, reason: `more than ${8 * MB} bytes unpacked` });
  });

  it('refuses an entry larger than the per-entry limit', async () => {
    const bomb = epubOf({ title: 'bomb', documents: [{ name: 'c.xhtml', body: hugeBody(20 * MB) }] });
    expect(await process_('entry-bomb.epub', bomb, { maxEntryBytes: 4 * MB })).toMatchObject({
      ...over,
      reason: expect.stringContaining('past the entry limit'),
    });
  });

  it('stops an entry that inflates past the size it declares (the document is unreadable)', async () => {
    const liar = epubOf({
      title: 'liar',
      documents: [{ name: 'c.xhtml', body: hugeBody(20 * MB) }],
      override: (entries) =>
        entries.map((entry) => (entry.name.endsWith('c.xhtml') ? { ...entry, declaredSize: 100 } : entry)),
    });
    expect(await process_('liar.epub', liar)).toMatchObject({ ok: false, code: ResultCode.FILE_DAMAGED });
  });
});

describe('processDocument: time and memory', () => {
  it('kills the reader at the time limit', async () => {
    // ≈ 0.7 ms a page measured here (500 pages in 0.33 s): 20,000 pages are far from done after a second.
    const outcome = await process_('slow.pdf', pdfOf(20_000, 'slow'), { timeoutMs: 1000, maxPages: 20_000 });
    expect(outcome).toMatchObject({ ...over, reason: 'took longer than 1000 ms' });
    expect(runningReaders()).toEqual([]);
  });

  it('kills the reader past the memory limit', async () => {
    const book = epubOf({ title: 'fat', documents: [{ name: 'c.xhtml', body: hugeBody(150 * MB) }] });
    const outcome = await process_('fat.epub', book, { maxMemoryMb: 200, maxEntryBytes: 512 * MB });
    expect(outcome).toMatchObject({ ...over, reason: 'needed more than 200 MB of memory' });
    expect(runningReaders()).toEqual([]);
  });

  it('kills the reader when the caller aborts', async () => {
    const controller = new AbortController();
    const running = process_('aborted.pdf', pdfOf(4000, 'aborted'), {}, controller.signal);
    setTimeout(() => controller.abort(), 200);
    expect(await running).toMatchObject({ ...over, reason: 'aborted' });
    expect(runningReaders()).toEqual([]);
  });

  it('leaves no temporary file behind', () => {
    expect(leftoversIn(tmp)).toEqual([]);
  });
});
