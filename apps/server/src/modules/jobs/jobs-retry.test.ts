import { jobSummarySchema, ResultCode } from '@hondana/contract';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { endpointTests, routeCaller } from '../../../test/endpoint-kit.ts';
import { useTenantWorld } from '../../../test/tenant-world.ts';
import { auditEvents } from '../../db/schema/index.ts';
import type { Database } from '../../platform/database/connection.ts';
import { JOBS_SCHEMA } from '../../platform/jobs/job-queue.ts';
import { mailSendJob } from '../../platform/mail/mail-jobs.ts';

const jobTable = sql`${sql.identifier(JOBS_SCHEMA)}.job`;
let happyJobId = '';
// No worker: a job stays in the state the test gives it.
const harness = useTenantWorld({ env: { WORKER: 'off' } }, async (h) => {
  happyJobId = await failedJob(h.database.db);
});
const call = routeCaller(harness);

/** A real mail.send job whose last attempt failed, as pg-boss records a failure. */
async function failedJob(db: Database): Promise<string> {
  const id = await harness.app.deps.jobs.send(mailSendJob, { outboxId: 1, redacted: null });
  await db.execute(sql`update ${jobTable} set state = 'failed', retry_count = retry_limit,
      started_on = now(), completed_on = now(), output = '{"message":"SMTP refused"}'::jsonb
    where id = ${id}::uuid`);
  return id;
}

/** The dead-letter copy pg-boss inserts for a job that failed its last attempt. */
async function deadCopyOf(db: Database, sourceId: string): Promise<string> {
  const rows = await db.execute<{ id: string }>(sql`insert into ${jobTable}
      (id, name, data, state, source_name, source_id, source_output)
    values (gen_random_uuid(), 'mail.send.dead', '{"outboxId":1,"redacted":null}'::jsonb, 'created',
      'mail.send', ${sourceId}::uuid, '{"message":"SMTP refused"}'::jsonb)
    returning id::text`);
  return rows.rows[0]?.id as string;
}

const stateOf = async (db: Database, id: string) =>
  (await db.execute<{ state: string }>(sql`select state::text from ${jobTable} where id = ${id}::uuid`))
    .rows[0]?.state;

describe('POST /jobs/retry/:id', () => {
  endpointTests('jobsRetry', harness.context, {
    happy: (w) => ({
      as: w.systemAdmin,
      params: { id: happyJobId },
      check: (data) => expect(data).toMatchObject({ id: happyJobId, state: 'retry' }),
    }),
    badInput: (w) => ({ as: w.systemAdmin, params: { id: 'not-a-uuid' }, code: ResultCode.BAD_REQUEST }),
  });

  it('gives a failed job one more attempt, audited as the system admin, once', async () => {
    const { db } = harness.database;
    const id = await failedJob(db);
    const job = jobSummarySchema.parse(
      await call.data('jobsRetry', { as: harness.world.systemAdmin, params: { id } }),
    );
    expect(job).toMatchObject({ id, queue: 'mail.send', state: 'retry', maxAttempts: 9 });
    expect(await stateOf(db, id)).toBe('retry');
    const audit = await db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entity, 'job'), eq(auditEvents.entityId, id)));
    expect(audit).toMatchObject([
      { action: 'retry', actorUserId: harness.world.systemAdmin.user.id, companyId: null },
    ]);

    const again = await call.send('jobsRetry', { as: harness.world.systemAdmin, params: { id } });
    expect(again.json()).toMatchObject({ status: ResultCode.JOB_NOT_RETRYABLE });
    expect(again.statusCode).toBe(409);
  });

  it('runs the failed original of a dead job again', async () => {
    const { db } = harness.database;
    const source = await failedJob(db);
    const dead = await deadCopyOf(db, source);
    const job = await call.data<{ id: string; state: string }>('jobsRetry', {
      as: harness.world.systemAdmin,
      params: { id: dead },
    });
    expect(job).toMatchObject({ id: source, state: 'retry' });
    expect(await stateOf(db, source)).toBe('retry');
  });

  it('refuses a job that has not failed (940) and leaves it and the audit trail as they were', async () => {
    const { db } = harness.database;
    const id = await harness.app.deps.jobs.send(mailSendJob, { outboxId: 2, redacted: null });
    const response = await call.send('jobsRetry', { as: harness.world.systemAdmin, params: { id } });
    expect(response.json()).toMatchObject({ status: ResultCode.JOB_NOT_RETRYABLE });
    expect(await stateOf(db, id)).toBe('created');
    const audit = await db.select().from(auditEvents).where(eq(auditEvents.entityId, id));
    expect(audit).toEqual([]);
  });

  it('answers 404 for an unknown job', async () => {
    const response = await call.send('jobsRetry', {
      as: harness.world.systemAdmin,
      params: { id: '00000000-0000-4000-8000-000000000000' },
    });
    expect(response.json()).toMatchObject({ status: ResultCode.NOT_FOUND });
  });
});
