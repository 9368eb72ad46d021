import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/database/connection.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';

/** What the account services use; the routes (and the worker, for jobs) build it from the app's dependencies. */
export interface AccountDeps {
  db: Database;
  clock: Clock;
  /** PUBLIC_URL: scheme and port of the links in mails. */
  publicUrl: string;
  /** Mail and the forgot-password look-up are queued as jobs, in the transaction that causes them. */
  jobs: JobQueue;
}
