import { type CsvImportRun, ResultCode } from '@hondana/contract';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { endpointTests } from '../../../../test/endpoint-kit.ts';
import { contents, csvImportRuns } from '../../../db/schema/index.ts';
import { useContentCsvWorld } from './content-csv-import-test-support.ts';
import { csvText, importCsv } from './csv-calls.test-kit.ts';
import { importContentCsvHandler } from './run-content-csv-import.ts';

const { storage, runs, harness, csvFiles } = useContentCsvWorld();

describe('POST /import-csv-file/upload-csv', () => {
  it('answers 746 while another import of the company runs, and the run left by a dead job no longer blocks', async () => {
    const { app, world, database } = harness;
    const key = `csv-imports/${world.b.company.id}/left-by-a-dead-job.csv`;
    await storage.put(
      key,
      Buffer.from(
        csvText([
          ['contentCode', 'title'],
          ['d-1', 'Dead'],
        ]),
      ),
    );
    const [running] = await database.db
      .insert(csvImportRuns)
      .values({
        companyId: world.b.company.id,
        serviceId: world.b.service.id,
        kind: 'contents',
        fileName: 'slow.csv',
        storageKey: key,
      })
      .returning();
    const file = {
      name: 'second.csv',
      bytes: Buffer.from(
        csvText([
          ['contentCode', 'title'],
          ['r-1', 'R'],
        ]),
      ),
    };
    const refused = await importCsv(app, world.companyAdminB, file);
    expect(refused.json()).toMatchObject({ status: ResultCode.CSV_IMPORT_RUNNING });
    expect(refused.statusCode).toBe(409);
    expect(csvFiles()).toEqual([key]);

    // The job's attempts are spent: onDead marks the run failed and removes its file.
    const handler = importContentCsvHandler({ db: database.db, storage });
    await handler.onDead?.(
      { companyId: world.b.company.id, runId: running?.id ?? 0, serviceOnly: false },
      { jobId: 'dead', attempts: 3, error: 'killed' },
    );
    const [dead] = await database.db
      .select()
      .from(csvImportRuns)
      .where(eq(csvImportRuns.id, running?.id ?? 0));
    expect(dead).toMatchObject({ status: 'failed', storageKey: null });
    expect(csvFiles()).toEqual([]);
    const accepted = await importCsv(app, world.companyAdminB, file);
    expect(accepted.statusCode, accepted.body).toBe(200);
  });

  it('runs again from the first row after a killed attempt without creating anything twice', async () => {
    const { world, database } = harness;
    const file = csvText([
      ['contentCode', 'title'],
      ['k-1', 'Kill one'],
      ['k-2', 'Kill two'],
    ]);
    const key = `csv-imports/${world.a.company.id}/killed.csv`;
    const [run] = await database.db
      .insert(csvImportRuns)
      .values({
        companyId: world.a.company.id,
        serviceId: world.a.service.id,
        kind: 'contents',
        fileName: 'killed.csv',
        storageKey: key,
      })
      .returning();
    const runId = run?.id ?? 0;
    const handler = importContentCsvHandler({ db: database.db, storage });
    const attempt = { jobId: 'j', attempt: 1, lastAttempt: false, signal: new AbortController().signal };
    const payload = { companyId: world.a.company.id, runId, serviceOnly: false };
    await storage.put(key, Buffer.from(file));
    await handler.run(payload, attempt);
    // As if the first attempt had written its rows and died before marking the run finished.
    await database.db
      .update(csvImportRuns)
      .set({ status: 'running', finishedAt: null, storageKey: key })
      .where(eq(csvImportRuns.id, runId));
    await storage.put(key, Buffer.from(file));
    await handler.run(payload, { ...attempt, attempt: 2 });
    const [done] = await database.db.select().from(csvImportRuns).where(eq(csvImportRuns.id, runId));
    expect(done).toMatchObject({ status: 'succeeded', totalRows: 2, okRows: 2, errorRows: 0 });
    const rows = await database.db
      .select({ id: contents.id })
      .from(contents)
      .where(and(eq(contents.companyId, world.a.company.id), sql`${contents.contentCode} in ('k-1', 'k-2')`));
    expect(rows).toHaveLength(2);
    expect(csvFiles()).toEqual([]);
  });
});

describe('GET /import-csv-file/detail/{id}', () => {
  it("answers not found for another company's run", async () => {
    const { app, world } = harness;
    const response = await app.inject({
      method: 'GET',
      url: `/api/v1/import-csv-file/detail/${runs.other}`,
      headers: { host: 'localhost:3000', 'x-access-token': world.companyAdminA.token },
    });
    expect(response.json()).toMatchObject({ status: ResultCode.NOT_FOUND });
  });

  endpointTests('contentCsvImportDetail', harness.context, {
    happy: (world) => ({
      as: world.companyAdminA,
      params: { id: runs.a },
      check: (data) => expect((data as CsvImportRun).fileName).toBe('a.csv'),
    }),
    badInput: (world) => ({ as: world.companyAdminA, params: { id: 'x' }, code: 400 }),
    otherTenantIds: (world) => ({ as: world.companyAdminA, params: { id: runs.other }, code: 404 }),
  });
});
