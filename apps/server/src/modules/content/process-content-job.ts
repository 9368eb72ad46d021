import os from 'node:os';
import { z } from 'zod';
import { defineJobKind } from '../../platform/jobs/job-kind.ts';

/**
 * `content.process`: read one uploaded file (type by its bytes, pages, text, cover) and make it the
 * content's file, or record why it was refused. Three attempts: a refusal is an answer, not a failure;
 * only an unexpected error (database down, storage unreadable) retries. An attempt still running after
 * 20 minutes (a worker killed mid-job) is retried, so a kill -9 resumes the job after restart.
 */
export const processContentJob = defineJobKind({
  name: 'content.process',
  payload: z.object({
    companyId: z.number().int().positive(),
    contentId: z.number().int().positive(),
    fileId: z.number().int().positive(),
  }),
  attempts: 3,
  retryDelaySeconds: 30,
  retryDelayMaxSeconds: 600,
  expireInSeconds: 1200,
  // Each job reads its file in a child process: one per core at most, so the server stays responsive.
  batchSize: Math.max(1, os.availableParallelism() - 1),
});
