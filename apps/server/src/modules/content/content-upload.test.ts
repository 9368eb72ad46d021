import fs from 'node:fs';
import path from 'node:path';
import { type ContentAdmin, PDF_RANGE_CHUNK_SIZE, ResultCode } from '@hondana/contract';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  adminGet,
  replaceFile,
  storageMatchesDatabase,
  storedFiles,
  uploadContent,
} from '../../../test/content-kit.ts';
import { waitForJobs } from '../../../test/jobs.ts';
import { sampleEpub, samplePdf } from '../../../test/sample-documents.ts';
import { tempFolder } from '../../../test/temp-folder.ts';
import { useTenantWorld } from '../../../test/tenant-world.ts';
import { companies, contentFiles, contentPages, contents } from '../../db/schema/index.ts';
import { DEFAULT_CHUNK_SIZE } from '../../platform/crypto/content-cipher.ts';
import { FilesystemStorage } from '../../platform/storage/filesystem-storage.ts';
import { contentFolder } from './content-storage-keys.ts';

const storageRoot = tempFolder('hondana-upload-test-');
const harness = useTenantWorld({ storage: new FilesystemStorage(storageRoot), env: { MAX_UPLOAD_MB: '1' } });

const detail = async (id: number) => {
  const { app, world } = harness;
  return (await adminGet(app, world.companyAdminA, `/api/v1/content/detail/${id}`)).data;
};

async function expectNoLeftovers() {
  const { stored, expected } = await storageMatchesDatabase(harness.database.db, storageRoot);
  expect(stored).toEqual(expected);
  expect(storedFiles(storageRoot).filter((f) => f.endsWith('.partial'))).toEqual([]);
}

