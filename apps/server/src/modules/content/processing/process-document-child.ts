/**
 * The child process of processDocument: reads one file with the PDF or EPUB reader and writes its
 * answer into the job's directory. Started with `--max-old-space-size`; the parent kills it at the
 * time or memory limit, and it ends itself when the parent goes away.
 */

import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ResultCode } from '@hondana/contract';
import { type ExtractedPage, ProcessingRefusal } from './document-outcome.ts';
import { readEpub } from './epub/read-epub.ts';
import { readPdf } from './pdf/read-pdf.ts';
import {
  type ChildResult,
  FIRST_PAGE_FILE,
  LARGE_COVER_FILE,
  PAGES_FILE,
  type ProcessingJob,
  RESULT_FILE,
  SMALL_COVER_FILE,
} from './processing-job.ts';

const job = JSON.parse(process.argv[2] ?? '') as ProcessingJob;
/** The extracted text is the book's: readable by the worker's user alone. */
const PRIVATE = 0o600;
process.on('disconnect', () => process.exit(3));
setTimeout(() => process.exit(4), job.limits.timeoutMs).unref();

async function run(): Promise<ChildResult> {
  const pages = createWriteStream(path.join(job.outDir, PAGES_FILE), { mode: PRIVATE });
  let textBytes = 0;
  const addPage = async (page: ExtractedPage) => {
    textBytes += Buffer.byteLength(page.text, 'utf8');
    if (textBytes > job.limits.maxTextBytes) {
      const budget = `${job.limits.maxTextBytes} bytes`;
      throw new ProcessingRefusal(ResultCode.FILE_TEXT_OVER_BUDGET, `more text than the budget (${budget})`);
    }
    if (!pages.write(`${JSON.stringify(page)}\n`)) await once(pages, 'drain');
  };
  try {
    const read = job.kind === 'pdf' ? readPdf : readEpub;
    const found = await read({ filePath: job.filePath, limits: job.limits, addPage });
    if (found.cover) {
      await writeFile(path.join(job.outDir, LARGE_COVER_FILE), found.cover.large, { mode: PRIVATE });
      await writeFile(path.join(job.outDir, SMALL_COVER_FILE), found.cover.small, { mode: PRIVATE });
    }
    if (found.firstPage) {
      await writeFile(path.join(job.outDir, FIRST_PAGE_FILE), found.firstPage.image, { mode: PRIVATE });
    }
    const { cover, firstPage } = found;
    return {
      ok: true,
      pageCount: found.pageCount,
      metadata: found.metadata,
      pdfOpening: found.pdfOpening ?? null,
      cover: cover && { mimeType: cover.mimeType, width: cover.width, height: cover.height },
      firstPage: firstPage ? { pageWidth: firstPage.pageWidth, pageHeight: firstPage.pageHeight } : null,
    };
  } catch (error) {
    if (error instanceof ProcessingRefusal) return { ok: false, code: error.code, reason: error.message };
    const reason = `the file could not be read: ${(error as Error)?.message ?? error}`;
    return { ok: false, code: ResultCode.INVALID_FILE, reason };
  } finally {
    pages.end();
    await once(pages, 'close');
  }
}

const result = await run();
const resultPath = path.join(job.outDir, RESULT_FILE);
await writeFile(`${resultPath}.part`, JSON.stringify(result), { mode: PRIVATE });
await rename(`${resultPath}.part`, resultPath);
process.exit(0);
