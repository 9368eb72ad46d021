import { type PlatformHealth, platformHealthSchema, ResultCode } from '@hondana/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { endpointTests, routeCaller } from '../../../test/endpoint-kit.ts';
import { startTestWorker } from '../../../test/jobs.ts';
import { useTenantWorld } from '../../../test/tenant-world.ts';
import { ManualClock } from '../../platform/clock.ts';
import type { JobWorker } from '../../platform/jobs/job-queue.ts';
import { WORKER_DOWN_AFTER_SECONDS } from './worker-heartbeat.ts';

const clock = new ManualClock(new Date('2026-11-28T09:00:00Z'));
let worker: JobWorker | undefined;
// The test starts and stops the worker itself (its heartbeat is the one the page reads).
const harness = useTenantWorld({ env: { WORKER: 'off' }, clock }, async (h) => {
  worker = await startTestWorker(h.app);
});
const call = routeCaller(harness);
afterAll(async () => {
  await worker?.stop();
});

const health = async () =>
  platformHealthSchema.parse(
    await call.data<PlatformHealth>('platformHealth', { as: harness.world.systemAdmin }),
  );

describe('GET /platform/health', () => {
  endpointTests('platformHealth', harness.context, {
    happy: (w) => ({
      as: w.systemAdmin,
      check: (data) => {
        const answer = data as PlatformHealth;
        expect(answer.database).toMatchObject({ status: 'up' });
        expect(answer.database.sizeBytes).toBeGreaterThan(0);
        expect(answer.storage).toMatchObject({ status: expect.any(String), writable: true });
        expect(answer.worker).toMatchObject({ status: 'up', running: 1 });
        expect(answer.queues.map((q) => q.queue)).toContain('mail.send');
        expect(answer.queues.some((q) => q.queue.endsWith('.dead'))).toBe(false);
      },
    }),
  });

  it('refuses a company admin (611)', async () => {
    const response = await call.send('platformHealth', { as: harness.world.companyAdminA });
    expect(response.json()).toMatchObject({ status: ResultCode.INVALID_ROLE_ACCESS });
    expect(response.statusCode).toBe(403);
  });

  it('counts a worker down once its heartbeat is older than the limit, by the injected clock', async () => {
    const lastBeat = clock.now().toISOString();
    clock.advance((WORKER_DOWN_AFTER_SECONDS - 1) * 1000);
    expect((await health()).worker).toMatchObject({ status: 'up', running: 1 });

    await worker?.stop();
    worker = undefined;
    clock.advance(2000);
    const answer = await health();
    expect(answer.worker).toMatchObject({
      status: 'down',
      running: 0,
      lastSeenAt: lastBeat,
      downAfterSeconds: WORKER_DOWN_AFTER_SECONDS,
    });
    expect(answer.database.status).toBe('up');
  });
});
