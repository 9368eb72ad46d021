import { z } from 'zod';
import { defineJobKind } from '../../../platform/jobs/job-kind.ts';

/**
 * `content.importCsv`: read one uploaded CSV file and create or update its contents. A retry starts the
 * file again from its first row: rows are written by content id, so rows already written are written
 * again with the same values. An attempt still running after 30 minutes (a killed worker) is retried;
 * once the attempts are spent the run is marked failed, so the company may import again.
 */
export const importContentCsvJob = defineJobKind({
  name: 'content.importCsv',
  payload: z.object({
    companyId: z.number().int().positive(),
    runId: z.number().int().positive(),
    /** A service admin (or a call naming a service) matches content ids in that service only. */
    serviceOnly: z.boolean(),
  }),
  attempts: 3,
  retryDelaySeconds: 10,
  retryDelayMaxSeconds: 300,
  expireInSeconds: 1800,
});
