import type { AddressInfo } from 'node:net';
import { type ContentAdmin, ResultCode } from '@hondana/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { storedFiles, uploadContent } from '../../../test/content-kit.ts';
import { waitForJobs } from '../../../test/jobs.ts';
import {
  multipartBody,
  partBytes,
  type RawCall,
  type RawPart,
  rawCall,
} from '../../../test/multipart-kit.ts';
import { samplePdf } from '../../../test/sample-documents.ts';
import { tempFolder } from '../../../test/temp-folder.ts';
import { useTenantWorld } from '../../../test/tenant-world.ts';
import { FilesystemStorage } from '../../platform/storage/filesystem-storage.ts';

const storageRoot = tempFolder('hondana-upload-hardening-test-');

/** Resolves once the app has answered (or, the client gone, given up on) the next multipart call. */
let onHandled: (() => void) | undefined;
const nextCallHandled = () =>
  new Promise<void>((resolve) => {
    onHandled = resolve;
  });

const harness = useTenantWorld({
  storage: new FilesystemStorage(storageRoot),
  env: { MAX_UPLOAD_MB: '1' },
  extend: (app) => {
    // onSend runs after the handler, whether or not the client is still there to read the answer.
    app.addHook('onSend', async (request) => {
      if (request.isMultipart()) onHandled?.();
    });
  },
});

let port = 0;
let existingId = 0;
let pdf: Buffer;
beforeAll(async () => {
  const { app, world, database } = harness;
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as AddressInfo).port;
  pdf = await samplePdf(['A book whose upload is tried in hostile ways']);
  const first = await uploadContent(app, {
    as: world.companyAdminA,
    data: { title: 'Already here' },
    file: { name: 'here.pdf', bytes: pdf },
  });
  expect(first.statusCode, first.body).toBe(200);
  existingId = (first.json().data as ContentAdmin).id;
  await waitForJobs(database.db, 60_000);
});

/** Everything an upload could change: rows, queued jobs and stored files (partial ones included). */
async function snapshot() {
  const { db } = harness.database;
  const rows = async (query: ReturnType<typeof sql>) => (await db.execute(query)).rows;
  return {
    contents: await rows(sql`select id, state, updated_at from contents order by id`),
    files: await rows(sql`select id, state, is_current from content_files order by id`),
    importRuns: await rows(sql`select id, status from csv_import_runs order by id`),
    jobs: await rows(sql`select id from pgboss.job order by id`),
    stored: storedFiles(storageRoot),
  };
}

const send = (call: Omit<RawCall, 'port' | 'headers'>) =>
  rawCall({ ...call, port, headers: { 'x-access-token': harness.world.companyAdminA.token } });

const data = (title: string): RawPart => ({ name: 'content-data', body: JSON.stringify({ title }) });
const filePart = (body: Buffer, filename = 'book.pdf'): RawPart => ({
  name: 'file',
  filename,
  type: 'application/pdf',
  body,
});
const csvPart = (): RawPart => ({
  name: 'file',
  filename: 'contents.csv',
  type: 'text/csv',
  body: 'contentCode,title\r\nh-001,Hostile import\r\n',
});

const routes = () => ({
  uploadAdd: { method: 'POST' as const, path: '/api/v1/content/upload-add', lead: [data('Hostile')] },
  replace: { method: 'PUT' as const, path: `/api/v1/content/replace-content/${existingId}`, lead: [] },
});

/** Sends `call`, expects `status` (null: the client left, nothing to read) and that nothing changed. */
async function expectRefusedWithoutTrace(call: Omit<RawCall, 'port' | 'headers'>, status: number | null) {
  const before = await snapshot();
  const handled = nextCallHandled();
  const answer = await send(call);
  await handled;
  if (status === null) expect(answer).toBeNull();
  else expect(answer?.json, JSON.stringify(answer)).toMatchObject({ status });
  expect(await snapshot()).toEqual(before);
}

