import type { JobState, JobSummary, JobsPageQuery, Page } from '@hondana/contract';
import type { Database } from '../../platform/database/connection.ts';
import { pageWindow, presentPage } from '../../platform/http/paging.ts';
import { isDeadLetterQueue, type JobRow, pageJobsAcrossTenants } from './repository.ts';

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