describe('upload-add', () => {
  it('stores a PDF encrypted, answers processing, then the job publishes it with pages, text and covers', async () => {
    const { app, world, database } = harness;
    const bytes = await samplePdf(['Lighthouse keepers log the weather', 'Second page about tides']);
    const response = await uploadContent(app, {
      as: world.companyAdminA,
      data: { title: 'Lighthouse notes', author: 'R. Keeper', hashtags: ['sea'] },
      file: { name: 'lighthouse.pdf', bytes, type: 'application/pdf' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const created = response.json().data as ContentAdmin;
    expect(created).toMatchObject({ state: 'processing', title: 'Lighthouse notes', hashtags: ['sea'] });
    expect(created.serviceId).toBe(world.a.service.id);

    await waitForJobs(database.db, 60_000);
    const done = await detail(created.id);
    expect(done).toMatchObject({
      state: 'published',
      fileKind: 'pdf',
      pageCount: 2,
      fileName: 'lighthouse.pdf',
    });
    expect(done.coverUrl).toMatch(/^\/api\/v1\/content\/cover\/[a-z0-9]{24}\/large\?v=1$/);

    const pages = await database.db
      .select({ text: contentPages.text })
      .from(contentPages)
      .where(eq(contentPages.contentId, created.id))
      .orderBy(contentPages.pageNo);
    expect(pages.map((p) => p.text).join(' ')).toContain('Lighthouse keepers log the weather');
    // What the viewer will read before page 1 is drawn, recorded while processing (pdf-opening.ts).
    const [file] = await database.db
      .select({ opening: contentFiles.pdfOpening, firstPage: contentFiles.firstPagePreview })
      .from(contentFiles)
      .where(eq(contentFiles.contentId, created.id));
    expect(file?.opening).toEqual({
      chunkSize: PDF_RANGE_CHUNK_SIZE,
      document: [[0, bytes.length]],
      firstPages: [],
    });
    // The picture of page 1, sealed beside the file: page 1's size in points and what opens it.
    expect(file?.firstPage).toEqual({
      pageWidth: 420,
      pageHeight: 595,
      plainSize: expect.any(Number),
      chunkSize: DEFAULT_CHUNK_SIZE,
    });

    const cover = await app.inject({ method: 'GET', url: done.coverThumbnailUrl ?? '' });
    expect(cover.statusCode).toBe(200);
    expect(cover.headers['content-type']).toMatch(/^image\/(webp|jpeg)/);
    // A login-required content (the default) is listed to visitors with a lock, on a portal that does
    // not need a login for every page: its cover may be cached publicly.
    expect(done.loginRequired).toBe(true);
    expect(cover.headers['cache-control']).toMatch(/^public, /);

    // At rest, no plain PDF bytes: the stored file is the sealed form.
    for (const file of storedFiles(storageRoot)) {
      const stored = fs.readFileSync(path.join(storageRoot, file));
      expect(stored.includes(Buffer.from('%PDF-'))).toBe(false);
      expect(stored.includes(Buffer.from('Lighthouse keepers'))).toBe(false);
    }
    await expectNoLeftovers();
  });

  it('processes an EPUB: one page per spine document', async () => {
    const { app, world, database } = harness;
    const bytes = await sampleEpub('Garden diary', ['Tomatoes in May', 'Beans in June', 'Harvest in August']);
    const response = await uploadContent(app, {
      as: world.companyAdminA,
      data: { title: 'Garden diary' },
      file: { name: 'garden.epub', bytes },
    });
    expect(response.statusCode, response.body).toBe(200);
    await waitForJobs(database.db, 60_000);
    expect(await detail(response.json().data.id)).toMatchObject({
      state: 'published',
      fileKind: 'epub',
      pageCount: 3,
    });
  });

  it('refuses a file that is neither PDF nor EPUB by its bytes (761), whatever its name, leaving nothing', async () => {
    const { app, world, database } = harness;
    const before = await database.db.select({ n: sql<number>`count(*)::int` }).from(contents);
    const response = await uploadContent(app, {
      as: world.companyAdminA,
      data: { title: 'Not a book' },
      file: {
        name: 'fake.pdf',
        bytes: Buffer.from('just some text, not a PDF at all'),
        type: 'application/pdf',
      },
    });
    expect(response.json()).toMatchObject({ status: ResultCode.FILE_TYPE_NOT_ACCEPTED });
    const after = await database.db.select({ n: sql<number>`count(*)::int` }).from(contents);
    expect(after).toEqual(before);
    await expectNoLeftovers();
  });

  it('refuses a file above MAX_UPLOAD_MB with HTTP 413 and code 760, leaving nothing', async () => {
    const { app, world } = harness;
    const big = Buffer.concat([await samplePdf(['big']), Buffer.alloc(1_200_000, 32)]);
    const response = await uploadContent(app, {
      as: world.companyAdminA,
      data: { title: 'Too big' },
      file: { name: 'big.pdf', bytes: big },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ status: ResultCode.FILE_TOO_LARGE });
    await expectNoLeftovers();
  });

  it('checks the JSON part before the file: order, missing file, invalid fields', async () => {
    const { app, world } = harness;
    const bytes = await samplePdf(['x']);
    const fileFirst = await uploadContent(app, {
      as: world.companyAdminA,
      data: { title: 'Order' },
      file: { name: 'a.pdf', bytes },
      fileFirst: true,
    });
    expect(fileFirst.json()).toMatchObject({ status: ResultCode.BAD_REQUEST });
    const noFile = await uploadContent(app, { as: world.companyAdminA, data: { title: 'No file' } });
    expect(noFile.json()).toMatchObject({ status: ResultCode.FILE_NOT_FOUND });
    const badData = await uploadContent(app, {
      as: world.companyAdminA,
      data: { title: '', param1: 'p'.repeat(300) },
      file: { name: 'a.pdf', bytes },
    });
    expect(badData.statusCode).toBe(400);
    const fields = badData.json().data.fields as { field: string; message: string }[];
    expect(fields.map((f) => f.field)).toEqual(
      expect.arrayContaining(['content-data.title', 'content-data.param1']),
    );
    expect(fields.find((f) => f.field === 'content-data.param1')?.message).toBe('api.error.752');
    const notJson = await uploadContent(app, {
      as: world.companyAdminA,
      data: '{oops',
      file: { name: 'a.pdf', bytes },
    });
    expect(notJson.json()).toMatchObject({ status: ResultCode.BAD_REQUEST });
    await expectNoLeftovers();
  });

  it("refuses past the company's content limit (420) before storing a byte", async () => {
    const { app, world, database } = harness;
    const [row] = await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(contents)
      .where(eq(contents.companyId, world.a.company.id));
    await database.db
      .update(companies)
      .set({ maxContent: row?.n ?? 0 })
      .where(eq(companies.id, world.a.company.id));
    try {
      const response = await uploadContent(app, {
        as: world.companyAdminA,
        data: { title: 'Over the limit' },
        file: { name: 'a.pdf', bytes: await samplePdf(['x']) },
      });
      expect(response.json()).toMatchObject({ status: ResultCode.COMPANY_CONTENT_LIMIT_REACHED });
      await expectNoLeftovers();
    } finally {
      await database.db
        .update(companies)
        .set({ maxContent: null })
        .where(eq(companies.id, world.a.company.id));
    }
  });

  it('marks a damaged PDF failed with its code and removes its bytes', async () => {
    const { app, world, database } = harness;
    const whole = await samplePdf(['This file will be cut short']);
    const response = await uploadContent(app, {
      as: world.companyAdminA,
      data: { title: 'Cut short' },
      file: { name: 'cut.pdf', bytes: whole.subarray(0, 300) },
    });
    expect(response.statusCode, response.body).toBe(200);
    await waitForJobs(database.db, 60_000);
    const failed = await detail(response.json().data.id);
    expect(failed.state).toBe('failed');
    expect([ResultCode.FILE_DAMAGED, ResultCode.INVALID_FILE]).toContain(failed.failureCode);
    expect(failed.pendingFile).toMatchObject({ state: 'failed', failureCode: failed.failureCode });
    await expectNoLeftovers();
  });

  it('a service admin uploads into its own service; another company never sees the content', async () => {
    const { app, world, database } = harness;
    const response = await uploadContent(app, {
      as: world.serviceAdminA2,
      data: { title: 'Second service book', serviceId: world.a.service.id },
      file: { name: 's.pdf', bytes: await samplePdf(['service']) },
    });
    expect(response.json()).toMatchObject({ status: ResultCode.NO_PERMISSION });
    const own = await uploadContent(app, {
      as: world.serviceAdminA2,
      data: { title: 'Second service book' },
      file: { name: 's.pdf', bytes: await samplePdf(['service']) },
    });
    expect(own.statusCode, own.body).toBe(200);
    const created = own.json().data as ContentAdmin;
    expect(created.serviceId).toBe(world.a2.service.id);
    await waitForJobs(database.db, 60_000);
    const other = await adminGet(app, world.companyAdminB, `/api/v1/content/detail/${created.id}`);
    expect(other.response.json()).toMatchObject({ status: ResultCode.CONTENT_NOT_FOUND });
    const sibling = await adminGet(app, world.serviceAdminA, `/api/v1/content/detail/${created.id}`);
    expect(sibling.response.json()).toMatchObject({ status: ResultCode.NO_PERMISSION });
    await expectNoLeftovers();
  });
});

describe('replace-content and delete', () => {
  it('keeps the current file until the new one is processed, then removes the old bytes', async () => {
    const { app, world, database } = harness;
    const first = await uploadContent(app, {
      as: world.companyAdminA,
      data: { title: 'Edition' },
      file: { name: 'v1.pdf', bytes: await samplePdf(['first edition']) },
    });
    const { id, elementId } = first.json().data as ContentAdmin;
    const folder = contentFolder(world.a.company.id, elementId);
    const pictures = () =>
      storedFiles(storageRoot).filter((key) => key.startsWith(folder) && key.endsWith('-first-page'));
    await waitForJobs(database.db, 60_000);
    const firstPictures = pictures();
    expect(firstPictures).toHaveLength(1);

    const replaced = await replaceFile(app, id, {
      as: world.companyAdminA,
      file: { name: 'v2.pdf', bytes: await samplePdf(['second edition', 'with a new page', 'and another']) },
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json().data).toMatchObject({
      state: 'published',
      pageCount: 1,
      fileName: 'v1.pdf',
      pendingFile: { state: 'processing', originalName: 'v2.pdf' },
    });
    await waitForJobs(database.db, 60_000);
    expect(await detail(id)).toMatchObject({
      state: 'published',
      pageCount: 3,
      fileName: 'v2.pdf',
      pendingFile: null,
    });
    // The new file's picture of page 1 replaced the old one's.
    expect(pictures()).toHaveLength(1);
    expect(pictures()).not.toEqual(firstPictures);
    await expectNoLeftovers();

    const refused = await replaceFile(app, id, {
      as: world.companyAdminA,
      file: { name: 'v3.pdf', bytes: Buffer.from('%PDF-1.7 broken beyond repair') },
    });
    expect(refused.statusCode, refused.body).toBe(200);
    await waitForJobs(database.db, 60_000);
    const kept = await detail(id);
    expect(kept).toMatchObject({ state: 'published', pageCount: 3, fileName: 'v2.pdf' });
    expect(kept.pendingFile?.state).toBe('failed');
    await expectNoLeftovers();

    const deleted = await app.inject({
      method: 'DELETE',
      url: `/api/v1/content/delete/${id}`,
      headers: { host: 'localhost:3000', 'x-access-token': world.companyAdminA.token },
    });
    expect(deleted.json()).toEqual({ status: 200, data: { accepted: true } });
    expect(
      (await adminGet(app, world.companyAdminA, `/api/v1/content/detail/${id}`)).response.json(),
    ).toMatchObject({
      status: ResultCode.CONTENT_NOT_FOUND,
    });
    const pages = await database.db.select().from(contentPages).where(eq(contentPages.contentId, id));
    expect(pages).toEqual([]);
    expect(pictures()).toEqual([]);
    await expectNoLeftovers();
  });
});

describe('upload access', () => {
  it('refuses without a token (600) and for a reader (611), before reading the file', async () => {
    const { app, world } = harness;
    const file = { name: 'a.pdf', bytes: await samplePdf(['x']) };
    const anonymous = await uploadContent(app, { as: null, data: { title: 'x' }, file });
    expect(anonymous.json()).toMatchObject({ status: ResultCode.ACCESS_TOKEN_NOT_FOUND });
    const reader = await uploadContent(app, { as: world.readerA, data: { title: 'x' }, file });
    expect(reader.json()).toMatchObject({ status: ResultCode.INVALID_ROLE_ACCESS });
    const otherCompany = await replaceFile(app, 1, { as: world.companyAdminB, file });
    expect(otherCompany.json()).toMatchObject({ status: ResultCode.CONTENT_NOT_FOUND });
    await expectNoLeftovers();
  });
});
