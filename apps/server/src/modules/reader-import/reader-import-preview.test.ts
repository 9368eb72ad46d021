import { ResultCode, readerImportPreviewSchema } from '@hondana/contract';
import { count, eq } from 'drizzle-orm';
import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { storedFiles } from '../../../test/content-kit.ts';
import { endpointTests } from '../../../test/endpoint-kit.ts';
import { tempFolder } from '../../../test/temp-folder.ts';
import { useTenantWorld } from '../../../test/tenant-world.ts';
import { auditEvents, mailOutbox, readerImportRows, users } from '../../db/schema/index.ts';
import { FilesystemStorage } from '../../platform/storage/filesystem-storage.ts';
import { BOM, csvText, previewCsv, previewOf } from './reader-import.test-kit.ts';

const storageRoot = tempFolder('hondana-reader-import-test-');
const storage = new FilesystemStorage(storageRoot);
let runOfA = 0;
const harness = useTenantWorld({ storage }, async ({ app, world }) => {
  const file = csvText([
    ['email', 'fullName'],
    ['page-1@example.com', 'First Reader'],
    ['not-an-address', 'Second Reader'],
  ]);
  const response = await previewCsv(app, world.companyAdminA, { bytes: Buffer.from(file) });
  runOfA = response.json().data.run.id;
});

const csvFiles = () => storedFiles(storageRoot).filter((file) => file.startsWith('csv-imports/'));

async function tableCounts() {
  const { db } = harness.database;
  const [readers] = await db.select({ n: count() }).from(users);
  const [mails] = await db.select({ n: count() }).from(mailOutbox);
  const [audits] = await db.select({ n: count() }).from(auditEvents);
  return { users: readers?.n, mails: mails?.n, audits: audits?.n };
}

