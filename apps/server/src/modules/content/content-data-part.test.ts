import { type ContentAdmin, ResultCode } from '@hondana/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { storedFiles } from '../../../test/content-kit.ts';
import { MULTIPART_TYPE, multipartBody, type RawPart } from '../../../test/multipart-kit.ts';
import { samplePdf } from '../../../test/sample-documents.ts';
import { tempFolder } from '../../../test/temp-folder.ts';
import { useTenantWorld } from '../../../test/tenant-world.ts';
import { FilesystemStorage } from '../../platform/storage/filesystem-storage.ts';

const storageRoot = tempFolder('hondana-content-data-part-test-');
const harness = useTenantWorld({ storage: new FilesystemStorage(storageRoot), env: { WORKER: 'off' } });

const headers = () => ({ host: 'localhost:3000', 'x-access-token': harness.world.companyAdminA.token });

/** `content-data` as the seed's client sends it: a Blob of type application/json in a FormData. */
async function uploadWithBlob(json: string, filename?: string) {
  const form = new FormData();
  const blob = new Blob([json], { type: 'application/json' });
  if (filename === undefined) form.append('content-data', blob);
  else form.append('content-data', blob, filename);
  form.append('file', new Blob([new Uint8Array(await samplePdf(['typed part']))]), 'typed.pdf');
  return harness.app.inject({
    method: 'POST',
    url: '/api/v1/content/upload-add',
    headers: headers(),
    payload: form,
  });
}

/** `content-data` as a field (no file name) with its own Content-Type, written byte by byte. */
async function uploadWithParts(data: RawPart) {
  const file = {
    name: 'file',
    filename: 'typed.pdf',
    type: 'application/pdf',
    body: await samplePdf(['typed']),
  };
  return harness.app.inject({
    method: 'POST',
    url: '/api/v1/content/upload-add',
    headers: { ...headers(), 'content-type': MULTIPART_TYPE },
    payload: multipartBody([data, file]),
  });
}

const contentCount = async () =>
  (await harness.database.db.execute<{ n: number }>(sql`select count(*)::int as n from contents`)).rows[0]?.n;

describe('upload-add: the content-data part as a typed JSON part', () => {
  it('accepts a Blob of type application/json, with the name FormData gives it or one of its own', async () => {
    for (const filename of [undefined, 'content-data.json']) {
      const response = await uploadWithBlob(JSON.stringify({ title: `Blob ${filename}`, author: 'B. Part' }));
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().data as ContentAdmin).toMatchObject({
        title: `Blob ${filename}`,
        author: 'B. Part',
        state: 'processing',
      });
    }
  });

  it('accepts a field with Content-Type application/json, and a plain text field as before', async () => {
    for (const type of ['application/json', 'application/json; charset=utf-8', undefined]) {
      const response = await uploadWithParts({
        name: 'content-data',
        body: JSON.stringify({ title: `Field ${type}`, hashtags: ['typed'] }),
        ...(type ? { type } : {}),
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().data).toMatchObject({ title: `Field ${type}`, hashtags: ['typed'] });
    }
  });

  it('answers the JSON 400 to bad JSON in any of these forms, and checks the fields as before', async () => {
    const before = { contents: await contentCount(), stored: storedFiles(storageRoot) };
    const invalid = [
      await uploadWithBlob('{"title": oops'),
      await uploadWithBlob('{"title": oops', 'data.json'),
      await uploadWithParts({ name: 'content-data', body: '{"title": oops', type: 'application/json' }),
      await uploadWithParts({ name: 'content-data', body: '{"title": oops' }),
    ];
    for (const response of invalid) {
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({
        status: ResultCode.BAD_REQUEST,
        data: { fields: [{ field: 'content-data', rule: 'json' }] },
      });
    }
    const emptyTitle = await uploadWithBlob(JSON.stringify({ title: '' }));
    expect(emptyTitle.statusCode).toBe(400);
    const fields = emptyTitle.json().data.fields as { field: string }[];
    expect(fields.map((f) => f.field)).toContain('content-data.title');
    expect({ contents: await contentCount(), stored: storedFiles(storageRoot) }).toEqual(before);
  });
});
