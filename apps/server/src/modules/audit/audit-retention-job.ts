import { AUDIT_RETENTION_DAYS } from '@hondana/contract';
import { z } from 'zod';
import type { WorkerDeps } from '../../job-registry.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Executor } from '../../platform/database/connection.ts';
import { defineJobKind, handleJob } from '../../platform/jobs/job-kind.ts';
import { deleteAuditEventsBeforeAcrossTenants } from './audit-repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Rows removed per statement: short transactions, however far behind the removal is. */
const BATCH = 5000;

/** Once a day (03:17 UTC, away from the hour's other work), the rows past the retention period go. */
export const auditRetentionJob = defineJobKind({
  name: 'audit.retention',
  payload: z.object({}),
  attempts: 3,
  retryDelaySeconds: 600,
  schedule: '17 3 * * *',
});

/** Removes every audit row older than the retention period by the clock; answers how many went. */
export async function removeExpiredAuditEvents(db: Executor, clock: Clock): Promise<number> {
  const cutoff = new Date(clock.now().getTime() - AUDIT_RETENTION_DAYS * DAY_MS);
  let removed = 0;
  for (;;) {
    const gone = await deleteAuditEventsBeforeAcrossTenants(db, cutoff, BATCH);
    removed += gone;
    if (gone < BATCH) return removed;
  }
}

export const auditRetentionHandler = (deps: Pick<WorkerDeps, 'db' | 'clock'>) =>
  handleJob(auditRetentionJob, async () => {
    await removeExpiredAuditEvents(deps.db, deps.clock);
  });
