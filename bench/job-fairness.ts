import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { contentFieldsSchema } from '@hondana/contract';
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { contentProcessingRuns, contents } from '../apps/server/src/db/schema/index.ts';
import { openJobQueue } from '../apps/server/src/job-registry.ts';
import { newElementId } from '../apps/server/src/modules/content/content-service.ts';
import { newContentFileKey } from '../apps/server/src/modules/content/content-storage-keys.ts';
import { recordUploadedContent } from '../apps/server/src/modules/content/upload-service.ts';
import { storeUploadedFile } from '../apps/server/src/modules/content/upload-stream.ts';
import { connectDatabase } from '../apps/server/src/platform/database/connection.ts';
import { startEmbeddedDatabase } from '../apps/server/src/platform/database/embedded-database.ts';
import { applyMigrations } from '../apps/server/src/platform/database/migrate.ts';
import { defineJobKind, handleJob } from '../apps/server/src/platform/jobs/job-kind.ts';
import { JOBS_SCHEMA, JobQueue } from '../apps/server/src/platform/jobs/job-queue.ts';
import { FilesystemStorage } from '../apps/server/src/platform/storage/filesystem-storage.ts';
import { createTenant } from '../apps/server/test/fixtures.ts';
import { samplePdf } from '../apps/server/test/sample-documents.ts';
import type { FillerOrder } from './job-fairness-filler.ts';
import { benchRoot } from './server-process.ts';

/**
 * Fair processing across tenants, against the real worker process (`apps/server/src/worker.ts`):
 *
 *   fairness   tenant A's backlog of heavy files is queued (by bench/job-fairness-filler.ts, its own
 *              process); once the worker is reading the first of them, tenant B uploads one small file.
 *              Measured: B's wait from its upload until its content is published, beside the backlog's
 *              size and, as the first-in-first-out baseline of the same run, the time the backlog took
 *              from B's upload to its last file (what B waited behind it when jobs ran in order).
 *   drain      a backlog of stale content.process jobs (rows that no longer exist, as a demo reset used
 *              to leave), queued by the filler while no worker runs: jobs per second from the first
 *              start to the last completion once a worker is started on them; and quick jobs of a
 *              one-at-a-time kind claimed one by one (the claim loop alone).
 *
 * Writes bench/reports/job-fairness.md. Options: --backlog <heavy files> (20), --pages <per file> (200),
 * --stale <stale jobs> (400).
 */
const argument = (name: string, fallback: number) => {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? Number(process.argv[index + 1]) : fallback;
};
const backlog = argument('backlog', 20);
const pages = argument('pages', 200);
const staleCount = argument('stale', 400);
const children: ChildProcess[] = [];
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hondana-bench-fairness-'));
const storageDir = path.join(dataDir, 'storage');
const masterKeyHex = randomBytes(32).toString('hex');
const embedded = await startEmbeddedDatabase(dataDir);
const database = connectDatabase(embedded.url);
const seconds = (ms: number) => (ms / 1000).toFixed(1);

function run(script: string, args: string[], env: Record<string, string> = {}, ready?: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: benchRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  return new Promise<ChildProcess>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-8000);
      if (ready && output.includes(ready)) resolve(child);
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) =>
      code === 0 && !ready ? resolve(child) : reject(new Error(`${script}: ${output}`)),
    );
  });
}

const fill = (order: Omit<FillerOrder, 'databaseUrl' | 'storageDir' | 'masterKeyHex'>) =>
  run('bench/job-fairness-filler.ts', [
    JSON.stringify({ ...order, databaseUrl: embedded.url, storageDir, masterKeyHex }),
  ]);

