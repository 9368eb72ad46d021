import { randomBytes } from 'node:crypto';
import { ResultCode } from '@hondana/contract';
import { appError } from '../http/app-error.ts';
import { isFileTooLargeError, type UploadedFile } from '../http/upload-parts.ts';
import { FileTooLargeError } from '../storage/file-too-large-error.ts';
import type { Storage } from '../storage/storage.ts';

/** CSV files above this size are refused (760, HTTP 413): about 50,000 rows with long texts. */
export const CSV_MAX_BYTES = 20 * 1024 * 1024;

/** Where an uploaded CSV waits while it is read. */
export const csvKey = (companyId: number) =>
  `csv-imports/${companyId}/${randomBytes(12).toString('hex')}.csv`;

/** The file name says CSV; the web shows `messageKey` in the user's language. */
export function assertCsvName(file: UploadedFile): void {
  if (/\.csv$/i.test(file.filename.trim())) return;
  throw appError(ResultCode.INVALID_FILE, { field: 'file', messageKey: 'validate.file.notAllowed' });
}

/** Stores an uploaded CSV: too large is 760, no bytes at all 739; nothing is left of a refusal. */
export async function storeCsv(storage: Storage, key: string, file: UploadedFile): Promise<void> {
  let size: number;
  try {
    size = (await storage.write(key, file.stream, { maxBytes: CSV_MAX_BYTES })).size;
  } catch (error) {
    file.stream.resume();
    await storage.remove(key);
    if (isFileTooLargeError(error) || error instanceof FileTooLargeError) {
      throw appError(ResultCode.FILE_TOO_LARGE);
    }
    throw error;
  }
  if (size === 0) {
    await storage.remove(key);
    throw appError(ResultCode.IMPORT_FILE_EMPTY, { field: 'file' });
  }
}
