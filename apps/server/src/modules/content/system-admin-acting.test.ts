import { type ContentAdmin, ResultCode } from '@hondana/contract';
import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { uploadContent } from '../../../test/content-kit.ts';
import { sampleEpub } from '../../../test/sample-documents.ts';
import { tempFolder } from '../../../test/temp-folder.ts';
import { useTenantWorld } from '../../../test/tenant-world.ts';
import { contents } from '../../db/schema/index.ts';
import { FilesystemStorage } from '../../platform/storage/filesystem-storage.ts';
import { csvText, exportCsv, importAndWait } from './csv/csv-calls.test-kit.ts';

const storageRoot = tempFolder('hondana-acting-test-');
const harness = useTenantWorld({ storage: new FilesystemStorage(storageRoot) });

const codesOf = (body: Buffer) => (parse(body, { bom: true }) as string[][]).slice(1).map((row) => row[0]);

/** The console of a system admin acting on a company sends that company (or one of its services) with each call. */
describe('a system admin acting on a company', () => {
  it('uploads a content into the service it names, and is refused (406) without one, nothing stored', async () => {
    const { app, world, database } = harness;
    const file = {
      name: 'tides.epub',
      bytes: await sampleEpub('Tides', ['High water at noon']),
      type: 'application/epub+zip',
    };
    const refused = await uploadContent(app, { as: world.systemAdmin, data: { title: 'No service' }, file });
    expect(refused.json().status).toBe(ResultCode.BAD_PARAMETERS);
    expect(await database.db.select().from(contents).where(eq(contents.title, 'No service'))).toEqual([]);

    const response = await uploadContent(app, {
      as: world.systemAdmin,
      data: { title: 'Tide tables', serviceId: world.b.service.id },
      file,
    });
    expect(response.statusCode, response.body).toBe(200);
    const created = response.json().data as ContentAdmin;
    expect(created.serviceId).toBe(world.b.service.id);
    const [row] = await database.db.select().from(contents).where(eq(contents.id, created.id));
    expect(row?.companyId).toBe(world.b.company.id);
  });

  it('imports contents as CSV into the company it names and exports that company’s contents only', async () => {
    const { app, world } = harness;
    const header = ['contentCode', 'title'];
    await importAndWait(app, world.companyAdminA, Buffer.from(csvText([header, ['acting-a', 'Of A']])));
    const run = await importAndWait(
      app,
      world.systemAdmin,
      Buffer.from(csvText([header, ['acting-b', 'Of B']])),
      { companyId: world.b.company.id },
    );
    expect(run).toMatchObject({ status: 'succeeded', okRows: 1, errorRows: 0 });

    const exported = await exportCsv(app, world.systemAdmin, { companyId: world.b.company.id });
    expect(exported.statusCode).toBe(200);
    const codes = codesOf(exported.rawPayload);
    expect(codes).toContain('acting-b');
    expect(codes).not.toContain('acting-a');
    const own = await exportCsv(app, world.companyAdminB);
    expect(codesOf(own.rawPayload)).toContain('acting-b');
  });
});
