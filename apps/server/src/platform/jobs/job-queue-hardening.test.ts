import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { pendingJobs, waitForJobs } from '../../../test/jobs.ts';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database.ts';
import { defineJobKind, handleJob } from './job-kind.ts';
import { JobQueue } from './job-queue.ts';

const payload = z.object({ owner: z.string(), n: z.number().int() });
/** One at a time, as content processing runs on a small machine. */
const fairJob = defineJobKind({
  name: 'test.fair',
  payload,
  attempts: 1,
  retryDelaySeconds: 0,
  batchSize: 1,
  fairShare: (job) => job.owner,
});
const trivialJob = defineJobKind({
  name: 'test.trivial',
  payload,
  attempts: 1,
  retryDelaySeconds: 0,
  batchSize: 1,
});

let database: TestDatabase;
let queue: JobQueue;
beforeAll(async () => {
  database = await createTestDatabase();
  queue = await JobQueue.open({
    connectionString: database.url,
    kinds: [fairJob, trivialJob],
    maintenance: false,
    instanceName: 'test',
  });
});
afterAll(async () => {
  await queue.close();
  await database.destroy();
});

describe('a fair-share queue', () => {
  it("runs another owner's job right after the running one, not behind the first owner's backlog", async () => {
    for (let n = 1; n <= 6; n++) await queue.send(fairJob, { owner: 'a', n });
    const ran: string[] = [];
    let sentLate = false;
    const worker = await queue.work(
      [
        handleJob(fairJob, async ({ owner, n }) => {
          ran.push(`${owner}${n}`);
          // Sent while the first owner's first job runs, as an upload arrives during a backlog.
          if (!sentLate) {
            sentLate = true;
            await queue.send(fairJob, { owner: 'b', n: 1 });
            await queue.send(fairJob, { owner: 'b', n: 2 });
          }
        }),
      ],
      { pollingIntervalSeconds: 0.5 },
    );
    try {
      await waitForJobs(database.db, 60_000);
    } finally {
      await worker.stop();
    }
    expect(ran).toEqual(['a1', 'b1', 'a2', 'b2', 'a3', 'a4', 'a5', 'a6']);
  });

  it('keeps an explicit priority band above the fair share: a lower band waits for every job above', async () => {
    await queue.send(fairJob, { owner: 'demo', n: 1 }, { priority: -10 });
    for (let n = 1; n <= 3; n++) await queue.send(fairJob, { owner: 'a', n });
    const ran: string[] = [];
    const worker = await queue.work(
      [handleJob(fairJob, async ({ owner, n }) => void ran.push(`${owner}${n}`))],
      { pollingIntervalSeconds: 0.5 },
    );
    try {
      await waitForJobs(database.db, 60_000);
    } finally {
      await worker.stop();
    }
    expect(ran).toEqual(['a1', 'a2', 'a3', 'demo1']);
  });
});

describe('a backlog of quick jobs', () => {
  it('drains without waiting a poll interval between jobs of a one-at-a-time kind', async () => {
    for (let n = 1; n <= 40; n++) await queue.send(trivialJob, { owner: 'stale', n });
    let ran = 0;
    // A ten-minute poll: only fetching again at once after a job can finish these within the wait below.
    const worker = await queue.work([handleJob(trivialJob, async () => void ran++)], {
      pollingIntervalSeconds: 600,
    });
    try {
      await waitForJobs(database.db, 60_000);
    } finally {
      await worker.stop();
    }
    expect(ran).toBe(40);
    expect(await pendingJobs(database.db)).toEqual({});
  });
});
