import { z } from 'zod';
import { pageQuerySchema } from '../envelope.ts';

/** pg-boss's states, plus `dead`: a job that failed its last attempt and went to its dead-letter queue. */
export const jobStates = ['created', 'retry', 'active', 'completed', 'cancelled', 'failed', 'dead'] as const;
export type JobState = (typeof jobStates)[number];

/** One background job as the system admin sees it: GET /jobs/page. Its payload is not shown. */
export const jobSummarySchema = z.object({
  id: z.string(),
  queue: z.string(),
  state: z.enum(jobStates),
  /** Attempts made so far (the first run counts). */
  attempts: z.number().int().min(0),
  /** Attempts allowed in all. */
  maxAttempts: z.number().int().min(1),
  createdAt: z.iso.datetime({ offset: true }),
  startedAt: z.iso.datetime({ offset: true }).nullable(),
  completedAt: z.iso.datetime({ offset: true }).nullable(),
  /** The error of the last failed attempt. */
  lastError: z.string().nullable(),
});
export type JobSummary = z.infer<typeof jobSummarySchema>;

export const jobsPageQuerySchema = pageQuerySchema.extend({
  state: z.enum(jobStates).optional(),
  queue: z
    .string()
    .max(100)
    .regex(/^[a-z0-9._-]+$/)
    .optional(),
});
export type JobsPageQuery = z.infer<typeof jobsPageQuerySchema>;

/** GET /jobs/processing-time: the last `days` days (1-90, default 7). */
export const processingTimeQuerySchema = z.object({
  days: z.coerce.number().int().min(1).max(90).default(7),
});
export type ProcessingTimeQuery = z.infer<typeof processingTimeQuerySchema>;

/** What one tenant's files cost the processing workers over the period: every run that read a file. */
export const tenantProcessingTimeSchema = z.object({
  companyId: z.number().int(),
  companyName: z.string(),
  runs: z.number().int().min(0),
  /** Runs that refused the file (any result code). */
  refused: z.number().int().min(0),
  totalMs: z.number().int().min(0),
  maxMs: z.number().int().min(0),
  /** UTF-8 bytes of text stored by the accepted runs. */
  textBytes: z.number().int().min(0),
  lastRunAt: z.iso.datetime({ offset: true }),
});
export type TenantProcessingTime = z.infer<typeof tenantProcessingTimeSchema>;

/** POST /jobs/retry/:id: a failed job, or a dead one (its failed original is run again). */
export const jobRetryParamsSchema = z.object({ id: z.uuid() });
export type JobRetryParams = z.infer<typeof jobRetryParamsSchema>;
