import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ContentFileState, ResultCode } from '@hondana/contract';
import { and, eq } from 'drizzle-orm';
import { bannerSettings, type StoredFirstPagePreview } from '../../db/schema/index.ts';
import { DEFAULT_CHUNK_SIZE, decryptWhole, encryptingStream } from '../../platform/crypto/content-cipher.ts';
import { unwrapContentKey } from '../../platform/crypto/content-key.ts';
import type { Database } from '../../platform/database/connection.ts';
import { handleJob, type PayloadOf } from '../../platform/jobs/job-kind.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import { companyScope, type ServiceScope, type TenantScope } from '../../platform/tenancy/tenant-scope.ts';
import { writeContentVector } from '../search/full-text-index.ts';
import { visibleState } from './content-fields.ts';
import {
  deleteContentFile,
  filesOfContent,
  findContentFile,
  replacePages,
  updateContentFile,
} from './content-file-repository.ts';
import {
  type ContentFileRow,
  type ContentRow,
  findContentInScope,
  lockContent,
  updateContentRow,
} from './content-repository.ts';
import { coverKeyOf, firstPageKeyOf, keysOfFile } from './content-storage-keys.ts';
import { coverUrlOf } from './present-content.ts';
import { processContentJob } from './process-content-job.ts';
import { drawCover } from './processing/cover/draw-cover.ts';
import type { CoverImages, DocumentOutcome, FirstPagePicture } from './processing/document-outcome.ts';
import { PROCESSING_TEMP_PREFIX, processDocument } from './processing/process-document.ts';
import { ensureProcessingDir } from './processing/processing-dir.ts';
import type { ProcessingLimits } from './processing/processing-limits.ts';
import { recordProcessingRun } from './processing-run-repository.ts';
import { settleStaleProcessingJobsAcrossTenants } from './stale-processing-jobs.ts';

export interface ProcessContentDeps {
  db: Database;
  storage: Storage;
  masterKey: Buffer;
  /** The private folder (processingDirOf(DATA_DIR)) that holds decrypted copies while they are read. */
  processingDir: string;
  processingLimits?: Partial<ProcessingLimits>;
}

type Payload = PayloadOf<typeof processContentJob>;

async function removeObjects(storage: Storage, files: ContentFileRow[]): Promise<void> {
  await Promise.all(files.flatMap((file) => keysOfFile(file.storageKey)).map((key) => storage.remove(key)));
}

/** The stored file's own key and chunk size. */
function sealOf(deps: ProcessContentDeps, file: ContentFileRow) {
  if (!file.encKeyWrapped || !file.encChunkSize) throw new Error(`content file ${file.id} has no key`);
  return { key: unwrapContentKey(file.encKeyWrapped, deps.masterKey), chunkSize: file.encChunkSize };
}

/**
 * Decrypts the stored upload into a folder of its own under the processing folder (mode 0700, files
 * 0600) and reads it there (in a child process); the folder goes whatever the outcome, and a start
 * after a kill -9 sweeps what a dead process left.
 */
async function readStoredFile(
  deps: ProcessContentDeps,
  file: ContentFileRow,
  signal: AbortSignal,
): Promise<DocumentOutcome> {
  const { key, chunkSize } = sealOf(deps, file);
  const parent = await ensureProcessingDir(deps.processingDir);
  const folder = await fsp.mkdtemp(path.join(parent, `${PROCESSING_TEMP_PREFIX}${process.pid}-`));
  try {
    const plainFile = path.join(folder, `upload.${file.fileKind}`);
    const plain = await decryptWhole(deps.storage, file.storageKey, key, {
      plainSize: file.sizeBytes,
      chunkSize,
    });
    await pipeline(plain, fs.createWriteStream(plainFile, { mode: 0o600 }));
    return await processDocument(plainFile, deps.processingLimits, signal, folder);
  } finally {
    await fsp.rm(folder, { recursive: true, force: true });
  }
}

/** Seals page 1's picture beside the file with the file's own key; answers what the file's row keeps. */
async function storeFirstPage(
  deps: ProcessContentDeps,
  file: ContentFileRow,
  firstPage: FirstPagePicture,
): Promise<StoredFirstPagePreview> {
  const sealed = Readable.from([firstPage.image]).pipe(
    encryptingStream(sealOf(deps, file).key, DEFAULT_CHUNK_SIZE),
  );
  await deps.storage.write(firstPageKeyOf(file.storageKey), sealed);
  const { pageWidth, pageHeight } = firstPage;
  return { pageWidth, pageHeight, plainSize: firstPage.image.length, chunkSize: DEFAULT_CHUNK_SIZE };
}

/** A drawn cover in the colours of the service's banner, for a file that brings none. */
async function tenantCover(db: Database, scope: ServiceScope, content: ContentRow): Promise<CoverImages> {
  const [banner] = await db
    .select({ background: bannerSettings.backgroundColor, foreground: bannerSettings.textColor })
    .from(bannerSettings)
    .where(and(eq(bannerSettings.companyId, scope.companyId), eq(bannerSettings.serviceId, scope.serviceId)));
  return drawCover({
    title: content.title,
    ...(content.author ? { author: content.author } : {}),
    background: banner?.background ?? '#3d993a',
    foreground: banner?.foreground ?? '#ffffff',
  });
}

/**
 * The processed file becomes the one readers get, unless a newer file already did (then it is dropped).
 * Older files of the content go, after the commit, with every stored byte of theirs.
 */
