import {
  type ContentAdmin,
  type ContentFields,
  ContentFileState,
  ContentState,
  ResultCode,
} from '@hondana/contract';
import { type AdminCall, auditedWrite } from '../../platform/audit/audited-write.ts';
import type { Database, Executor } from '../../platform/database/connection.ts';
import { appError } from '../../platform/http/app-error.ts';
import { type StagedUpload, stagedFile } from '../../platform/http/staged-upload.ts';
import type { UploadedFile } from '../../platform/http/upload-parts.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import type { ServiceScope } from '../../platform/tenancy/tenant-scope.ts';
import { contentAnswer } from './content-answers.ts';
import { contentChange } from './content-audit.ts';
import { filesOfContent, insertContentFile, nextFileVersion } from './content-file-repository.ts';
import type { ContentRow } from './content-repository.ts';
import { lockContent, updateContentRow } from './content-repository.ts';
import { contentForAdmin, newElementId, prepareNewContent, writeNewContent } from './content-service.ts';
import { newContentFileKey } from './content-storage-keys.ts';
import { processContentJob } from './process-content-job.ts';
import { type StoredUpload, storeUploadedFile } from './upload-stream.ts';

export interface UploadDeps {
  db: Database;
  storage: Storage;
  jobs: JobQueue;
  masterKey: Buffer;
  maxUploadBytes: number;
}

const MIME_OF = { pdf: 'application/pdf', epub: 'application/epub+zip' } as const;

const fileValues = (stored: StoredUpload, filename: string, storageKey: string) => ({
  storageKey,
  originalName: filename.slice(0, 255) || `upload.${stored.kind}`,
  mimeType: MIME_OF[stored.kind],
  fileKind: stored.kind,
  sizeBytes: stored.sizeBytes,
  sha256: stored.sha256,
  encKeyWrapped: stored.encKeyWrapped,
  encChunkSize: stored.encChunkSize,
  state: ContentFileState.PROCESSING,
  isCurrent: false,
});

/**
 * `POST /content/upload-add`: the checks first (target service, references, limits), then the file is
 * streamed encrypted to storage and staged: the rows and the processing job are written in one
 * transaction only once the whole body is accepted. A refused body, or a failed transaction, removes the
 * stored file: nothing is left of a refused upload.
 */
export async function stageNewContent(
  deps: UploadDeps,
  call: AdminCall,
  fields: ContentFields,
  file: UploadedFile,
): Promise<StagedUpload<ContentAdmin>> {
  const scope = await prepareNewContent(deps.db, call, fields);
  const elementId = newElementId();
  const storageKey = newContentFileKey(scope.companyId, elementId);
  const stored = await storeUploadedFile(deps.storage, storageKey, file.stream, {
    maxBytes: deps.maxUploadBytes,
    masterKey: deps.masterKey,
  });
  return stagedFile(
    deps.storage,
    storageKey,
    () =>
      auditedWrite(deps.db, call.who, async (tx, record) => {
        const added = await recordUploadedContent(tx, deps.jobs, scope, fields, {
          elementId,
          filename: file.filename,
          storageKey,
          stored,
        });
        record(contentChange('add', null, added));
        return added;
      }),
    (row) => contentAnswer(deps.db, scope, row),
  );
}

/**
 * The rows of a new content whose file is stored (encrypted) at `upload.storageKey`, and its processing
 * job, through `tx`: the job exists exactly when the content does.
 */
export async function recordUploadedContent(
  tx: Executor,
  jobs: JobQueue,
  scope: ServiceScope,
  fields: ContentFields,
  upload: { elementId: string; filename: string; storageKey: string; stored: StoredUpload },
  options: { priority?: number } = {},
): Promise<ContentRow> {
  const content = await writeNewContent(tx, scope, fields, {
    elementId: upload.elementId,
    state: ContentState.PROCESSING,
  });
  const contentFile = await insertContentFile(tx, scope, {
    contentId: content.id,
    version: 1,
    ...fileValues(upload.stored, upload.filename, upload.storageKey),
  });
  await jobs.send(
    processContentJob,
    { companyId: scope.companyId, contentId: content.id, fileId: contentFile.id, fileKey: upload.storageKey },
    { tx, ...options },
  );
  return content;
}

/**
 * `PUT /content/replace-content/{id}`: the new file is stored beside the current one, which readers
 * keep until the job has processed the new file; a content without a ready file shows processing. The
 * new file's row and job are written once the whole body is accepted.
 */
export async function stageContentFile(
  deps: UploadDeps,
  call: AdminCall,
  id: number,
  file: UploadedFile,
): Promise<StagedUpload<ContentAdmin>> {
  const { row, scope } = await contentForAdmin(deps.db, call.actor, call.authorize, id);
  const storageKey = newContentFileKey(scope.companyId, row.elementId);
  const stored = await storeUploadedFile(deps.storage, storageKey, file.stream, {
    maxBytes: deps.maxUploadBytes,
    masterKey: deps.masterKey,
  });
  return stagedFile(
    deps.storage,
    storageKey,
    () =>
      auditedWrite(deps.db, call.who, async (tx, record) => {
        const locked = await lockContent(tx, scope, id);
        if (!locked) throw appError(ResultCode.CONTENT_NOT_FOUND);
        const contentFile = await insertContentFile(tx, scope, {
          contentId: id,
          version: await nextFileVersion(tx, scope, id),
          ...fileValues(stored, file.filename, storageKey),
        });
        await deps.jobs.send(
          processContentJob,
          { companyId: scope.companyId, contentId: id, fileId: contentFile.id, fileKey: storageKey },
          { tx },
        );
        record({
          entity: 'contentFile',
          entityId: contentFile.id,
          companyId: scope.companyId,
          serviceId: scope.serviceId,
          action: 'replace',
          before: null,
          after: { contentId: id, version: contentFile.version, fileName: file.filename },
        });
        // Readers keep a ready file; a content without one shows that a file is on its way.
        const files = await filesOfContent(tx, scope, id);
        if (files.some((f) => f.isCurrent)) return locked;
        return (
          (await updateContentRow(tx, scope, id, { state: ContentState.PROCESSING, failureCode: null })) ??
          locked
        );
      }),
    (content) => contentAnswer(deps.db, scope, content),
  );
}
