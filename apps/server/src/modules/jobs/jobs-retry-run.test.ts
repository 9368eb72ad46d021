import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { routeCaller } from '../../../test/endpoint-kit.ts';
import { waitForJobs } from '../../../test/jobs.ts';
import { portalAddress, useTenantWorld } from '../../../test/tenant-world.ts';
import { mailOutbox } from '../../db/schema/index.ts';
import { JOBS_SCHEMA } from '../../platform/jobs/job-queue.ts';

// The app's own worker runs: a retried job must be taken up by pg-boss like any other.
const harness = useTenantWorld();
const call = routeCaller(harness);
const jobTable = sql`${sql.identifier(JOBS_SCHEMA)}.job`;

describe('a retried job', () => {
  it('is run again by the worker and completes', async () => {
    const { db } = harness.database;
    const portal = portalAddress(harness.world.a);
    const email = encodeURIComponent(harness.world.readerA.user.email ?? '');
    await harness.app.inject({
      method: 'PUT',
      url: `/api/v1/auth/forgot-password?email=${email}&domain=${portal.domain}&service_path=${portal.path}`,
      headers: { host: portal.host },
    });
    await waitForJobs(db);
    const [mail] = await db.select({ id: mailOutbox.id }).from(mailOutbox).limit(1);
    expect(mail).toBeDefined();
    // The delivery's last attempt failed, as pg-boss records it.
    const job = await db.execute<{ id: string }>(sql`update ${jobTable}
        set state = 'failed', retry_count = retry_limit, output = '{"message":"SMTP refused"}'::jsonb
      where name = 'mail.send' and (data->>'outboxId')::bigint = ${mail?.id} returning id::text`);
    const id = job.rows[0]?.id as string;

    await call.data('jobsRetry', { as: harness.world.systemAdmin, params: { id } });
    await waitForJobs(db);
    const after = await db.execute<{ state: string; retry_count: number; retry_limit: number }>(
      sql`select state::text, retry_count, retry_limit from ${jobTable} where id = ${id}::uuid`,
    );
    expect(after.rows[0]).toMatchObject({ state: 'completed' });
  });
});
