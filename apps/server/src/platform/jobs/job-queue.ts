import { type JobResult, type JobWithMetadata, PgBoss } from 'pg-boss';
import type { z } from 'zod';
import type { Executor } from '../database/connection.ts';
import { fairSharePlace } from './fair-share-priority.ts';
import { deadLetterQueueOf, type JobHandler, type JobKind } from './job-kind.ts';
import { transactionDatabase } from './transaction-adapter.ts';

/** Where the queue reports what it did; the server gives it its log, tests give nothing. */
export interface JobLog {
  info(message: string): void;
  warn(message: string): void;
  error(message: string, error?: unknown): void;
}

export const silentJobLog: JobLog = { info: () => {}, warn: () => {}, error: () => {} };

/** pg-boss keeps its tables in this schema of the same database. */
export const JOBS_SCHEMA = 'pgboss';

/** How long the dead-letter queues keep a job that failed for good (its completed copy: 30 days). */
const DEAD_LETTER_KEEP_SECONDS = 30 * 24 * 3600;

export interface JobQueueOptions {
  connectionString: string;
  /** Every kind this process may send or run; their queues are created at open. */
  kinds: readonly JobKind[];
  log?: JobLog;
  /**
   * Processes that run a worker also do pg-boss's upkeep (expiring attempts of a dead worker, deleting
   * old jobs). A server with WORKER=off only sends.
   */
  maintenance: boolean;
  /** Name in pg-boss's instance registry, e.g. `server` or `worker`. */
  instanceName: string;
  /** Connections of pg-boss's own pool (the LISTEN connection comes on top). */
  poolSize?: number;
  /** How often upkeep looks for expired attempts and lost heartbeats (pg-boss default: 60 s). */
  superviseIntervalSeconds?: number;
}

export interface SendOptions {
  /**
   * The open transaction of the change that causes the job: the job is inserted by that transaction
   * and exists only if it commits. Without it the job is inserted at once, on its own.
   */
  tx?: Executor;
  startAfter?: Date;
  /** Jobs with a higher priority are fetched first (default 0); background fill-ins use a negative one. */
  priority?: number;
}

export interface WorkOptions {
  /** Jobs of one kind fetched together and run at the same time (each settled on its own). */
  batchSize?: number;
  /** Fetch loops per kind in this process. */
  concurrency?: number;
  /** Poll interval in seconds (≥ 0.5); new jobs also wake the worker at once through LISTEN/NOTIFY. */
  pollingIntervalSeconds?: number;
}

export interface JobWorker {
  /** Takes no new job and waits for the running ones to finish. */
  stop(): Promise<void>;
}

const errorText = (output: unknown): string | null => {
  if (output && typeof output === 'object' && 'message' in output) return String(output.message);
  return output == null ? null : JSON.stringify(output);
};

/**
 * The job platform: a thin, typed layer over pg-boss on Hondana's own PostgreSQL. `open` installs or
 * migrates pg-boss's schema (pg-boss holds an advisory lock while it does, so processes may start
 * together) and creates each kind's queue and dead-letter queue; `send` validates a payload and
 * enqueues it, inside the caller's transaction when given one; `work` runs handlers.
 */
export class JobQueue {
  private readonly kinds: Map<string, JobKind>;

  private constructor(
    private readonly boss: PgBoss,
    kinds: readonly JobKind[],
    private readonly log: JobLog,
  ) {
    this.kinds = new Map(kinds.map((kind) => [kind.name, kind]));
  }

  static async open(options: JobQueueOptions): Promise<JobQueue> {
    const log = options.log ?? silentJobLog;
    const boss = new PgBoss({
      connectionString: options.connectionString,
      schema: JOBS_SCHEMA,
      application_name: `hondana-${options.instanceName}`,
      instanceName: options.instanceName,
      max: options.poolSize ?? 4,
      migrate: true,
      supervise: options.maintenance,
      // The expiry and heartbeat checks run once per monitor pass, at the slower of the two timers.
      ...(options.superviseIntervalSeconds
        ? {
            superviseIntervalSeconds: options.superviseIntervalSeconds,
            monitorIntervalSeconds: options.superviseIntervalSeconds,
          }
        : {}),
      schedule: options.maintenance,
      useListenNotify: true,
    });
    boss.on('error', (error) => log.error(`job queue: ${error.message}`, error));
    boss.on('warning', (warning) => log.warn(`job queue: ${warning.message}`));
    await boss.start({ attempts: 3 });
    const queue = new JobQueue(boss, options.kinds, log);
    try {
      for (const kind of options.kinds) await queue.createQueues(kind);
      if (options.maintenance) {
        for (const kind of options.kinds) {
          if (kind.schedule) await boss.schedule(kind.name, kind.schedule, {}, { tz: 'UTC' });
        }
      }
    } catch (error) {
      await boss.stop({ graceful: false }).catch(() => {});
      throw error;
    }
    return queue;
  }

  private async createQueues(kind: JobKind): Promise<void> {
    const dead = deadLetterQueueOf(kind);
    const deadOptions = { retryLimit: 3, retryDelay: 60, deleteAfterSeconds: DEAD_LETTER_KEEP_SECONDS };
    await this.boss.createQueue(dead, deadOptions);
    await this.boss.updateQueue(dead, deadOptions);
    const backoff = kind.retryDelaySeconds > 0;
    const options = {
      deadLetter: dead,
      retryLimit: kind.attempts - 1,
      retryDelay: kind.retryDelaySeconds,
      retryBackoff: backoff,
      expireInSeconds: kind.expireInSeconds ?? 900,
      notify: true,
    };
    // Set when the queue is created (pg-boss cannot change it later).
    const heartbeat = kind.heartbeatSeconds ? { heartbeatSeconds: kind.heartbeatSeconds } : {};
    const delayMax = backoff && kind.retryDelayMaxSeconds ? kind.retryDelayMaxSeconds : undefined;
    // createQueue leaves an existing queue alone; updateQueue brings its retry policy up to date.
    await this.boss.createQueue(kind.name, {
      ...options,
      ...heartbeat,
      ...(delayMax ? { retryDelayMax: delayMax } : {}),
    });
    await this.boss.updateQueue(kind.name, { ...options, retryDelayMax: delayMax ?? null });
  }

