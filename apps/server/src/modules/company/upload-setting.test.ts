import {
  type CompanyUploadSetting,
  type ContentAdmin,
  type ContentFieldsInput,
  ResultCode,
} from '@hondana/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditRowCount, auditRowsOf } from '../../../test/audit-kit.ts';
import { adminGet, uploadContent } from '../../../test/content-kit.ts';
import { endpointTests, routeCaller } from '../../../test/endpoint-kit.ts';
import { waitForJobs } from '../../../test/jobs.ts';
import { samplePdf } from '../../../test/sample-documents.ts';
import { tempFolder } from '../../../test/temp-folder.ts';
import { useTenantWorld, type WorldUser } from '../../../test/tenant-world.ts';
import { companies, contents } from '../../db/schema/index.ts';
import { FilesystemStorage } from '../../platform/storage/filesystem-storage.ts';
import { csvText, importAndWait } from '../content/csv/csv-calls.test-kit.ts';

const harness = useTenantWorld({ storage: new FilesystemStorage(tempFolder('hondana-upload-setting-')) });
const { send, data } = routeCaller(harness);

const publishUploadsOf = async (companyId: number) => {
  const [row] = await harness.database.db
    .select({ publishUploads: companies.publishUploads })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row?.publishUploads;
};

const setting = (as: WorldUser, publishUploads: boolean, companyId?: number) =>
  data<CompanyUploadSetting>('companyUploadSettingUpdate', {
    as,
    at: null,
    body: { publishUploads, ...(companyId ? { companyId } : {}) },
  });

/** Uploads a PDF as `as` and answers the content once its processing job has run. */
async function uploadAndProcess(as: WorldUser, data: ContentFieldsInput): Promise<ContentAdmin> {
  const { app, database } = harness;
  const response = await uploadContent(app, {
    as,
    data,
    file: { name: 'draft.pdf', bytes: await samplePdf(['A page']), type: 'application/pdf' },
  });
  expect(response.statusCode, response.body).toBe(200);
  const created = response.json().data as ContentAdmin;
  await waitForJobs(database.db, 60_000);
  return (await adminGet(app, as, `/api/v1/content/detail/${created.id}`)).data;
}

async function contentOfA(code: string) {
  const { database, world } = harness;
  const [row] = await database.db
    .select({ published: contents.published })
    .from(contents)
    .where(and(eq(contents.companyId, world.a.company.id), eq(contents.contentCode, code)));
  return row;
}

describe('company upload setting endpoints', () => {
  endpointTests('companyUploadSetting', harness.context, {
    happy: (world) => ({
      as: world.companyAdminA,
      check: (answer) => expect(answer).toEqual({ companyId: world.a.company.id, publishUploads: true }),
    }),
    badInput: (world) => ({ as: world.systemAdmin, at: null, query: { companyId: 'x1' }, code: 400 }),
    otherTenantIds: (world) => ({
      as: world.companyAdminA,
      query: { companyId: world.b.company.id },
      code: ResultCode.NO_PERMISSION,
    }),
  });
  endpointTests('companyUploadSettingUpdate', harness.context, {
    happy: (world) => ({
      as: world.companyAdminA,
      body: { publishUploads: true },
      check: (answer) => expect(answer).toEqual({ companyId: world.a.company.id, publishUploads: true }),
    }),
    badInput: (world) => ({ as: world.companyAdminA, body: { publishUploads: 'no' }, code: 400 }),
    otherTenantIds: (world) => ({
      as: world.companyAdminA,
      body: { companyId: world.b.company.id, publishUploads: false },
      code: ResultCode.NO_PERMISSION,
    }),
  });
});

