import { type JobState, type JobSummary, type JobsPageQuery, type Page, ResultCode } from '@hondana/contract';
import { type AuditWho, auditedWrite } from '../../platform/audit/audited-write.ts';
import type { Database } from '../../platform/database/connection.ts';
import { appError } from '../../platform/http/app-error.ts';
import { pageWindow, presentPage } from '../../platform/http/paging.ts';
import { isDeadLetterQueue, type JobRow, pageJobsAcrossTenants } from './repository.ts';
import {
  jobRowAcrossTenants,
  retryFailedJobAcrossTenants,
  retryTargetAcrossTenants,
} from './retry-repository.ts';

/** A run counts as an attempt once it has started: the running one, and a finished or failed one. */
const ranStates = new Set(['active', 'completed', 'failed']);

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

function presentJob(row: JobRow): JobSummary {
  const dead = isDeadLetterQueue(row.name);
  return {
    id: row.id,
    queue: row.name,
    state: dead ? 'dead' : (row.state as JobState),
    attempts: row.retry_count + (ranStates.has(row.state) ? 1 : 0),
    maxAttempts: row.retry_limit + 1,
    createdAt: new Date(row.created_on).toISOString(),
    startedAt: iso(row.started_on),
    completedAt: iso(row.completed_on),
    lastError: row.state === 'completed' && !dead ? null : row.last_error,
  };
}

/** GET /jobs/page: every background job, newest first, by state and queue (the system admin's view). */
export async function listJobs(db: Database, query: JobsPageQuery): Promise<Page<JobSummary>> {
  const filter = { state: query.state, queue: query.queue };
  const { rows, total } = await pageJobsAcrossTenants(db, filter, pageWindow(query));
  return presentPage(query, rows.map(presentJob), total);
}

/**
 * POST /jobs/retry/:id: one more attempt for a failed job, or for the failed original of a dead one.
 * 404 for an unknown job, 940 when the job to run again is not failed; audited (jobs have no tenant).
 */
export async function retryJob(db: Database, who: AuditWho, id: string): Promise<JobSummary> {
  return auditedWrite(db, who, async (tx, record) => {
    const target = await retryTargetAcrossTenants(tx, id);
    if (!target) throw appError(ResultCode.NOT_FOUND);
    const before = await jobRowAcrossTenants(tx, target);
    if (!before) throw appError(ResultCode.NOT_FOUND);
    const after = await retryFailedJobAcrossTenants(tx, target);
    if (!after) throw appError(ResultCode.JOB_NOT_RETRYABLE);
    record({
      entity: 'job',
      entityId: target.id,
      companyId: null,
      action: 'retry',
      before: { queue: before.name, state: before.state, retryLimit: before.retry_limit },
      after: { queue: after.name, state: after.state, retryLimit: after.retry_limit },
    });
    return presentJob(after);
  });
}
