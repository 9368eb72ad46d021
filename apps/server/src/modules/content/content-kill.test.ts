import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storageMatchesDatabase, storedFiles, uploadContent } from '../../../test/content-kit.ts';
import { samplePdf } from '../../../test/sample-documents.ts';
import { killHard, startEntry } from '../../../test/server-process.ts';
import { tempFolder } from '../../../test/temp-folder.ts';
import { createTenantWorld, type TenantWorld } from '../../../test/tenant-world.ts';
import { buildTestApp, testConfig } from '../../../test/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database.ts';
import type { App } from '../../app.ts';
import { jobKinds, startJobWorker } from '../../job-registry.ts';
import { systemClock } from '../../platform/clock.ts';
import { connectionStringOf } from '../../platform/jobs/connection-string.ts';
import { JobQueue } from '../../platform/jobs/job-queue.ts';
import { OutboxMailer } from '../../platform/mail/outbox-mailer.ts';
import { freePort } from '../../platform/net/free-port.ts';
import { FilesystemStorage } from '../../platform/storage/filesystem-storage.ts';
import { processingDirOf } from './processing/processing-dir.ts';

/**
 * kill -9 at the two worst moments, with the real processes: the worker while it processes a file (the
 * job resumes in the next worker), and the server while a file streams in (the next start leaves no
 * byte of it). The killed processes are `node --import tsx src/<entry>`, as `npm run worker` runs them.
 */
const storageRoot = tempFolder('hondana-kill-storage-');
const dataDir = tempFolder('hondana-kill-data-');
const masterKeyHex = randomBytes(32).toString('hex');

let database: TestDatabase;
let app: App;
let world: TenantWorld;
const children: ChildProcess[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database.db, {
    storage: new FilesystemStorage(storageRoot),
    env: { WORKER: 'off', MASTER_KEY: masterKeyHex },
  });
  world = await createTenantWorld(app, database.db);
});
afterAll(async () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  await app.close();
  await database.destroy();
});

async function start(entry: string, env: Record<string, string>, ready: string) {
  const started = await startEntry(
    entry,
    {
      DATABASE_URL: database.url,
      DEMO_DATA: 'off',
      LOG_LEVEL: 'warn',
      STORAGE_DIR: storageRoot,
      DATA_DIR: dataDir,
      MASTER_KEY: masterKeyHex,
      ...env,
    },
    ready,
    children,
  );
  return started.child;
}

async function until<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const contentState = async (id: number) => {
  const result = await database.db.execute<{ state: string }>(
    sql`select state from contents where id = ${id}`,
  );
  return result.rows[0]?.state;
};

/** Starts a multipart upload to the server on `port` and keeps sending until a partial file is stored. */
async function startHalfUpload(port: number): Promise<http.ClientRequest> {
  const boundary = `----hondana${randomBytes(8).toString('hex')}`;
  const request = http.request({
    host: '127.0.0.1',
    port,
    method: 'POST',
    path: '/api/v1/content/upload-add',
    headers: {
      host: 'localhost',
      'x-access-token': world.companyAdminA.token,
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
  });
  request.on('error', () => {});
  request.write(
    `--${boundary}\r\nContent-Disposition: form-data; name="content-data"\r\n\r\n${JSON.stringify({ title: 'Cut off' })}\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
  );
  request.write(await samplePdf(['start of a big file']));
  const filler = Buffer.alloc(256 * 1024, 32);
  const partial = await until(
    'partial file',
    async () => {
      request.write(filler);
      return storedFiles(storageRoot).find((file) => file.endsWith('.partial'));
    },
    30_000,
  );
  expect(partial).toMatch(/^contents\//);
  return request;
}

describe('kill -9', () => {
  it('of the worker during processing: the job resumes in the next worker and the content is published', async () => {
    const bytes = await samplePdf(Array.from({ length: 400 }, (_, i) => `Page ${i + 1} of a long report`));
    const upload = await uploadContent(app, {
      as: world.companyAdminA,
      data: { title: 'Long report' },
      file: { name: 'report.pdf', bytes },
    });
    expect(upload.statusCode, upload.body).toBe(200);
    const id = upload.json().data.id as number;

    const worker = await start('src/worker.ts', { LOG_LEVEL: 'info' }, 'Hondana worker running');
    await until(
      'job active',
      async () => {
        const result = await database.db.execute<{ n: number }>(
          sql`select count(*)::int as n from pgboss.job where name = 'content.process' and state = 'active'`,
        );
        return (result.rows[0]?.n ?? 0) > 0 ? true : undefined;
      },
      30_000,
    );
    await killHard(worker);
    expect(await contentState(id)).toBe('processing');

    // The next worker (supervising every second here; pg-boss's default is a minute).
    const jobs = await JobQueue.open({
      connectionString: connectionStringOf(database.db),
      kinds: jobKinds,
      maintenance: true,
      instanceName: 'kill-test',
      superviseIntervalSeconds: 1,
    });
    const next = await startJobWorker(
      {
        db: database.db,
        jobs,
        mailer: new OutboxMailer(database.db),
        clock: systemClock,
        publicUrl: 'http://localhost:3000',
        storage: new FilesystemStorage(storageRoot),
        masterKey: Buffer.from(masterKeyHex, 'hex'),
        processingDir: processingDirOf(dataDir),
        gatewayConfig: testConfig(),
      },
      { pollingIntervalSeconds: 0.5 },
    );
    try {
      await until(
        'published',
        async () => ((await contentState(id)) === 'published' ? true : undefined),
        120_000,
      );
    } finally {
      await next.stop();
      await jobs.close();
    }
    const pages = await database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from content_pages where content_id = ${id}`,
    );
    expect(pages.rows[0]?.n).toBe(400);
    const { stored, expected } = await storageMatchesDatabase(database.db, storageRoot);
    expect(stored).toEqual(expected);
  }, 180_000);

  it('of the server during an upload: the next start leaves no byte and no row of it; an upload the browser abandons leaves nothing either', async () => {
    const port = await freePort();
    const before = await database.db.execute<{ n: number }>(sql`select count(*)::int as n from contents`);
    const server = await start('src/main.ts', { PORT: String(port), WORKER: 'off' }, 'Press Ctrl-C to stop.');
    const request = await startHalfUpload(port);
    await killHard(server);
    request.destroy();
    expect(storedFiles(storageRoot).some((file) => file.endsWith('.partial'))).toBe(true);

    const restarted = await start(
      'src/main.ts',
      { PORT: String(port), WORKER: 'off' },
      'Press Ctrl-C to stop.',
    );
    expect(storedFiles(storageRoot).filter((file) => file.endsWith('.partial'))).toEqual([]);
    const after = await database.db.execute<{ n: number }>(sql`select count(*)::int as n from contents`);
    expect(after.rows[0]?.n).toBe(before.rows[0]?.n);
    const { stored, expected } = await storageMatchesDatabase(database.db, storageRoot);
    expect(stored).toEqual(expected);
    // A browser that gives up mid-upload (tab closed): the running server removes what it received.
    const abandoned = await startHalfUpload(port);
    abandoned.destroy();
    await until(
      'partial file removed',
      async () => (storedFiles(storageRoot).some((file) => file.endsWith('.partial')) ? undefined : true),
      10_000,
    );
    const afterAbandon = await database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from contents`,
    );
    expect(afterAbandon.rows[0]?.n).toBe(before.rows[0]?.n);
    await killHard(restarted);
  }, 120_000);
});
