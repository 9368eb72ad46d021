/**
 * The queue filler of bench/job-fairness.ts, in its own process: queues work for one tenant exactly as
 * an upload does (the file stored encrypted, the content and file rows and the content.process job in
 * one transaction), then exits. Arguments (JSON): database URL, storage folder, master key (hex),
 * tenant, and what to queue: `heavy` files (`pages` pages of text each) or `stale` jobs (payloads of
 * rows that do not exist, as a reset used to leave behind).
 */
import { Readable } from 'node:stream';
import { contentFieldsSchema } from '@hondana/contract';
import { openJobQueue } from '../apps/server/src/job-registry.ts';
import { newElementId } from '../apps/server/src/modules/content/content-service.ts';
import { newContentFileKey } from '../apps/server/src/modules/content/content-storage-keys.ts';
import { processContentJob } from '../apps/server/src/modules/content/process-content-job.ts';
import { recordUploadedContent } from '../apps/server/src/modules/content/upload-service.ts';
import { storeUploadedFile } from '../apps/server/src/modules/content/upload-stream.ts';
import { connectDatabase } from '../apps/server/src/platform/database/connection.ts';
import { FilesystemStorage } from '../apps/server/src/platform/storage/filesystem-storage.ts';
import { samplePdf } from '../apps/server/test/sample-documents.ts';

export interface FillerOrder {
  databaseUrl: string;
  storageDir: string;
  masterKeyHex: string;
  companyId: number;
  serviceId: number;
  what: 'heavy' | 'stale';
  count: number;
  pages?: number;
}

const order = JSON.parse(process.argv[2] ?? '{}') as FillerOrder;
const database = connectDatabase(order.databaseUrl);
const jobs = await openJobQueue(order.databaseUrl, { runsWorker: false, instanceName: 'bench-filler' });
const storage = new FilesystemStorage(order.storageDir);
const masterKey = Buffer.from(order.masterKeyHex, 'hex');
const scope = { companyId: order.companyId, serviceId: order.serviceId };
try {
  if (order.what === 'heavy') {
    const line = 'The harbour master records the tides, the winds and every ship that enters the port. ';
    const pages = Array.from({ length: order.pages ?? 200 }, (_, i) => `${i + 1}. ${line.repeat(3)}`);
    const bytes = await samplePdf(pages);
    for (let n = 1; n <= order.count; n++) {
      const elementId = newElementId();
      const storageKey = newContentFileKey(scope.companyId, elementId);
      const stored = await storeUploadedFile(storage, storageKey, Readable.from([bytes]), {
        maxBytes: Number.MAX_SAFE_INTEGER,
        masterKey,
      });
      await database.db.transaction((tx) =>
        recordUploadedContent(tx, jobs, scope, contentFieldsSchema.parse({ title: `Backlog ${n}` }), {
          elementId,
          filename: `backlog-${n}.pdf`,
          storageKey,
          stored,
        }),
      );
    }
  } else {
    for (let n = 1; n <= order.count; n++) {
      const gone = 1_000_000_000 + n;
      await jobs.send(processContentJob, {
        companyId: scope.companyId,
        contentId: gone,
        fileId: gone,
        fileKey: `contents/${scope.companyId}/gone/${n}.bin`,
      });
    }
  }
} finally {
  await jobs.close();
  await database.close();
}
