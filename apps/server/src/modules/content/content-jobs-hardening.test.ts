import type { ContentAdmin } from '@hondana/contract';
import { inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminGet, uploadContent } from '../../../test/content-kit.ts';
import { samplePdf } from '../../../test/sample-documents.ts';
import { tempFolder } from '../../../test/temp-folder.ts';
import { useTenantWorld } from '../../../test/tenant-world.ts';
import { services } from '../../db/schema/index.ts';
import { jobKinds } from '../../job-registry.ts';
import { connectionStringOf } from '../../platform/jobs/connection-string.ts';
import { JOBS_SCHEMA, JobQueue } from '../../platform/jobs/job-queue.ts';
import { FilesystemStorage } from '../../platform/storage/filesystem-storage.ts';
import { loadDemoDataOnce, removeDemoData } from '../../seed/demo-data.ts';
import { demoTenants } from '../../seed/demo-tenants.ts';
import { processContentFile } from './process-content.ts';
import { processContentJob } from './process-content-job.ts';
import { processingDirOf } from './processing/processing-dir.ts';

const storageRoot = tempFolder('hondana-content-jobs-');
const harness = useTenantWorld({ storage: new FilesystemStorage(storageRoot), env: { WORKER: 'off' } });

type Payload = { companyId: number; contentId: number; fileId: number; fileKey: string };

async function queuedPayloads(companyId?: number): Promise<Payload[]> {
  const rows = await harness.database.db.execute<{ data: Payload }>(
    sql`select data from ${sql.identifier(JOBS_SCHEMA)}.job
        where name = ${processContentJob.name} and state in ('created', 'retry')
        and (${companyId ?? null}::text is null or data->>'companyId' = ${String(companyId ?? '')})`,
  );
  return rows.rows.map((row) => row.data);
}

describe('a content.process job', () => {
  it("names its file by a key that is never reused, and leaves a row that holds another file's key alone", async () => {
    const { app, world } = harness;
    const response = await uploadContent(app, {
      as: world.companyAdminA,
      data: { title: 'Tide tables' },
      file: { name: 'tides.pdf', bytes: await samplePdf(['High water at noon']), type: 'application/pdf' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const created = response.json().data as ContentAdmin;
    const [queued] = (await queuedPayloads(world.a.company.id)).filter((p) => p.contentId === created.id);
    if (!queued) throw new Error('no job queued for the upload');
    expect(queued.fileKey).toMatch(/\.bin$/);

    const deps = {
      db: app.deps.db,
      storage: app.deps.storage,
      masterKey: app.deps.masterKey,
      processingDir: processingDirOf(app.deps.config.dataDir),
    };
    const signal = new AbortController().signal;
    // A job queued before a reset for a row that had the same ids: it must not touch this one.
    await processContentFile(deps, { ...queued, fileKey: `${queued.fileKey}.gone` }, signal);
    const untouched = await adminGet(app, world.companyAdminA, `/api/v1/content/detail/${created.id}`);
    expect(untouched.data).toMatchObject({ state: 'processing', pageCount: null });

    await processContentFile(deps, queued, signal);
    const done = await adminGet(app, world.companyAdminA, `/api/v1/content/detail/${created.id}`);
    expect(done.data).toMatchObject({ state: 'published', pageCount: 1 });
  });
});

describe('a backlog of stale content.process jobs', () => {
  it('is settled at once when the first of them is met, leaving the jobs of waiting files queued', async () => {
    const { app, world, database } = harness;
    const response = await uploadContent(app, {
      as: world.companyAdminB,
      data: { title: 'Still waiting' },
      file: { name: 'wait.pdf', bytes: await samplePdf(['Queued']), type: 'application/pdf' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const live = await queuedPayloads(world.b.company.id);
    const queue = await JobQueue.open({
      connectionString: connectionStringOf(database.db),
      kinds: jobKinds,
      maintenance: false,
      instanceName: 'stale-test',
    });
    const stale = (n: number) => ({
      companyId: world.a.company.id,
      contentId: 900_000 + n,
      fileId: 900_000 + n,
      fileKey: `contents/gone/${n}.bin`,
    });
    try {
      for (let n = 1; n <= 50; n++) await queue.send(processContentJob, stale(n));
    } finally {
      await queue.close();
    }
    const deps = {
      db: app.deps.db,
      storage: app.deps.storage,
      masterKey: app.deps.masterKey,
      processingDir: processingDirOf(app.deps.config.dataDir),
    };
    await processContentFile(deps, stale(1), new AbortController().signal);
    expect((await queuedPayloads()).filter((p) => p.contentId >= 900_000)).toEqual([]);
    expect(await queuedPayloads(world.b.company.id)).toEqual(live);
  });
});

describe('a demo reset', () => {
  it("empties the queue of the removed tenants' jobs and keeps the other tenants' jobs", async () => {
    const { app, world, database } = harness;
    await loadDemoDataOnce({ db: database.db, storage: app.deps.storage, config: app.deps.config });
    const demoServices = await database.db
      .select({ companyId: services.companyId })
      .from(services)
      .where(
        inArray(
          services.path,
          demoTenants.map((tenant) => tenant.service.path),
        ),
      );
    const demoIds = demoServices.map((row) => row.companyId);
    expect(demoIds.length).toBeGreaterThan(0);
    const queue = await JobQueue.open({
      connectionString: connectionStringOf(database.db),
      kinds: jobKinds,
      maintenance: false,
      instanceName: 'reset-test',
    });
    try {
      for (const companyId of demoIds) {
        for (let n = 1; n <= 3; n++) {
          await queue.send(processContentJob, {
            companyId,
            contentId: n,
            fileId: n,
            fileKey: `stale-${n}.bin`,
          });
        }
      }
      const before = await queuedPayloads(world.a.company.id);
      await removeDemoData(database.db);
      const left = await queuedPayloads();
      expect(left.filter((p) => demoIds.includes(p.companyId))).toEqual([]);
      expect(await queuedPayloads(world.a.company.id)).toEqual(before);
    } finally {
      await queue.close();
    }
  });
});
