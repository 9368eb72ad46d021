import { type ChildProcess, fork } from 'node:child_process';
import { createReadStream } from 'node:fs';
import { mkdtemp, open, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import {
  firstPagePreviewSchema,
  pdfOpeningSchema,
  ResultCode,
  type ResultCodeNumber,
} from '@hondana/contract';
import {
  type DocumentOutcome,
  type ExtractedPage,
  type FirstPagePicture,
  refusal,
} from './document-outcome.ts';
import {
  type ChildResult,
  FIRST_PAGE_FILE,
  LARGE_COVER_FILE,
  PAGES_FILE,
  type ProcessingJob,
  RESULT_FILE,
  SMALL_COVER_FILE,
} from './processing-job.ts';
import { type ProcessingLimits, resolveLimits } from './processing-limits.ts';
import { SNIFF_BYTES, sniffFileKind } from './sniff-file-kind.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const childEntry = path.join(here, 'process-document-child.ts');
/** The server package: `--import tsx` resolves from there. */
const serverDir = path.resolve(here, '../../../..');
/**
 * Node's own type stripping when it has it (Node ≥ 22.18, 24): under the tsx loader the child
 * needs ≈ 315 MB before reading anything (tsx transforms pdf.js and keeps its source maps), without
 * it ≈ 130 MB and half the start time. The child's files therefore use erasable TypeScript only.
 */
const typeScriptArgs = (process.features as { typescript?: string | false }).typescript
  ? []
  : ['--import', 'tsx'];
export const PROCESSING_TEMP_PREFIX = 'hondana-processing-';
const MEMORY_POLL_MS = 100;

type ChildEnding = 'exited' | 'timeout' | 'aborted' | 'memory' | 'crashed';

/**
 * Reads the file at `filePath` in a separate process and tells what it is: its pages' text, a cover
 * and metadata, or the result code that refuses it. Never throws for a bad or hostile file; throws
 * only when the file cannot be opened at all (a caller's error) or the child cannot be started.
 */
export async function processDocument(
  filePath: string,
  limits?: Partial<ProcessingLimits>,
  signal?: AbortSignal,
  /** Where the child writes its answer: the worker passes its private folder under DATA_DIR. */
  tempDir: string = os.tmpdir(),
): Promise<DocumentOutcome> {
  const resolved = resolveLimits(limits);
  const kind = sniffFileKind(await readHead(filePath));
  if (!kind) return refusal(ResultCode.FILE_TYPE_NOT_ACCEPTED, 'neither a PDF nor an EPUB by its bytes');
  if (signal?.aborted) return refusal(ResultCode.FILE_OVER_PROCESSING_LIMITS, 'aborted');
  const outDir = await mkdtemp(path.join(tempDir, `${PROCESSING_TEMP_PREFIX}${process.pid}-`));
  try {
    const job: ProcessingJob = { filePath: path.resolve(filePath), kind, limits: resolved, outDir };
    const { ending, detail } = await runChild(job, signal);
    if (ending !== 'exited') return endingRefusal(ending, detail, resolved);
    return await collect(outDir, kind);
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
}

async function readHead(filePath: string): Promise<Buffer> {
  const file = await open(filePath, 'r');
  try {
    const head = Buffer.alloc(SNIFF_BYTES);
    const { bytesRead } = await file.read(head, 0, SNIFF_BYTES, 0);
    return head.subarray(0, bytesRead);
  } finally {
    await file.close();
  }
}

function runChild(
  job: ProcessingJob,
  signal?: AbortSignal,
): Promise<{ ending: ChildEnding; detail: string }> {
  return new Promise((resolve, reject) => {
    const child = fork(childEntry, [JSON.stringify(job)], {
      cwd: serverDir,
      execArgv: [...typeScriptArgs, `--max-old-space-size=${Math.floor(job.limits.maxMemoryMb)}`],
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
    });
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-4000);
    });
    let killedFor: ChildEnding | null = null;
    const kill = (reason: ChildEnding) => {
      if (killedFor || child.exitCode !== null || child.signalCode !== null) return;
      killedFor = reason;
      child.kill('SIGKILL');
    };
    const timer = setTimeout(() => kill('timeout'), job.limits.timeoutMs);
    const poll = setInterval(() => {
      residentMb(child).then((mb) => {
        if (mb !== null && mb > job.limits.maxMemoryMb) kill('memory');
      });
    }, MEMORY_POLL_MS);
    const onAbort = () => kill('aborted');
    signal?.addEventListener('abort', onAbort, { once: true });
    const settle = () => {
      clearTimeout(timer);
      clearInterval(poll);
      signal?.removeEventListener('abort', onAbort);
    };
    child.once('error', (error) => {
      settle();
      child.kill('SIGKILL');
      reject(error);
    });
    child.once('exit', (code, exitSignal) => {
      settle();
      if (killedFor) resolve({ ending: killedFor, detail: '' });
      else if (code === 0) resolve({ ending: 'exited', detail: '' });
      else if (/out of memory|allocation failed/i.test(stderr)) resolve({ ending: 'memory', detail: '' });
      else resolve({ ending: 'crashed', detail: `exit ${code ?? exitSignal}: ${lastLine(stderr)}` });
    });
  });
}

