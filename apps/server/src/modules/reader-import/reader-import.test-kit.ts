/** Test helpers for the readers import calls (imported by the reader-import *.test.ts files only). */
import { type ReaderImportPreview, type ReaderImportRun, readerImportPreviewSchema } from '@hondana/contract';
import { expect } from 'vitest';
import { adminGet, sendUpload } from '../../../test/content-kit.ts';
import { waitForJobs } from '../../../test/jobs.ts';
import type { WorldUser } from '../../../test/tenant-world.ts';
import type { App } from '../../app.ts';

export { BOM, csvText } from '../content/csv/csv-calls.test-kit.ts';

export const previewCsv = (
  app: App,
  as: WorldUser | null,
  file: { name?: string; bytes: Buffer },
  query: { companyId?: number } = {},
) =>
  sendUpload(
    app,
    `/api/v1/reader-import/preview${query.companyId ? `?companyId=${query.companyId}` : ''}`,
    'POST',
    {
      as,
      file: { name: file.name ?? 'readers.csv', bytes: file.bytes, type: 'text/csv' },
    },
  );

/** Sends the file for a dry run and answers the preview (checked against the contract). */
export async function previewOf(
  app: App,
  as: WorldUser,
  bytes: Buffer,
  query: { companyId?: number } = {},
): Promise<ReaderImportPreview> {
  const response = await previewCsv(app, as, { bytes }, query);
  expect(response.statusCode, response.body).toBe(200);
  return readerImportPreviewSchema.parse(response.json().data);
}

/** Starts the import of a previewed run, waits for its job and answers the finished run. */
export async function importAndWait(app: App, as: WorldUser, runId: number): Promise<ReaderImportRun> {
  const response = await app.inject({
    method: 'POST',
    url: `/api/v1/reader-import/${runId}/import`,
    headers: { host: 'localhost:3000', 'x-access-token': as.token },
  });
  expect(response.statusCode, response.body).toBe(200);
  await waitForJobs(app.deps.db, 60_000);
  return (await adminGet<ReaderImportRun>(app, as, `/api/v1/reader-import/${runId}`)).data;
}