  private kindNamed(name: string): JobKind {
    const kind = this.kinds.get(name);
    if (!kind) throw new Error(`job kind ${name} is not registered with this job queue`);
    return kind;
  }

  /** Enqueues one job; its payload is checked against the kind's schema first. Answers the job id. */
  async send<K extends JobKind>(kind: K, payload: z.input<K['payload']>, options: SendOptions = {}) {
    const registered = this.kindNamed(kind.name);
    const data = registered.payload.parse(payload) as object;
    const db = options.tx ? transactionDatabase(options.tx) : undefined;
    const fair = registered.fairShare
      ? await fairSharePlace(db ?? this.boss.getDb(), JOBS_SCHEMA, kind.name, {
          owner: registered.fairShare(data),
          priority: options.priority ?? 0,
        })
      : undefined;
    const priority = fair?.priority ?? options.priority;
    const id = await this.boss.send(kind.name, data, {
      ...(db ? { db } : {}),
      ...(options.startAfter ? { startAfter: options.startAfter } : {}),
      ...(priority ? { priority } : {}),
      ...(fair ? { group: fair.group } : {}),
    });
    if (!id) throw new Error(`job ${kind.name} was not queued`);
    return id;
  }

  /**
   * Enqueues jobs of one kind in one statement (an import's mails), each payload checked first; the
   * queue's retry policy applies as to `send`. A kind with a fair share places each job on its own.
   */
  async sendMany<K extends JobKind>(
    kind: K,
    payloads: z.input<K['payload']>[],
    options: Pick<SendOptions, 'tx' | 'priority'> = {},
  ): Promise<void> {
    const registered = this.kindNamed(kind.name);
    if (payloads.length === 0) return;
    if (registered.fairShare) {
      for (const payload of payloads) await this.send(kind, payload, options);
      return;
    }
    const jobs = payloads.map((payload) => ({
      data: registered.payload.parse(payload) as object,
      ...(options.priority ? { priority: options.priority } : {}),
    }));
    await this.boss.insert(kind.name, jobs, options.tx ? { db: transactionDatabase(options.tx) } : {});
  }

  /** Starts running the given kinds in this process, and their dead-letter handlers. */
  async work(handlers: readonly JobHandler[], options: WorkOptions = {}): Promise<JobWorker> {
    const polling = {
      pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2,
      notifyPollingIntervalSeconds: options.pollingIntervalSeconds ?? 2,
    };
    const queues: string[] = [];
    for (const handler of handlers) {
      const kind = this.kindNamed(handler.kind.name);
      const runOne = async (job: JobWithMetadata<unknown>): Promise<JobResult> => {
        const attempt = { jobId: job.id, attempt: job.retryCount + 1, signal: job.signal };
        const lastAttempt = job.retryCount >= job.retryLimit;
        try {
          await handler.run(kind.payload.parse(job.data), { ...attempt, lastAttempt });
          return { id: job.id, status: 'completed' };
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          const next = lastAttempt ? 'giving up' : 'will retry';
          this.log.error(
            `job ${kind.name} ${job.id} attempt ${attempt.attempt} failed (${next}): ${message}`,
          );
          return { id: job.id, status: 'failed', output: { message } };
        }
      };
      // Batches of up to `batchSize` jobs, each settled on its own. A fetch that found work is followed
      // by another at once (pg-boss's own burst skips batches of one), so a backlog drains at the pace
      // of its jobs, not one batch per poll interval; an empty fetch waits for NOTIFY or the poll.
      let workerId: string | undefined;
      workerId = await this.boss.work(
        kind.name,
        {
          ...polling,
          includeMetadata: true as const,
          perJobResults: true as const,
          batchSize: kind.batchSize ?? options.batchSize ?? 10,
          burstWhenBatchFull: true,
          localConcurrency: options.concurrency ?? 1,
        },
        async (jobs: JobWithMetadata<unknown>[]) => {
          const results = await Promise.all(jobs.map(runOne));
          if (workerId && jobs.length > 0) this.boss.notifyWorker(workerId);
          return results;
        },
      );
      queues.push(kind.name);
      const onDead = handler.onDead;
      if (!onDead) continue;
      const dead = deadLetterQueueOf(kind);
      await this.boss.work(
        dead,
        { ...polling, includeMetadata: true as const },
        async ([job]: JobWithMetadata<unknown>[]) => {
          if (!job) return;
          await onDead(kind.payload.parse(job.data), {
            jobId: job.sourceId ?? job.id,
            attempts: (job.sourceRetryCount ?? kind.attempts - 1) + 1,
            error: errorText(job.sourceOutput),
          });
        },
      );
      queues.push(dead);
    }
    this.log.info(`job worker running: ${queues.join(', ')}`);
    return {
      stop: async () => {
        for (const name of queues) await this.boss.offWork(name, { wait: true });
      },
    };
  }

  /** Stops the workers of this process (waiting for running jobs, at most `timeoutMs`) and the pool. */
  async close(timeoutMs = 10_000): Promise<void> {
    await this.boss.stop({ graceful: true, timeout: timeoutMs });
  }
}
