import { ResultCode, type TenantProcessingTime } from '@hondana/contract';
import { describe, expect, it } from 'vitest';
import { uploadContent } from '../../../test/content-kit.ts';
import { endpointTests } from '../../../test/endpoint-kit.ts';
import { waitForJobs } from '../../../test/jobs.ts';
import { samplePdf } from '../../../test/sample-documents.ts';
import { tempFolder } from '../../../test/temp-folder.ts';
import { useTenantWorld } from '../../../test/tenant-world.ts';
import { contentProcessingRuns } from '../../db/schema/index.ts';
import { FilesystemStorage } from '../../platform/storage/filesystem-storage.ts';

const storageRoot = tempFolder('hondana-processing-time-');
const harness = useTenantWorld(
  { storage: new FilesystemStorage(storageRoot) },
  async ({ app, world, database }) => {
    // Tenant A: two files read (one accepted, one refused as damaged); tenant B: one.
    const uploads = [
      { as: world.companyAdminA, name: 'tides.pdf', bytes: await samplePdf(['High water', 'Low water']) },
      { as: world.companyAdminA, name: 'broken.pdf', bytes: Buffer.from(`%PDF-1.7\n${'x'.repeat(500)}`) },
      { as: world.companyAdminB, name: 'maps.pdf', bytes: await samplePdf(['Charts']) },
    ];
    for (const upload of uploads) {
      const response = await uploadContent(app, {
        as: upload.as,
        data: { title: upload.name },
        file: { name: upload.name, bytes: upload.bytes, type: 'application/pdf' },
      });
      expect(response.statusCode, response.body).toBe(200);
    }
    await waitForJobs(database.db, 60_000);
  },
);

describe('processing time per tenant', () => {
  it('is recorded for every run that read a file, with its tenant, time and result code', async () => {
    const runs = await harness.database.db.select().from(contentProcessingRuns);
    const { a, b } = harness.world;
    expect(runs.map((run) => [run.companyId, run.resultCode]).sort()).toEqual(
      [
        [a.company.id, null],
        [a.company.id, ResultCode.FILE_DAMAGED],
        [b.company.id, null],
      ].sort(),
    );
    for (const run of runs) expect(run.durationMs).toBeGreaterThan(0);
  });

  endpointTests('jobsProcessingTime', harness.context, {
    happy: (w) => ({
      as: w.systemAdmin,
      query: { days: 1 },
      check: (data) => {
        const rows = data as TenantProcessingTime[];
        expect(rows.map((row) => [row.companyId, row.runs, row.refused]).sort()).toEqual(
          [
            [w.a.company.id, 2, 1],
            [w.b.company.id, 1, 0],
          ].sort(),
        );
        const rowA = rows.find((row) => row.companyId === w.a.company.id);
        expect(rowA?.totalMs).toBeGreaterThanOrEqual(rowA?.maxMs ?? Number.POSITIVE_INFINITY);
        expect(rowA?.textBytes).toBeGreaterThan(0);
      },
    }),
    badInput: (w) => ({ as: w.systemAdmin, query: { days: '365' }, code: ResultCode.BAD_REQUEST }),
  });
});
