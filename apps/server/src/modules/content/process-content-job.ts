import os from 'node:os';
import { z } from 'zod';
import { defineJobKind } from '../../platform/jobs/job-kind.ts';

/**
 * `content.process`: read one uploaded file (type by its bytes, pages, text, cover) and make it the
 * content's file, or record why it was refused. Three attempts: a refusal is an answer, not a failure;
 * only an unexpected error (database down, storage unreadable) retries. An attempt whose worker stops
 * confirming it (a kill -9) is retried by the next worker, so the job resumes after a restart; one
 * still running after 20 minutes is given up as hung. Jobs are claimed in turn between tenants (the
 * queue's fair share), so one tenant's backlog never holds another's upload.
 */
export const processContentJob = defineJobKind({
  name: 'content.process',
  payload: z.object({
    companyId: z.number().int().positive(),
    contentId: z.number().int().positive(),
    fileId: z.number().int().positive(),
    /**
     * The file's storage key (random, never reused): ids can come back (a database rebuilt, a demo
     * reset), so a job runs only on the row that still holds the key it was queued for.
     */
    fileKey: z.string().min(1).max(500),
  }),
  attempts: 3,
  retryDelaySeconds: 10,
  retryDelayMaxSeconds: 600,
  expireInSeconds: 1200,
  // A worker killed mid-job stops confirming; the job is retried within a supervision pass.
  heartbeatSeconds: 10,
  fairShare: (payload) => `company:${payload.companyId}`,
  // Each job reads its file in a child process: one per core at most, so the server stays responsive.
  batchSize: Math.max(1, os.availableParallelism() - 1),
});