describe('a refused multipart body commits nothing and leaves no file', () => {
  it('sends a well-formed raw body through (the calls below differ from it only in what they break)', async () => {
    const before = await snapshot();
    const answer = await send({
      method: 'POST',
      path: '/api/v1/content/upload-add',
      body: multipartBody([data('Raw but fine'), filePart(pdf)]),
    });
    expect(answer?.status, JSON.stringify(answer)).toBe(200);
    await waitForJobs(harness.database.db, 60_000);
    expect((await snapshot()).contents.length).toBe(before.contents.length + 1);
  });

  for (const name of ['uploadAdd', 'replace'] as const) {
    describe(name, () => {
      it('a file above MAX_UPLOAD_MB: 413 with code 760', async () => {
        const { method, path, lead } = routes()[name];
        const big = Buffer.concat([pdf, Buffer.alloc(1_200_000, 32)]);
        await expectRefusedWithoutTrace(
          { method, path, body: multipartBody([...lead, filePart(big)]) },
          ResultCode.FILE_TOO_LARGE,
        );
      });

      it('a field after the file: 400', async () => {
        const { method, path, lead } = routes()[name];
        await expectRefusedWithoutTrace(
          { method, path, body: multipartBody([...lead, filePart(pdf), { name: 'note', body: 'late' }]) },
          ResultCode.BAD_REQUEST,
        );
      });

      it('a second file: 400', async () => {
        const { method, path, lead } = routes()[name];
        await expectRefusedWithoutTrace(
          { method, path, body: multipartBody([...lead, filePart(pdf), filePart(pdf, 'again.pdf')]) },
          ResultCode.BAD_REQUEST,
        );
      });

      it('a body that ends inside the file: refused as incomplete', async () => {
        const { method, path, lead } = routes()[name];
        const cut = Buffer.concat([...lead.map(partBytes), partBytes(filePart(pdf)).subarray(0, 600)]);
        await expectRefusedWithoutTrace(
          { method, path, body: cut, mode: 'ends-early' },
          ResultCode.UPLOAD_INCOMPLETE,
        );
      });

      it('a connection cut inside the file', async () => {
        const { method, path, lead } = routes()[name];
        const whole = multipartBody([...lead, filePart(Buffer.concat([pdf, Buffer.alloc(200_000, 32)]))]);
        await expectRefusedWithoutTrace(
          { method, path, body: whole.subarray(0, 100_000), mode: 'aborted', announced: whole.length },
          null,
        );
      });
    });
  }

  it('upload-add: the JSON part again after the file: 400', async () => {
    await expectRefusedWithoutTrace(
      {
        method: 'POST',
        path: '/api/v1/content/upload-add',
        body: multipartBody([data('First'), filePart(pdf), data('Second')]),
      },
      ResultCode.BAD_REQUEST,
    );
  });

  describe('CSV import', () => {
    const path = '/api/v1/import-csv-file/upload-csv';

    it('a file above MAX_UPLOAD_MB: 413 with code 760', async () => {
      const big = { ...csvPart(), body: `contentCode,title\r\n${'x,y\r\n'.repeat(300_000)}` };
      await expectRefusedWithoutTrace(
        { method: 'POST', path, body: multipartBody([big]) },
        ResultCode.FILE_TOO_LARGE,
      );
    });

    it('a part after the file, or a second file: 400, and the import never runs', async () => {
      await expectRefusedWithoutTrace(
        { method: 'POST', path, body: multipartBody([csvPart(), { name: 'note', body: 'late' }]) },
        ResultCode.BAD_REQUEST,
      );
      await expectRefusedWithoutTrace(
        { method: 'POST', path, body: multipartBody([csvPart(), csvPart()]) },
        ResultCode.BAD_REQUEST,
      );
    });

    it('a body that ends inside the file: refused as incomplete', async () => {
      await expectRefusedWithoutTrace(
        { method: 'POST', path, body: partBytes(csvPart()).subarray(0, 150), mode: 'ends-early' },
        ResultCode.UPLOAD_INCOMPLETE,
      );
    });
  });
});