describe('who may change the setting', () => {
  it("refuses another company's admin and a service admin, and changes nothing", async () => {
    const { world } = harness;
    const otherAdmin = await send('companyUploadSettingUpdate', {
      as: world.companyAdminB,
      at: world.b,
      body: { companyId: world.a.company.id, publishUploads: false },
    });
    expect(otherAdmin.json()).toMatchObject({ status: ResultCode.NO_PERMISSION });
    const serviceAdmin = await send('companyUploadSettingUpdate', {
      as: world.serviceAdminA,
      body: { publishUploads: false },
    });
    expect(serviceAdmin.json()).toMatchObject({ status: ResultCode.INVALID_ROLE_ACCESS });
    const missing = await send('companyUploadSettingUpdate', { as: world.companyAdminA, body: {} });
    expect(missing.statusCode).toBe(400);
    expect(await publishUploadsOf(world.a.company.id)).toBe(true);
  });

  it('records each change in the audit trail, and nothing for a refused one', async () => {
    const { world, database } = harness;
    const before = await auditRowCount(database.db);
    await send('companyUploadSettingUpdate', { as: world.serviceAdminA, body: { publishUploads: false } });
    expect(await auditRowCount(database.db)).toBe(before);
    await setting(world.companyAdminA, false);
    await setting(world.companyAdminA, true);
    const [off, on] = (await auditRowsOf(database.db, 'companySettings', world.a.company.id)).slice(-2);
    expect(off).toMatchObject({
      companyId: world.a.company.id,
      actorUserId: world.companyAdminA.user.id,
      action: 'update',
      before: { publishUploads: true },
      after: { publishUploads: false },
    });
    expect(on).toMatchObject({ before: { publishUploads: false }, after: { publishUploads: true } });
  });

  it('lets the service admin read its company’s choice, and the system admin set it for a named company', async () => {
    const { world } = harness;
    const changed = await setting(world.systemAdmin, false, world.b.company.id);
    expect(changed).toEqual({ companyId: world.b.company.id, publishUploads: false });
    expect(await publishUploadsOf(world.b.company.id)).toBe(false);
    expect(await publishUploadsOf(world.a.company.id)).toBe(true);
    const read = await data<CompanyUploadSetting>('companyUploadSetting', {
      as: world.serviceAdminA,
      at: null,
    });
    expect(read).toEqual({ companyId: world.a.company.id, publishUploads: true });
    await setting(world.systemAdmin, true, world.b.company.id);
  });
});

describe('a new content follows the setting when it does not say published', () => {
  it('publishes an upload once processed while the setting is on (the default)', async () => {
    const done = await uploadAndProcess(harness.world.companyAdminA, { title: 'Published at once' });
    expect(done).toMatchObject({ state: 'published', published: true });
  });

  it('keeps an upload a draft while the setting is off, unless the form says published', async () => {
    const { world } = harness;
    await setting(world.companyAdminA, false);
    const draft = await uploadAndProcess(world.companyAdminA, { title: 'Waits as a draft' });
    expect(draft).toMatchObject({ state: 'unpublished', published: false });
    const withoutFile = await data<ContentAdmin>('contentAdd', {
      as: world.companyAdminA,
      at: null,
      body: { title: 'Metadata first' },
    });
    expect(withoutFile).toMatchObject({ state: 'unpublished', published: false });
    const chosen = await uploadAndProcess(world.serviceAdminA, { title: 'Chosen', published: true });
    expect(chosen).toMatchObject({ state: 'published', published: true });
    // Company B's setting is its own.
    const other = await uploadAndProcess(world.companyAdminB, { title: 'Elsewhere' });
    expect(other).toMatchObject({ state: 'published', published: true });
    await setting(world.companyAdminA, true);
    const again = await uploadAndProcess(world.companyAdminA, { title: 'On again', published: false });
    expect(again).toMatchObject({ state: 'unpublished', published: false });
  });

  it('applies to new CSV rows whose published cell is missing or empty, never to existing ones', async () => {
    const { app, world } = harness;
    const first = await importAndWait(
      app,
      world.companyAdminA,
      Buffer.from(
        csvText([
          ['contentCode', 'title'],
          ['set-1', 'Before the change'],
        ]),
      ),
    );
    expect(first).toMatchObject({ status: 'succeeded', okRows: 1 });
    expect(await contentOfA('set-1')).toEqual({ published: true });

    await setting(world.companyAdminA, false);
    const rows = csvText([
      ['contentCode', 'title', 'published'],
      ['set-1', 'Before the change, renamed', ''],
      ['set-2', 'Empty cell', ''],
      ['set-3', 'Says published', '1'],
      ['set-4', 'Says unpublished', '0'],
    ]);
    const second = await importAndWait(app, world.companyAdminA, Buffer.from(rows));
    expect(second).toMatchObject({ status: 'succeeded', okRows: 4 });
    const noColumn = await importAndWait(
      app,
      world.companyAdminA,
      Buffer.from(
        csvText([
          ['contentCode', 'title'],
          ['set-5', 'No published column'],
        ]),
      ),
    );
    expect(noColumn).toMatchObject({ status: 'succeeded', okRows: 1 });

    expect(await contentOfA('set-1')).toEqual({ published: true });
    expect(await contentOfA('set-2')).toEqual({ published: false });
    expect(await contentOfA('set-3')).toEqual({ published: true });
    expect(await contentOfA('set-4')).toEqual({ published: false });
    expect(await contentOfA('set-5')).toEqual({ published: false });
    await setting(world.companyAdminA, true);
  });
});
