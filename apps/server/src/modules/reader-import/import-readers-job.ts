import { roleLevels } from '@hondana/contract';
import { z } from 'zod';
import { defineJobKind } from '../../platform/jobs/job-kind.ts';

/**
 * `reader.importCsv`: write the rows of a previewed readers import, a batch per transaction. A retry
 * goes on after the last batch written (written rows are marked in the run), so no reader is written
 * twice; once the attempts are spent the run is marked failed, so the company may import again. `who`
 * is the administrator who started it, as the audit trail records them.
 */
export const importReadersJob = defineJobKind({
  name: 'reader.importCsv',
  payload: z.object({
    companyId: z.number().int().positive(),
    runId: z.number().int().positive(),
    who: z.object({
      userId: z.number().int().positive(),
      role: z.union(roleLevels.map((level) => z.literal(level))),
      companyId: z.number().int().positive().nullable(),
      ip: z.string().max(64),
      userAgent: z.string().max(512).nullable(),
    }),
  }),
  attempts: 3,
  retryDelaySeconds: 10,
  retryDelayMaxSeconds: 300,
  expireInSeconds: 1800,
  heartbeatSeconds: 30,
  fairShare: (payload) => `company:${payload.companyId}`,
});
