import type { z } from 'zod';

/**
 * One kind of background work: the queue it runs on, the shape of its payload and how hard to try.
 * Kinds are declared by the module that owns the work (mail, content, import…) and listed once in
 * src/job-registry.ts; the platform creates their queues and validates every payload against the schema
 * when it is sent and again when it is run.
 */
export interface JobKind<P extends z.ZodType = z.ZodType> {
  /** Queue name: letters, digits, `.`, `-`, `_`. Its dead-letter queue is `<name>.dead`. */
  name: string;
  payload: P;
  /** Attempts in all (the first try plus the retries), with exponential backoff between them. */
  attempts: number;
  /** Delay before the first retry, in seconds; doubled (with jitter) at each further retry. */
  retryDelaySeconds: number;
  /** Upper bound of the backoff delay, in seconds. */
  retryDelayMaxSeconds?: number;
  /** An attempt still running after this long counts as failed (a worker that died mid-job). */
  expireInSeconds?: number;
  /**
   * Jobs of this kind one worker process runs at once (default: the worker's batch size, 10). Heavy
   * kinds (content processing: a child process each) run fewer.
   */
  batchSize?: number;
  /**
   * The worker confirms every so many seconds (≥ 10) that an attempt still runs; one that stops
   * confirming (its process was killed) is retried at the next supervision pass instead of waiting
   * for `expireInSeconds`. For long jobs.
   */
  heartbeatSeconds?: number;
  /**
   * Whose job this is (e.g. the tenant): jobs of different owners are claimed in turn, not first in
   * first out, so one owner's backlog never holds another owner's job (see fair-share-priority.ts).
   */
  fairShare?(payload: z.output<P>): string;
  /**
   * A cron expression (UTC) for work that runs on its own (retention, clean-ups): the processes that run
   * the queue's maintenance send one job with an empty payload at each time.
   */
  schedule?: string;
}

export const defineJobKind = <P extends z.ZodType>(kind: JobKind<P>): JobKind<P> => kind;

export type PayloadOf<K extends JobKind> = z.output<K['payload']>;

/** Name of the queue that receives a kind's jobs once their last attempt failed. */
export const deadLetterQueueOf = (kind: Pick<JobKind, 'name'>) => `${kind.name}.dead`;

export interface JobAttempt {
  jobId: string;
  /** 1 for the first try. */
  attempt: number;
  /** No retry follows when this attempt fails. */
  lastAttempt: boolean;
  /** Aborted when the worker stops or the attempt expires. */
  signal: AbortSignal;
}

export interface DeadJob {
  jobId: string;
  /** Attempts the job was given before it was dead-lettered. */
  attempts: number;
  /** The error of the last attempt, as pg-boss recorded it. */
  error: string | null;
}

/**
 * What the worker does with a kind: `run` for each attempt (throwing fails the attempt, and pg-boss
 * retries it later), and `onDead` once, when the job has failed for good and reached the dead-letter
 * queue (record it, notify, clean up).
 */
export interface JobHandler<K extends JobKind = JobKind> {
  kind: K;
  run(payload: PayloadOf<K>, attempt: JobAttempt): Promise<void>;
  onDead?(payload: PayloadOf<K>, dead: DeadJob): Promise<void>;
}

export const handleJob = <K extends JobKind>(
  kind: K,
  run: JobHandler<K>['run'],
  onDead?: JobHandler<K>['onDead'],
): JobHandler<K> => ({ kind, run, ...(onDead ? { onDead } : {}) });
