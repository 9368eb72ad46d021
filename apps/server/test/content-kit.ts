/** Test helpers for the content pipeline: multipart uploads through the real app, and storage checks. */
import fs from 'node:fs';
import path from 'node:path';
import type { ContentAdmin, ContentFieldsInput } from '@hondana/contract';
import { sql } from 'drizzle-orm';
import type { App } from '../src/app.ts';
import { coverKeyOf, firstPageKeyOf } from '../src/modules/content/content-storage-keys.ts';
import type { Database } from '../src/platform/database/connection.ts';
import type { WorldUser } from './tenant-world.ts';

export interface UploadInput {
  as: WorldUser | null;
  /** The JSON part; absent for replace-content. */
  data?: ContentFieldsInput | string;
  file?: { name: string; bytes: Buffer; type?: string };
  /** Send the file part before the JSON part (refused). */
  fileFirst?: boolean;
}

/** A multipart call as a browser's FormData sends it, on the admin site (no tenant hint). */
export function sendUpload(app: App, url: string, method: 'POST' | 'PUT', input: UploadInput) {
  const form = new FormData();
  const data =
    input.data === undefined
      ? undefined
      : typeof input.data === 'string'
        ? input.data
        : JSON.stringify(input.data);
  const file = input.file
    ? new Blob([new Uint8Array(input.file.bytes)], { type: input.file.type ?? 'application/octet-stream' })
    : undefined;
  if (data !== undefined && !input.fileFirst) form.append('content-data', data);
  if (file && input.file) form.append('file', file, input.file.name);
  if (data !== undefined && input.fileFirst) form.append('content-data', data);
  return app.inject({
    method,
    url,
    headers: { host: 'localhost:3000', ...(input.as ? { 'x-access-token': input.as.token } : {}) },
    payload: form,
  });
}

export const uploadContent = (app: App, input: UploadInput) =>
  sendUpload(app, '/api/v1/content/upload-add', 'POST', input);

export const replaceFile = (app: App, id: number, input: UploadInput) =>
  sendUpload(app, `/api/v1/content/replace-content/${id}`, 'PUT', input);

export async function adminGet<T = ContentAdmin>(app: App, as: WorldUser, url: string) {
  const response = await app.inject({
    method: 'GET',
    url,
    headers: { host: 'localhost:3000', 'x-access-token': as.token },
  });
  return { response, data: response.json().data as T };
}

/** Every file under the storage folder, relative and slash-separated, partial files included. */
export function storedFiles(root: string): string[] {
  if (!fs.existsSync(root)) return [];
  return (fs.readdirSync(root, { recursive: true }) as string[])
    .map((entry) => entry.split(path.sep).join('/'))
    .filter((entry) => fs.statSync(path.join(root, entry)).isFile())
    .sort();
}

/** The storage keys the database accounts for (each file row's file, covers and picture of page 1). */
export async function keysInDatabase(db: Database): Promise<string[]> {
  const result = await db.execute<{
    storage_key: string;
    cover_mime_type: string | null;
    first_page: boolean;
    state: string;
  }>(
    sql`select storage_key, cover_mime_type, first_page_preview is not null as first_page, state
        from content_files`,
  );
  return result.rows
    .flatMap((row) =>
      row.state === 'failed'
        ? []
        : [
            row.storage_key,
            ...(row.cover_mime_type
              ? [coverKeyOf(row.storage_key, 'large'), coverKeyOf(row.storage_key, 'small')]
              : []),
            ...(row.first_page ? [firstPageKeyOf(row.storage_key)] : []),
          ],
    )
    .sort();
}

/** Storage holds exactly what the database names: no orphan file, no missing one. */
export async function storageMatchesDatabase(db: Database, root: string) {
  const stored = storedFiles(root).filter((key) => key.startsWith('contents/'));
  return { stored, expected: await keysInDatabase(db) };
}
