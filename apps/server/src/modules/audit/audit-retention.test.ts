import { AUDIT_RETENTION_DAYS, RoleLevel } from '@hondana/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database.ts';
import { auditEvents } from '../../db/schema/index.ts';
import { ManualClock } from '../../platform/clock.ts';
import { JOBS_SCHEMA, JobQueue } from '../../platform/jobs/job-queue.ts';
import { auditRetentionHandler, auditRetentionJob } from './audit-retention-job.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.destroy();
});

const event = (entityId: string, occurredAt: Date, companyId: number | null) => ({
  companyId,
  occurredAt,
  actorUserId: 1,
  actorRole: RoleLevel.SYSTEM_ADMIN,
  actorIp: '127.0.0.1',
  entity: 'content',
  entityId,
  action: 'update',
});

describe('audit retention', () => {
  it('runs once a day, scheduled by the processes that run the queue maintenance', async () => {
    expect(auditRetentionJob.schedule).toBe('17 3 * * *');
    const queue = await JobQueue.open({
      connectionString: database.url,
      kinds: [auditRetentionJob],
      maintenance: true,
      instanceName: 'retention-test',
    });
    try {
      const { rows } = await database.db.execute<{ name: string; cron: string }>(
        sql.raw(`select name, cron from ${JOBS_SCHEMA}.schedule`),
      );
      expect(rows).toEqual([{ name: 'audit.retention', cron: '17 3 * * *' }]);
    } finally {
      await queue.close();
    }
  });

  it('removes the rows older than the period by the injected clock, of every tenant, and keeps the rest', async () => {
    const clock = new ManualClock(new Date('2026-11-28T03:17:00Z'));
    const edge = new Date(clock.now().getTime() - AUDIT_RETENTION_DAYS * DAY_MS);
    await database.db
      .insert(auditEvents)
      .values([
        event('old-a', new Date(edge.getTime() - 1000), 1),
        event('old-platform', new Date(edge.getTime() - 10 * DAY_MS), null),
        event('edge', edge, 2),
        event('new', new Date(clock.now().getTime() - DAY_MS), 1),
      ]);
    const handler = auditRetentionHandler({ db: database.db, clock });
    const run = () =>
      handler.run({}, { jobId: 'test', attempt: 1, lastAttempt: true, signal: new AbortController().signal });
    await run();
    const left = async () =>
      (await database.db.select({ id: auditEvents.entityId }).from(auditEvents)).map((r) => r.id).sort();
    expect(await left()).toEqual(['edge', 'new']);
    clock.advance(DAY_MS);
    await run();
    expect(await left()).toEqual(['new']);
  });
});