async function until<T>(probe: () => Promise<T | undefined>, timeoutMs = 30 * 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const count = async (query: ReturnType<typeof sql>) =>
  Number((await database.db.execute<{ n: number }>(query)).rows[0]?.n ?? 0);

try {
  await applyMigrations(database);
  const a = await createTenant(database.db);
  const b = await createTenant(database.db);
  const scopeOf = (t: typeof a) => ({ companyId: t.company.id, serviceId: t.service.id });

  // The worker opens the job tables first; the filler then queues the backlog.
  const workerEnv = {
    DATABASE_URL: embedded.url,
    DATA_DIR: dataDir,
    STORAGE_DIR: storageDir,
    MASTER_KEY: masterKeyHex,
    LOG_LEVEL: 'info',
    DEMO_DATA: 'off',
  };
  const queue = await openJobQueue(embedded.url, { runsWorker: false, instanceName: 'bench' });
  await fill({ ...scopeOf(a), what: 'heavy', count: backlog, pages });
  const worker = await run('apps/server/src/worker.ts', [], workerEnv, 'Hondana worker running');
  const active = sql`select count(*)::int as n from ${sql.identifier(JOBS_SCHEMA)}.job
    where name = 'content.process' and state = 'active'`;
  await until(async () => ((await count(active)) > 0 ? true : undefined));

  // Tenant B's small upload, queued as the upload route queues it.
  const small = await samplePdf(['A short notice to the readers of tenant B']);
  const elementId = newElementId();
  const storageKey = newContentFileKey(b.company.id, elementId);
  const storage = new FilesystemStorage(storageDir);
  const stored = await storeUploadedFile(storage, storageKey, Readable.from([small]), {
    maxBytes: Number.MAX_SAFE_INTEGER,
    masterKey: Buffer.from(masterKeyHex, 'hex'),
  });
  const uploadedAt = Date.now();
  const content = await database.db.transaction((tx) =>
    recordUploadedContent(tx, queue, scopeOf(b), contentFieldsSchema.parse({ title: 'Notice' }), {
      elementId,
      filename: 'notice.pdf',
      storageKey,
      stored,
    }),
  );
  const published = await until(async () => {
    const [row] = await database.db
      .select({ state: contents.state })
      .from(contents)
      .where(and(eq(contents.companyId, b.company.id), eq(contents.id, content.id)));
    return row?.state === 'published' ? Date.now() : undefined;
  });
  const waitMs = published - uploadedAt;
  const backlogLeftAtPublish = await count(sql`select count(*)::int as n from contents
    where company_id = ${a.company.id} and state = 'processing'`);
  const backlogDone = await until(async () =>
    (await count(
      sql`select count(*)::int as n from contents where company_id = ${a.company.id} and state = 'processing'`,
    )) === 0
      ? Date.now()
      : undefined,
  );
  const runsA = await database.db
    .select({ ms: contentProcessingRuns.durationMs })
    .from(contentProcessingRuns)
    .where(eq(contentProcessingRuns.companyId, a.company.id));
  const perFile = runsA.reduce((sum, r) => sum + r.ms, 0) / Math.max(1, runsA.length);
  const fifoMs = backlogDone - uploadedAt;

  // Drain: stale jobs queued while no worker runs, then one worker started on them.
  worker.kill('SIGTERM');
  await new Promise((resolve) => worker.once('exit', resolve));
  await fill({ ...scopeOf(a), what: 'stale', count: staleCount });
  const next = await run('apps/server/src/worker.ts', [], workerEnv, 'Hondana worker running');
  const pending = sql`select count(*)::int as n from ${sql.identifier(JOBS_SCHEMA)}.job
    where name = 'content.process' and state in ('created', 'retry', 'active')`;
  await until(async () => ((await count(pending)) === 0 ? true : undefined));
  const drainMs =
    await count(sql`select (extract(epoch from max(completed_on) - min(started_on)) * 1000)::int as n
    from ${sql.identifier(JOBS_SCHEMA)}.job
    where name = 'content.process' and (data->>'contentId')::bigint >= 1000000000`);
  next.kill('SIGTERM');

  // The claim loop alone: quick jobs of a one-at-a-time kind, each claimed and completed on its own.
  const trivial = defineJobKind({
    name: 'bench.trivial',
    payload: z.object({ n: z.number().int() }),
    attempts: 1,
    retryDelaySeconds: 0,
    batchSize: 1,
  });
  const loopQueue = await JobQueue.open({
    connectionString: embedded.url,
    kinds: [trivial],
    maintenance: false,
    instanceName: 'bench-loop',
  });
  for (let n = 1; n <= staleCount; n++) await loopQueue.send(trivial, { n });
  const loopWorker = await loopQueue.work([handleJob(trivial, async () => {})]);
  const trivialPending = sql`select count(*)::int as n from ${sql.identifier(JOBS_SCHEMA)}.job
    where name = 'bench.trivial' and state in ('created', 'retry', 'active')`;
  await until(async () => ((await count(trivialPending)) === 0 ? true : undefined));
  const loopMs =
    await count(sql`select (extract(epoch from max(completed_on) - min(started_on)) * 1000)::int as n
    from ${sql.identifier(JOBS_SCHEMA)}.job where name = 'bench.trivial'`);
  await loopWorker.stop();
  await loopQueue.close();
  const load = os.loadavg()[0]?.toFixed(1);
  await queue.close();

  const report = `# Fair processing across tenants

\`npm run bench:fairness\` (bench/job-fairness.ts): one real worker process (\`apps/server/src/worker.ts\`,
${Math.max(1, os.availableParallelism() - 1)} content.process job(s) at a time on this ${os.availableParallelism()}-core machine), the queue filled by
bench/job-fairness-filler.ts in its own process, embedded PostgreSQL. Run on ${new Date().toISOString().slice(0, 10)}.

## Another tenant's upload behind a backlog

| Backlog of tenant A | Tenant B's small upload published after | First-in-first-out baseline (same run) | Target |
| --- | ---: | ---: | ---: |
| ${backlog} PDFs of ${pages} pages (${seconds(perFile)} s each on average) | **${seconds(waitMs)} s** | ${seconds(fifoMs)} s | < 10 s |

B uploaded while the worker read A's first file; ${backlogLeftAtPublish} of A's files were still waiting when
B's was published. The baseline is the time from B's upload until A's backlog was done: a queue run in
order of arrival would have published B only after it.

## A backlog of quick jobs

| Stale content.process jobs (rows gone, as a reset used to leave) | Drained in (first start to last completion) | Rate | Before (one fetch per 2 s poll) |
| ---: | ---: | ---: | ---: |
| ${staleCount} | ${seconds(drainMs)} s | **${Math.round((staleCount / Math.max(1, drainMs)) * 1000)} jobs/s** | 0.5 jobs/s (${Math.round((staleCount * 2) / 60)} min) |

The first stale job the worker claims settles every waiting job whose file is gone in one statement.
Without that, each job is claimed and completed on its own; the claim loop then fetches again at once
after a job instead of waiting for the next poll:

| Quick jobs of a one-at-a-time kind (claimed one by one) | Drained in | Rate | Before (one fetch per 2 s poll) |
| ---: | ---: | ---: | ---: |
| ${staleCount} | ${seconds(loopMs)} s | **${Math.round((staleCount / Math.max(1, loopMs)) * 1000)} jobs/s** | 0.5 jobs/s |

Load average of the machine (2 cores, shared) at the end of the run: ${load}.
`;
  fs.writeFileSync(path.join(benchRoot, 'bench/reports/job-fairness.md'), report);
  console.log(report);
} finally {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  await database.close();
  await embedded.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
