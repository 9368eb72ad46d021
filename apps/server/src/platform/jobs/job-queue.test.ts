import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { pendingJobs, waitForJobs } from '../../../test/jobs.ts';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database.ts';
import { mailOutbox } from '../../db/schema/index.ts';
import { deadLetterQueueOf, defineJobKind, handleJob } from './job-kind.ts';
import { JOBS_SCHEMA, JobQueue } from './job-queue.ts';

const echoJob = defineJobKind({
  name: 'test.echo',
  payload: z.object({ word: z.string().min(1) }),
  attempts: 1,
  retryDelaySeconds: 0,
});
const flakyJob = defineJobKind({
  name: 'test.flaky',
  payload: z.object({ failures: z.number().int() }),
  attempts: 3,
  retryDelaySeconds: 0,
});
const hopelessJob = defineJobKind({
  name: 'test.hopeless',
  payload: z.object({ id: z.number().int() }),
  attempts: 2,
  retryDelaySeconds: 0,
});

let database: TestDatabase;
let queue: JobQueue;
beforeAll(async () => {
  database = await createTestDatabase();
  queue = await JobQueue.open({
    connectionString: database.url,
    kinds: [echoJob, flakyJob, hopelessJob],
    maintenance: false,
    instanceName: 'test',
  });
});
afterAll(async () => {
  await queue.close();
  await database.destroy();
});

type JobRow = {
  name: string;
  state: string;
  data: Record<string, unknown>;
  retry_count: number;
  retry_limit: number;
  retry_backoff: boolean;
  output: { message?: string } | null;
};
const jobsNamed = async (name: string) =>
  (
    await database.db.execute<JobRow>(
      sql`select name, state, data, retry_count, retry_limit, retry_backoff, output
          from ${sql.identifier(JOBS_SCHEMA)}.job where name = ${name} order by created_on`,
    )
  ).rows;

describe('JobQueue.send in a transaction', () => {
  it('leaves no job when the transaction rolls back, and exactly one when it commits', async () => {
    await database.db
      .transaction(async (tx) => {
        await tx
          .insert(mailOutbox)
          .values({ companyId: null, to: 'a@example.test', subject: 'S', text: 'T' });
        await queue.send(echoJob, { word: 'rolled-back' }, { tx });
        throw new Error('abort');
      })
      .catch(() => {});
    await database.db.transaction(async (tx) => {
      await queue.send(echoJob, { word: 'committed' }, { tx });
    });
    const rows = await jobsNamed('test.echo');
    expect(rows.map((row) => row.data)).toEqual([{ word: 'committed' }]);
    expect(await database.db.select().from(mailOutbox)).toEqual([]);
  });

  it("enqueues many jobs of a kind in one statement, with the kind's retry policy, only if it commits", async () => {
    await database.db
      .transaction(async (tx) => {
        await queue.sendMany(flakyJob, [{ failures: 7 }, { failures: 8 }], { tx });
        throw new Error('abort');
      })
      .catch(() => {});
    await database.db.transaction(async (tx) => {
      await queue.sendMany(flakyJob, [{ failures: 5 }, { failures: 6 }], { tx });
    });
    const rows = await jobsNamed('test.flaky');
    expect(rows.map((row) => [row.data, row.retry_limit])).toEqual([
      [{ failures: 5 }, flakyJob.attempts - 1],
      [{ failures: 6 }, flakyJob.attempts - 1],
    ]);
    await expect(queue.sendMany(flakyJob, [{ failures: 1.5 }])).rejects.toThrow();
    await database.db.execute(sql`delete from ${sql.identifier(JOBS_SCHEMA)}.job where name = 'test.flaky'`);
  });

  it('refuses a payload that does not match the kind, and a kind it was not opened with', async () => {
    await expect(queue.send(echoJob, { word: '' })).rejects.toThrow();
    const stranger = defineJobKind({ ...echoJob, name: 'test.stranger' });
    await expect(queue.send(stranger, { word: 'x' })).rejects.toThrow(/not registered/);
  });
});

describe('JobQueue.work', () => {
  it('retries a failing job until it succeeds, and dead-letters one that never does', async () => {
    await database.db.execute(sql`delete from ${sql.identifier(JOBS_SCHEMA)}.job`);
    const seen: string[] = [];
    const dead: unknown[] = [];
    const worker = await queue.work(
      [
        handleJob(echoJob, async ({ word }) => {
          seen.push(`echo ${word}`);
        }),
        handleJob(flakyJob, async ({ failures }, { attempt, lastAttempt }) => {
          seen.push(`flaky attempt ${attempt}${lastAttempt ? ' (last)' : ''}`);
          if (attempt <= failures) throw new Error(`failure ${attempt}`);
        }),
        handleJob(
          hopelessJob,
          async () => {
            throw new Error('smtp is down');
          },
          async (payload, info) => {
            dead.push({ payload, attempts: info.attempts, error: info.error });
          },
        ),
      ],
      { pollingIntervalSeconds: 0.5 },
    );
    try {
      await queue.send(echoJob, { word: 'hello' });
      await queue.send(flakyJob, { failures: 2 });
      await queue.send(hopelessJob, { id: 7 });
      await waitForJobs(database.db);
    } finally {
      await worker.stop();
    }
    expect(seen).toContain('echo hello');
    expect(seen.filter((s) => s.startsWith('flaky'))).toEqual([
      'flaky attempt 1',
      'flaky attempt 2',
      'flaky attempt 3 (last)',
    ]);
    expect(await jobsNamed('test.flaky')).toMatchObject([{ state: 'completed', retry_count: 2 }]);

    const [failed] = await jobsNamed('test.hopeless');
    expect(failed).toMatchObject({ state: 'failed', retry_count: 1, retry_limit: 1 });
    expect(failed?.output?.message).toBe('smtp is down');
    expect(await jobsNamed(deadLetterQueueOf(hopelessJob))).toMatchObject([{ state: 'completed' }]);
    expect(dead).toEqual([{ payload: { id: 7 }, attempts: 2, error: 'smtp is down' }]);
    expect(await pendingJobs(database.db)).toEqual({});
  });

  it('creates each queue with its retry policy: exponential backoff when the kind has a delay', async () => {
    const mailLike = defineJobKind({ ...echoJob, name: 'test.backoff', attempts: 5, retryDelaySeconds: 30 });
    const other = await JobQueue.open({
      connectionString: database.url,
      kinds: [mailLike],
      maintenance: false,
      instanceName: 'test-2',
    });
    try {
      await other.send(mailLike, { word: 'x' });
    } finally {
      await other.close();
    }
    const [row] = (
      await database.db.execute<{
        retry_limit: number;
        retry_delay: number;
        retry_backoff: boolean;
        dead_letter: string;
      }>(
        sql`select retry_limit, retry_delay, retry_backoff, dead_letter from ${sql.identifier(JOBS_SCHEMA)}.queue
            where name = 'test.backoff'`,
      )
    ).rows;
    expect(row).toEqual({
      retry_limit: 4,
      retry_delay: 30,
      retry_backoff: true,
      dead_letter: 'test.backoff.dead',
    });
  });
});
