/** Test helpers for the CSV calls (imported by the csv *.test.ts files only). */
import type { CsvImportRun } from '@hondana/contract';
import { expect } from 'vitest';
import { adminGet, sendUpload } from '../../../../test/content-kit.ts';
import { waitForJobs } from '../../../../test/jobs.ts';
import type { WorldUser } from '../../../../test/tenant-world.ts';
import type { App } from '../../../app.ts';

export const BOM = Buffer.from([0xef, 0xbb, 0xbf]);

/** CSV text from rows of cells (quoted where needed), CRLF line ends like Excel. */
export const csvText = (rows: (string | number)[][]) =>
  rows
    .map((row) =>
      row
        .map(String)
        .map((cell) => (/[",\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell))
        .join(','),
    )
    .join('\r\n');

const withQuery = (url: string, query: Record<string, number> = {}) => {
  const search = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
  return search.size ? `${url}?${search}` : url;
};

export const importCsv = (
  app: App,
  as: WorldUser | null,
  file: { name: string; bytes: Buffer },
  query?: Record<string, number>,
) =>
  sendUpload(app, withQuery('/api/v1/import-csv-file/upload-csv', query), 'POST', {
    as,
    file: { ...file, type: 'text/csv' },
  });

/** Sends the file, waits for the job and answers the finished run. */
export async function importAndWait(
  app: App,
  as: WorldUser,
  bytes: Buffer,
  query?: Record<string, number>,
): Promise<CsvImportRun> {
  const response = await importCsv(app, as, { name: 'contents.csv', bytes }, query);
  expect(response.statusCode, response.body).toBe(200);
  const started = response.json().data as CsvImportRun;
  expect(started.status).toBe('running');
  await waitForJobs(app.deps.db, 60_000);
  return (await adminGet<CsvImportRun>(app, as, `/api/v1/import-csv-file/detail/${started.id}`)).data;
}

export const exportCsv = (app: App, as: WorldUser | null, query?: Record<string, number>) =>
  app.inject({
    method: 'GET',
    url: withQuery('/api/v1/content/export-csv', query),
    headers: { host: 'localhost:3000', ...(as ? { 'x-access-token': as.token } : {}) },
  });
