import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ResultCode } from '@hondana/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { processDocument } from './process-document.ts';
import { defaultProcessingLimits, type ProcessingLimits } from './processing-limits.ts';
import { epubOf, pdfOf } from './processing-test-support.ts';

const work = mkdtempSync(path.join(os.tmpdir(), 'hondana-budget-files-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const process_ = (name: string, bytes: Buffer, limits?: Partial<ProcessingLimits>) => {
  const file = path.join(work, name);
  writeFileSync(file, bytes);
  return processDocument(file, limits);
};

/** An EPUB whose spine lists its one chapter `times` times (its manifest names it once). */
function repeatedSpine(times: number): Buffer {
  return epubOf({
    title: 'echo',
    documents: [{ name: 'chapter.xhtml', body: `<p>${'An echo of the same chapter. '.repeat(200)}</p>` }],
    override: (entries) =>
      entries.map((entry) =>
        entry.name.endsWith('.opf')
          ? {
              ...entry,
              data: String(entry.data).replace(
                '<itemref idref="d0"/>',
                '<itemref idref="d0"/>'.repeat(times),
              ),
            }
          : entry,
      ),
  });
}

describe('stored text of one file', () => {
  it('keeps a document the spine repeats once, at its first place', async () => {
    const outcome = await process_('echo.epub', repeatedSpine(300));
    if (!outcome.ok) throw new Error(outcome.reason);
    expect(outcome.pages.map((page) => page.pageNo)).toEqual([1]);
    expect(outcome.pageCount).toBe(300);
  });

  it('is refused with FILE_TEXT_OVER_BUDGET when all pages together are over the budget', async () => {
    const pdf = pdfOf(40, 'Every page of this report repeats the same long line of words');
    const refused = await process_('report.pdf', pdf, { maxTextBytes: 1000 });
    expect(refused).toMatchObject({ ok: false, code: ResultCode.FILE_TEXT_OVER_BUDGET });
    // Each page alone is well under the per-page limit: the budget counts the whole file.
    const accepted = await process_('report.pdf', pdf, { maxTextBytes: 40 * 100 });
    expect(accepted).toMatchObject({ ok: true, pageCount: 40 });
  });

  it('has a documented default, below what the per-page limit alone would let a file store', () => {
    expect(defaultProcessingLimits.maxTextBytes).toBe(32 * 1024 * 1024);
    expect(defaultProcessingLimits.maxTextBytes).toBeLessThan(
      defaultProcessingLimits.maxPages * defaultProcessingLimits.maxTextBytesPerPage,
    );
  });
});