async function acceptFile(
  deps: ProcessContentDeps,
  scope: TenantScope,
  file: ContentFileRow,
  outcome: Extract<DocumentOutcome, { ok: true }>,
  stored: { cover: CoverImages; firstPagePreview: StoredFirstPagePreview | null },
): Promise<void> {
  const { cover, firstPagePreview } = stored;
  const removed = await deps.db.transaction(async (tx) => {
    const content = await lockContent(tx, scope, file.contentId);
    const files = content ? await filesOfContent(tx, scope, file.contentId) : [];
    const self = files.find((f) => f.id === file.id);
    if (!content || !self || self.state !== ContentFileState.PROCESSING) return [file];
    const current = files.find((f) => f.isCurrent);
    if (current && current.version > file.version) {
      await deleteContentFile(tx, scope, file.id);
      return [file];
    }
    const older = files.filter((f) => f.version < file.version);
    for (const old of older) await deleteContentFile(tx, scope, old.id);
    await updateContentFile(tx, scope, file.id, {
      isCurrent: true,
      state: ContentFileState.READY,
      failureCode: null,
      pageCount: outcome.pageCount,
      coverMimeType: cover.mimeType,
      pdfOpening: outcome.pdfOpening,
      firstPagePreview,
    });
    await replacePages(
      tx,
      { companyId: content.companyId, serviceId: content.serviceId },
      file.contentId,
      outcome.pages,
    );
    await writeContentVector(tx, scope, content);
    const state = visibleState(content, true);
    await updateContentRow(tx, scope, file.contentId, {
      state,
      failureCode: null,
      fileKind: outcome.kind,
      pageCount: outcome.pageCount,
      coverUrl: coverUrlOf(content.elementId, file.version, 'large'),
      uploadedAt: file.createdAt,
      ...(state === 'published' && !content.publishedAt ? { publishedAt: new Date() } : {}),
    });
    return older;
  });
  await removeObjects(deps.storage, removed);
}

/** A refused file: recorded with its code, its bytes removed; a content with no ready file is failed. */
async function refuseFile(
  deps: ProcessContentDeps,
  scope: TenantScope,
  file: ContentFileRow,
  code: number,
): Promise<void> {
  const removed = await deps.db.transaction(async (tx) => {
    const content = await lockContent(tx, scope, file.contentId);
    if (!content) return [];
    const files = await filesOfContent(tx, scope, file.contentId);
    const earlierFailures = files.filter(
      (f) => f.version < file.version && !f.isCurrent && f.state === ContentFileState.FAILED,
    );
    for (const old of earlierFailures) await deleteContentFile(tx, scope, old.id);
    await updateContentFile(tx, scope, file.id, { state: ContentFileState.FAILED, failureCode: code });
    if (!files.some((f) => f.isCurrent)) {
      await updateContentRow(tx, scope, file.contentId, { state: 'failed', failureCode: code });
    }
    return earlierFailures;
  });
  await removeObjects(deps.storage, [file, ...removed]);
}

/** The file the job was queued for: the same row, still holding the key of that upload; else none. */
async function findJobFile(deps: ProcessContentDeps, payload: Payload) {
  const file = await findContentFile(deps.db, companyScope(payload.companyId), payload.fileId);
  const same = file?.contentId === payload.contentId && file.storageKey === payload.fileKey;
  return same ? file : undefined;
}

/**
 * Reads the job's file and makes it the content's, or refuses it; the run (its time, its result code,
 * the text it stored) is recorded for the tenant. A job whose file is gone or done does nothing.
 */
export async function processContentFile(deps: ProcessContentDeps, payload: Payload, signal: AbortSignal) {
  const scope = companyScope(payload.companyId);
  const file = await findJobFile(deps, payload);
  if (!file || file.state !== ContentFileState.PROCESSING) {
    // Where one job outlived its file, more usually wait behind it (a deleted catalogue): settle them
    // all at once rather than one claim each.
    await settleStaleProcessingJobsAcrossTenants(deps.db);
    return;
  }
  const startedAt = new Date();
  const outcome = await readStoredFile(deps, file, signal);
  await settleFile(deps, scope, file, outcome);
  await recordProcessingRun(deps.db, scope, {
    contentId: file.contentId,
    fileId: file.id,
    startedAt,
    durationMs: Date.now() - startedAt.getTime(),
    resultCode: outcome.ok ? null : outcome.code,
    textBytes: outcome.ok ? outcome.pages.reduce((sum, page) => sum + Buffer.byteLength(page.text), 0) : 0,
  });
}

async function settleFile(
  deps: ProcessContentDeps,
  scope: TenantScope,
  file: ContentFileRow,
  outcome: DocumentOutcome,
): Promise<void> {
  if (!outcome.ok) return refuseFile(deps, scope, file, outcome.code);
  const content = await findContentInScope(deps.db, scope, file.contentId);
  if (!content) return removeObjects(deps.storage, [file]);
  const cover =
    outcome.cover ??
    (await tenantCover(deps.db, { companyId: content.companyId, serviceId: content.serviceId }, content));
  await deps.storage.put(coverKeyOf(file.storageKey, 'large'), cover.large);
  await deps.storage.put(coverKeyOf(file.storageKey, 'small'), cover.small);
  const firstPagePreview = outcome.firstPage && (await storeFirstPage(deps, file, outcome.firstPage));
  await acceptFile(deps, scope, file, outcome, { cover, firstPagePreview });
}

export const processContentHandler = (deps: ProcessContentDeps) =>
  handleJob(
    processContentJob,
    (payload, attempt) => processContentFile(deps, payload, attempt.signal),
    // Every attempt ended in an unexpected error: the file is refused so the content does not stay
    // "processing" for ever; the administrator can upload it again.
    async (payload) => {
      const file = await findJobFile(deps, payload);
      if (file?.state === ContentFileState.PROCESSING) {
        await refuseFile(deps, companyScope(payload.companyId), file, ResultCode.INVALID_FILE);
      }
    },
  );