describe('POST /reader-import/preview', () => {
  it('checks every row and writes nothing but the run and its rows; the file is not kept', async () => {
    const { app, world } = harness;
    const before = await tableCounts();
    const preview = await previewOf(
      app,
      world.companyAdminA,
      Buffer.from(
        csvText([
          ['email', 'fullName', 'status', 'lang'],
          ['new-1@example.com', 'New One', 'allow', 'ja'],
          [world.readerA.user.email ?? '', 'Renamed Reader', '', ''],
          ['new-1@example.com', 'Twice', '', ''],
          ['broken', '', 'maybe', 'fr'],
        ]),
      ),
    );
    expect(preview.run).toMatchObject({
      status: 'previewed',
      totalRows: 4,
      doneRows: 0,
      counts: { create: 1, update: 1, refused: 2, created: 0, updated: 0 },
    });
    expect(preview.rows.content.map((row) => [row.row, row.outcome])).toEqual([
      [2, 'create'],
      [3, 'update'],
      [4, 'refused'],
      [5, 'refused'],
    ]);
    expect(preview.rows.content[2]?.problems).toEqual([
      {
        row: 4,
        column: 'email',
        code: ResultCode.USER_EMAIL_DUPLICATED,
        message: 'readerImport.rule.duplicateInFile',
        values: { row: 2 },
      },
    ]);
    expect(preview.rows.content[3]?.problems.map((p) => [p.column, p.code])).toEqual([
      ['status', ResultCode.BAD_REQUEST],
      ['lang', ResultCode.BAD_REQUEST],
      ['fullName', ResultCode.BAD_REQUEST],
    ]);
    expect(await tableCounts()).toEqual(before);
    expect(csvFiles()).toEqual([]);
  });

  it('reads UTF-8 with a byte-order mark and Shift_JIS alike', async () => {
    const { app, world } = harness;
    const text = (email: string) =>
      csvText([
        ['email', 'fullName', 'lastName'],
        [email, '山田 花子', '山田'],
      ]);
    const bom = await previewOf(
      app,
      world.companyAdminA,
      Buffer.concat([BOM, Buffer.from(text('bom@example.com'))]),
    );
    const sjisBytes = iconv.encode(text('sjis@example.com'), 'shiftjis');
    const sjis = await previewOf(app, world.companyAdminA, sjisBytes);
    for (const preview of [bom, sjis]) {
      expect(preview.run.counts.create).toBe(1);
      expect(preview.rows.content[0]?.cells).toMatchObject({ fullName: '山田 花子', lastName: '山田' });
    }
  });

  it('refuses a hostile file alone, with the rule of the whole file, and keeps nothing of it', async () => {
    const { app, world, database } = harness;
    const [rowsBefore] = await database.db.select({ n: count() }).from(readerImportRows);
    const binary = Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x00, 0x00, 0xff, 0x10]);
    const hugeLine = Buffer.from(`email,fullName\r\nhuge@example.com,"${'x'.repeat(1_100_000)}"\r\n`);
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('email\r\n', 'utf16le')]);
    const cases = [
      [binary, 'readerImport.rule.binary'],
      [hugeLine, 'readerImport.rule.syntax'],
      [utf16, 'readerImport.rule.utf16'],
      [Buffer.from('name,title\r\nx,y\r\n'), 'readerImport.rule.headerMissing'],
      [Buffer.from('email,password\r\nx@example.com,secret\r\n'), 'readerImport.rule.unknownColumn'],
      [Buffer.from('fullName\r\nNo key\r\n'), 'readerImport.rule.missingKey'],
      [Buffer.from(`email\r\n${'many@example.com\r\n'.repeat(20_001)}`), 'readerImport.rule.tooManyRows'],
      [Buffer.from('email,"fullName\r\na@example.com,Open quote\r\n'), 'readerImport.rule.syntax'],
    ] as const;
    for (const [bytes, message] of cases) {
      const response = await previewCsv(app, world.companyAdminA, { bytes });
      expect(response.statusCode, message).toBe(400);
      expect(response.json()).toMatchObject({
        status: ResultCode.INVALID_FILE,
        data: { problem: { message } },
      });
    }
    const headerOnly = await previewCsv(app, world.companyAdminA, {
      bytes: Buffer.from('email,fullName\r\n'),
    });
    expect(headerOnly.json()).toMatchObject({ status: ResultCode.IMPORT_FILE_EMPTY });
    const [rowsAfter] = await database.db.select({ n: count() }).from(readerImportRows);
    expect(rowsAfter).toEqual(rowsBefore);
    expect(csvFiles()).toEqual([]);
    // The same company previews a good file right after.
    const good = await previewOf(
      app,
      world.companyAdminA,
      Buffer.from('email,fullName\r\nafter@example.com,After\r\n'),
    );
    expect(good.run.counts.create).toBe(1);
  });

  it('keeps formula cells as written: they are values, never run, and guarded on the way out', async () => {
    const { app, world } = harness;
    const preview = await previewOf(
      app,
      world.companyAdminA,
      Buffer.from(
        csvText([
          ['email', 'fullName', 'param1'],
          ['formula@example.com', '=cmd|/c calc', '@SUM(A1)'],
        ]),
      ),
    );
    expect(preview.rows.content[0]).toMatchObject({
      outcome: 'create',
      cells: { fullName: '=cmd|/c calc', param1: '@SUM(A1)' },
    });
  });

  it('refuses a file that is not .csv (412) and an empty one (739); a service admin may not import (611)', async () => {
    const { app, world } = harness;
    const text = await previewCsv(app, world.companyAdminA, {
      name: 'readers.txt',
      bytes: Buffer.from('email\r\n'),
    });
    expect(text.json()).toMatchObject({
      status: ResultCode.INVALID_FILE,
      data: { messageKey: 'validate.file.notAllowed' },
    });
    const empty = await previewCsv(app, world.companyAdminA, { bytes: Buffer.alloc(0) });
    expect(empty.json()).toMatchObject({ status: ResultCode.IMPORT_FILE_EMPTY });
    const service = await previewCsv(app, world.serviceAdminA, {
      bytes: Buffer.from('email\r\nx@example.com\r\n'),
    });
    expect(service.json()).toMatchObject({ status: ResultCode.INVALID_ROLE_ACCESS });
    const reader = await previewCsv(app, world.readerA, { bytes: Buffer.from('email\r\nx@example.com\r\n') });
    expect(reader.json()).toMatchObject({ status: ResultCode.INVALID_ROLE_ACCESS });
    const none = await previewCsv(app, null, { bytes: Buffer.from('email\r\nx@example.com\r\n') });
    expect(none.json()).toMatchObject({ status: ResultCode.ACCESS_TOKEN_NOT_FOUND });
    expect(csvFiles()).toEqual([]);
  });

  it("refuses another company's token on this company's portal (601)", async () => {
    const { app, world } = harness;
    const address = world.address(world.a);
    const form = new FormData();
    form.append(
      'file',
      new Blob([Buffer.from('email\r\nx@example.com\r\n')], { type: 'text/csv' }),
      'readers.csv',
    );
    const response = await app.inject({
      method: 'POST',
      url: `/api/v1/reader-import/preview?domain=${address.domain}&path=${address.path}`,
      headers: { host: address.host, 'x-access-token': world.companyAdminB.token },
      payload: form,
    });
    expect(response.json()).toMatchObject({ status: ResultCode.ACCESS_TOKEN_INVALID });
    expect(csvFiles()).toEqual([]);
  });

  it("refuses another company's admin naming this company (614); a system admin names it", async () => {
    const { app, world, database } = harness;
    const bytes = Buffer.from('email,fullName\r\nsys@example.com,Sys\r\n');
    const other = await previewCsv(app, world.companyAdminB, { bytes }, { companyId: world.a.company.id });
    expect(other.json()).toMatchObject({ status: ResultCode.NO_PERMISSION });
    const system = await previewCsv(app, world.systemAdmin, { bytes }, { companyId: world.a.company.id });
    expect(system.statusCode, system.body).toBe(200);
    const preview = readerImportPreviewSchema.parse(system.json().data);
    expect(preview.run.companyId).toBe(world.a.company.id);
    const [kept] = await database.db
      .select({ n: count() })
      .from(readerImportRows)
      .where(eq(readerImportRows.runId, preview.run.id));
    expect(kept?.n).toBe(1);
  });
});

describe('GET /reader-import/{id}/rows', () => {
  endpointTests('readerImportRows', harness.context, {
    happy: (world) => ({
      as: world.companyAdminA,
      params: { id: runOfA },
      query: { outcome: 'refused' as const, page: 1, size: 10 },
      check: (data) => {
        const page = data as { content: { row: number; key: string }[]; totalElements: number };
        expect(page.totalElements).toBe(1);
        expect(page.content[0]).toMatchObject({ row: 3, key: 'not-an-address' });
      },
    }),
    badInput: (world) => ({
      as: world.companyAdminA,
      params: { id: runOfA },
      query: { outcome: 'lost' } as Record<string, unknown>,
      code: ResultCode.BAD_REQUEST,
    }),
    otherTenantIds: (world) => ({
      as: world.companyAdminB,
      at: world.b,
      params: { id: runOfA },
      code: ResultCode.NOT_FOUND,
    }),
  });
});