/** Resident memory of the child from /proc (Linux); elsewhere only the V8 heap limit applies. */
async function residentMb(child: ChildProcess): Promise<number | null> {
  if (!child.pid || child.exitCode !== null) return null;
  try {
    const status = await readFile(`/proc/${child.pid}/status`, 'utf8');
    const kb = /^VmRSS:\s+(\d+) kB/m.exec(status)?.[1];
    return kb ? Number(kb) / 1024 : null;
  } catch {
    return null;
  }
}

const lastLine = (text: string) => text.trim().split('\n').at(-1)?.slice(0, 300) ?? '';

function endingRefusal(ending: ChildEnding, detail: string, limits: ProcessingLimits) {
  const over = (reason: string) => refusal(ResultCode.FILE_OVER_PROCESSING_LIMITS, reason);
  switch (ending) {
    case 'timeout':
      return over(`took longer than ${limits.timeoutMs} ms`);
    case 'memory':
      return over(`needed more than ${limits.maxMemoryMb} MB of memory`);
    case 'aborted':
      return over('aborted');
    default:
      return refusal(ResultCode.FILE_DAMAGED, `the reader crashed on the file (${detail})`);
  }
}

async function collect(outDir: string, kind: 'pdf' | 'epub'): Promise<DocumentOutcome> {
  let result: ChildResult;
  try {
    result = JSON.parse(await readFile(path.join(outDir, RESULT_FILE), 'utf8')) as ChildResult;
  } catch {
    return refusal(ResultCode.FILE_DAMAGED, 'the reader ended without an answer');
  }
  if (!result.ok) return refusal(result.code as ResultCodeNumber, result.reason);
  const pages: ExtractedPage[] = [];
  const lines = createInterface({
    input: createReadStream(path.join(outDir, PAGES_FILE)),
    crlfDelay: Infinity,
  });
  for await (const line of lines) if (line) pages.push(JSON.parse(line) as ExtractedPage);
  const cover = result.cover && {
    ...result.cover,
    large: await readFile(path.join(outDir, LARGE_COVER_FILE)),
    small: await readFile(path.join(outDir, SMALL_COVER_FILE)),
  };
  // Checked like any answer of the child, which has just read an untrusted file.
  const opening = pdfOpeningSchema.safeParse(result.pdfOpening);
  const pdfOpening = opening.success ? opening.data : null;
  return {
    ok: true,
    kind,
    pageCount: result.pageCount,
    pages,
    cover,
    metadata: result.metadata,
    pdfOpening,
    firstPage: await firstPageOf(outDir, result.firstPage),
  };
}

const pageSizeSchema = firstPagePreviewSchema.pick({ pageWidth: true, pageHeight: true });

/** Page 1's picture, kept only with a real page size and when the file is a WebP; else the book has none. */
async function firstPageOf(outDir: string, answered: unknown): Promise<FirstPagePicture | null> {
  const size = pageSizeSchema.safeParse(answered);
  if (!size.success) return null;
  const image = await readFile(path.join(outDir, FIRST_PAGE_FILE)).catch(() => null);
  const isWebp = image?.toString('latin1', 0, 4) === 'RIFF' && image.toString('latin1', 8, 12) === 'WEBP';
  return image && isWebp ? { image, ...size.data } : null;
}
