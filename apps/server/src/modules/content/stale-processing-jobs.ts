import { sql } from 'drizzle-orm';
import type { Executor } from '../../platform/database/connection.ts';
import { JOBS_SCHEMA } from '../../platform/jobs/job-queue.ts';
import { processContentJob } from './process-content-job.ts';

/**
 * Settles, in one statement, every waiting content.process job whose file is no longer waiting for it
 * (its row deleted with its content, or holding another key, or already ready or failed): marked
 * completed, as running each would have done, one at a time. The file row and its job are written by
 * one transaction, so a job is never seen before its row. Answers how many it settled.
 */
export async function settleStaleProcessingJobsAcrossTenants(db: Executor): Promise<number> {
  const settled = await db.execute(sql`
    update ${sql.identifier(JOBS_SCHEMA)}.job j
       set state = 'completed', completed_on = now(), output = '{"message":"its file is gone"}'::jsonb
     where j.name = ${processContentJob.name} and j.state in ('created', 'retry')
       and not exists (
         select 1 from content_files f
          where f.company_id = (j.data->>'companyId')::bigint
            and f.id = (j.data->>'fileId')::bigint
            and f.storage_key = j.data->>'fileKey'
            and f.state = 'processing')`);
  return settled.rowCount ?? 0;
}
