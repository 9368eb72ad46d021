import { auditRetentionHandler, auditRetentionJob } from './modules/audit/audit-retention-job.ts';
import { importContentCsvJob } from './modules/content/csv/import-content-csv-job.ts';
import { importContentCsvHandler } from './modules/content/csv/run-content-csv-import.ts';
import { processContentHandler } from './modules/content/process-content.ts';
import { processContentJob } from './modules/content/process-content-job.ts';
import { reconcileOrdersJob } from './modules/orders/reconcile-orders.ts';
import { reconcileOrdersHandler } from './modules/orders/reconcile-orders-job.ts';
import type { GatewayUrlConfig } from './modules/payments/gateways/gateway-urls.ts';
import { reconcileMemberIdOrdersJob } from './modules/payments/member-id/reconcile-member-id-orders.ts';
import { reconcileMemberIdOrdersHandler } from './modules/payments/member-id/reconcile-member-id-orders-job.ts';
import { startWorkerHeartbeat } from './modules/platform-health/worker-heartbeat.ts';
import { importReadersJob } from './modules/reader-import/import-readers-job.ts';
import { importReadersHandler } from './modules/reader-import/run-reader-import.ts';
import { renewalChargeJob, renewalSweepJob } from './modules/renewals/renewal-jobs.ts';
import { renewalChargeHandler } from './modules/renewals/run-renewal.ts';
import { renewalSweepHandler } from './modules/renewals/sweep-renewals.ts';
import {
  adminPasswordResetIssueHandler,
  adminPasswordResetIssueJob,
  passwordResetIssueHandler,
  passwordResetIssueJob,
} from './modules/users/account-jobs.ts';
import { readerBulkHandler, readerBulkJob } from './modules/users/reader-bulk-job.ts';
import type { Clock } from './platform/clock.ts';
import type { Database } from './platform/database/connection.ts';
import type { JobHandler } from './platform/jobs/job-kind.ts';
import { type JobLog, JobQueue, type JobWorker, type WorkOptions } from './platform/jobs/job-queue.ts';
import { mailSendHandler, mailSendJob } from './platform/mail/mail-jobs.ts';
import type { Mailer } from './platform/mail/mailer.ts';
import type { Storage } from './platform/storage/storage.ts';

/**
 * Every kind of background work of the product. A new kind (content processing, CSV import, renewals,
 * reports) is declared beside the module that owns it and added here and to jobHandlers.
 */
export const jobKinds = [
  mailSendJob,
  passwordResetIssueJob,
  adminPasswordResetIssueJob,
  processContentJob,
  importContentCsvJob,
  readerBulkJob,
  importReadersJob,
  auditRetentionJob,
  renewalSweepJob,
  renewalChargeJob,
  reconcileOrdersJob,
  reconcileMemberIdOrdersJob,
] as const;

/** What the handlers use; the server or `npm run worker` builds it. */
export interface WorkerDeps {
  db: Database;
  jobs: JobQueue;
  mailer: Mailer;
  clock: Clock;
  /** PUBLIC_URL, for links in mails. */
  publicUrl: string;
  storage: Storage;
  /** Wraps the content keys (platform/crypto/master-key.ts). */
  masterKey: Buffer;
  /** Private folder under DATA_DIR for files being processed (processingDirOf). */
  processingDir: string;
  /** Where the payment gateways answer (the renewals charge stored cards). */
  gatewayConfig: GatewayUrlConfig & { gatewayTimeoutMs?: number };
}

export const jobHandlers = (deps: WorkerDeps): JobHandler[] => [
  mailSendHandler(deps.db, deps.mailer),
  passwordResetIssueHandler(deps),
  adminPasswordResetIssueHandler(deps),
  processContentHandler(deps),
  importContentCsvHandler(deps),
  readerBulkHandler(deps),
  importReadersHandler(deps),
  auditRetentionHandler(deps),
  renewalSweepHandler(deps),
  renewalChargeHandler(deps),
  reconcileOrdersHandler(deps),
  reconcileMemberIdOrdersHandler(deps),
];

/** Opens the job queue of this process on the database at `connectionString`. */
export const openJobQueue = (
  connectionString: string,
  options: { runsWorker: boolean; instanceName: string; log?: JobLog },
): Promise<JobQueue> =>
  JobQueue.open({
    connectionString,
    kinds: jobKinds,
    maintenance: options.runsWorker,
    instanceName: options.instanceName,
    ...(options.log ? { log: options.log } : {}),
  });

/**
 * Runs every kind's handler in this process until the returned worker is stopped, and writes the
 * process's heartbeat meanwhile (the system health page's "worker").
 */
export async function startJobWorker(deps: WorkerDeps, options: WorkOptions = {}): Promise<JobWorker> {
  const worker = await deps.jobs.work(jobHandlers(deps), options);
  const heartbeat = await startWorkerHeartbeat(deps.db, deps.clock, {
    onError: (error) => console.error('Worker heartbeat:', error),
  });
  return {
    stop: async () => {
      await heartbeat.stop();
      await worker.stop();
    },
  };
}
