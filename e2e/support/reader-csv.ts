import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import type { Page } from 'playwright-core';

/** The rows of a readers CSV file: one record per row, keyed by the header's column names. */
export type CsvRecord = Record<string, string>;

const cell = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);

/** Writes `records` (their keys as the header) to a fresh temporary `.csv` file and answers its path. */
export function writeCsv(name: string, records: CsvRecord[]): string {
  const columns = Object.keys(records[0] ?? {});
  const lines = [columns, ...records.map((record) => columns.map((column) => record[column] ?? ''))];
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'hondana-e2e-csv-'));
  const file = path.join(folder, name);
  fs.writeFileSync(file, `${lines.map((line) => line.map(cell).join(',')).join('\r\n')}\r\n`);
  return file;
}

/** Reads a CSV file (a byte-order mark allowed) into records keyed by its header. */
export const readCsv = (file: string): CsvRecord[] =>
  parse(fs.readFileSync(file), { columns: true, bom: true, skip_empty_lines: true }) as CsvRecord[];

/** Clicks what starts a download on `page` and answers the saved file's path. */
export async function downloadOf(page: Page, click: () => Promise<void>, name: string): Promise<string> {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'hondana-e2e-download-')), name);
  await download.saveAs(file);
  return file;
}
