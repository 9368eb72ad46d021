import { type CsvImportRun, ResultCode } from '@hondana/contract';
import { and, eq, sql } from 'drizzle-orm';
import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { storedFiles } from '../../../../test/content-kit.ts';
import { endpointTests } from '../../../../test/endpoint-kit.ts';
import { tempFolder } from '../../../../test/temp-folder.ts';
import { useTenantWorld } from '../../../../test/tenant-world.ts';
import { companies, contentGroups, contents, csvImportRuns } from '../../../db/schema/index.ts';
import { FilesystemStorage } from '../../../platform/storage/filesystem-storage.ts';
import { BOM, csvText, importAndWait, importCsv } from './csv-calls.test-kit.ts';
import { importContentCsvHandler } from './run-content-csv-import.ts';

const storageRoot = tempFolder('hondana-csv-import-test-');
const storage = new FilesystemStorage(storageRoot);
let runIdA = 0;
let otherRunId = 0;
const harness = useTenantWorld({ storage }, async ({ database, world }) => {
  const finishedRun = async (tenant: typeof world.a, fileName: string) => {
    const [run] = await database.db
      .insert(csvImportRuns)
      .values({
        companyId: tenant.company.id,
        serviceId: tenant.service.id,
        kind: 'contents',
        status: 'succeeded',
        fileName,
        finishedAt: new Date(),
      })
      .returning();
    return run?.id ?? 0;
  };
  runIdA = await finishedRun(world.a, 'a.csv');
  otherRunId = await finishedRun(world.b, 'b.csv');
});

const csvFiles = () => storedFiles(storageRoot).filter((file) => file.startsWith('csv-imports/'));

async function contentByCode(code: string) {
  const [row] = await harness.database.db
    .select()
    .from(contents)
    .where(and(eq(contents.companyId, harness.world.a.company.id), eq(contents.contentCode, code)));
  return row;
}

const header = ['contentCode', 'title', 'author', 'year', 'param1', 'viewOnline', 'hashtags'];

describe('POST /import-csv-file/upload-csv', () => {
  it('creates contents from a UTF-8 file, then updates them by content id', async () => {
    const { app, world } = harness;
    const first = csvText([
      header,
      ['u-001', 'River maps', 'Ana Ito', 2019, 'shelf A', '1', 'maps|#rivers'],
      ['u-002', 'Quiet hills', '', '', '', '0', ''],
    ]);
    const run = await importAndWait(app, world.companyAdminA, Buffer.from(first));
    expect(run).toMatchObject({ status: 'succeeded', totalRows: 2, okRows: 2, errorRows: 0, problems: [] });
    expect(run.finishedAt).not.toBeNull();
    const created = await contentByCode('u-001');
    expect(created).toMatchObject({
      title: 'River maps',
      author: 'Ana Ito',
      year: 2019,
      param1: 'shelf A',
      viewOnline: true,
      serviceId: world.a.service.id,
      state: 'unpublished',
    });
    expect((await contentByCode('u-002'))?.author).toBeNull();

    const second = csvText([
      ['contentCode', 'title', 'author'],
      ['u-001', 'River maps, second edition', ''],
    ]);
    const update = await importAndWait(app, world.companyAdminA, Buffer.from(second));
    expect(update).toMatchObject({ status: 'succeeded', okRows: 1 });
    const updated = await contentByCode('u-001');
    expect(updated?.id).toBe(created?.id);
    expect(updated).toMatchObject({ title: 'River maps, second edition', author: null, year: 2019 });
    expect(csvFiles()).toEqual([]);
  });

  it('reads UTF-8 with a byte-order mark and Shift_JIS with Japanese text alike', async () => {
    const { app, world } = harness;
    const rows = (code: string) =>
      csvText([
        ['contentCode', 'title', 'author', 'description'],
        [code, '吾輩は猫である', '夏目漱石', '「名前はまだ無い」、ソフトウェア①'],
      ]);
    const bom = await importAndWait(
      app,
      world.companyAdminA,
      Buffer.concat([BOM, Buffer.from(rows('j-bom'))]),
    );
    expect(bom).toMatchObject({ status: 'succeeded', okRows: 1 });
    const sjisBytes = iconv.encode(rows('j-sjis'), 'shiftjis');
    expect(sjisBytes.equals(Buffer.from(rows('j-sjis')))).toBe(false);
    const sjis = await importAndWait(app, world.companyAdminA, sjisBytes);
    expect(sjis).toMatchObject({ status: 'succeeded', okRows: 1 });
    for (const code of ['j-bom', 'j-sjis']) {
      expect(await contentByCode(code)).toMatchObject({
        title: '吾輩は猫である',
        author: '夏目漱石',
        description: '「名前はまだ無い」、ソフトウェア①',
      });
    }
  });

  it('reports each bad row with its number, column and code, and imports the good ones', async () => {
    const { app, world, database } = harness;
    const [group] = await database.db
      .insert(contentGroups)
      .values({ companyId: world.a.company.id, serviceId: world.a.service.id, name: 'Maps' })
      .returning();
    const file = csvText([
      ['contentCode', 'title', 'param1', 'param3', 'viewOnline', 'contentGroupIds', 'year'],
      ['b-001', 'Fine', '', '', '1', String(group?.id), ''], // 2
      ['', 'No id', '', '', '', '', ''], // 3
      ['b-003', 'Long param', 'x'.repeat(256), '', '', '', ''], // 4
      ['b-004', 'Bad flag', '', '', 'maybe', '', ''], // 5
      ['b-005', 'Unknown group', '', '', '', '999999', ''], // 6
      ['b-001', 'Twice', '', '', '', '', ''], // 7
      ['b-007', '', '', '', '', '', ''], // 8
      ['b-008', 'Bad year', '', '', '', '', 'MMXX'], // 9
      ['b-009', 'Long param 3', '', 'y'.repeat(300), '', '', ''], // 10
      [], // 11: blank, skipped but counted as Excel counts it
      ['b-010', 'Short row'], // 12
      ['b/011', 'Bad id', '', '', '', '', ''], // 13
      ['b-012', 'Also fine', '', '', '0', '', '1999'], // 14
    ]);
    const run = await importAndWait(app, world.companyAdminA, Buffer.from(file));
    expect(run).toMatchObject({ status: 'succeeded', totalRows: 12, okRows: 2, errorRows: 10 });
    const problems = run.problems.map(({ row, column, code, message, values }) => ({
      row,
      column,
      code,
      message,
      ...(values ? { values } : {}),
    }));
    expect(problems).toEqual([
      { row: 3, column: 'contentCode', code: 406, message: 'validate.required' },
      { row: 4, column: 'param1', code: 752, message: 'api.error.752' },
      { row: 5, column: 'viewOnline', code: 406, message: 'contentAdmin.csv.rule.yesNo' },
      {
        row: 6,
        column: 'contentGroupIds',
        code: ResultCode.CONTENT_GROUP_NOT_FOUND,
        message: 'api.error.710',
      },
      { row: 7, column: 'contentCode', code: 728, message: 'api.error.728' },
      { row: 8, column: 'title', code: 406, message: 'validate.required' },
      { row: 9, column: 'year', code: 406, message: 'validate.integer' },
      { row: 10, column: 'param3', code: 754, message: 'api.error.754' },
      {
        row: 12,
        column: null,
        code: 412,
        message: 'contentAdmin.csv.rule.cellCount',
        values: { count: 2, expected: 7 },
      },
      { row: 13, column: 'contentCode', code: 406, message: 'validate.contentCode' },
    ]);
    expect(await contentByCode('b-001')).toMatchObject({ title: 'Fine', viewOnline: true });
    expect((await contentByCode('b-012'))?.year).toBe(1999);
    for (const code of ['b-003', 'b-004', 'b-005', 'b-007', 'b-008', 'b-009', 'b-010']) {
      expect(await contentByCode(code)).toBeUndefined();
    }
  });

  it('fails the run for an unknown column, and for a file without data rows', async () => {
    const { app, world } = harness;
    const unknown = await importAndWait(
      app,
      world.companyAdminA,
      Buffer.from(
        csvText([
          ['contentCode', 'titel'],
          ['x-1', 'Typo'],
        ]),
      ),
    );
    expect(unknown).toMatchObject({ status: 'failed', okRows: 0 });
    expect(unknown.problems).toEqual([
      { row: 1, column: 'titel', code: 412, message: 'contentAdmin.csv.rule.unknownColumn' },
    ]);
    expect(await contentByCode('x-1')).toBeUndefined();
    const headerOnly = await importAndWait(
      app,
      world.companyAdminA,
      Buffer.concat([BOM, Buffer.from('contentCode,title\r\n')]),
    );
    expect(headerOnly).toMatchObject({ status: 'failed', problems: [{ code: 739 }] });
    expect(csvFiles()).toEqual([]);
  });

  it('names the rule of every refusal: the whole file (no header, a column twice, UTF-16, not text, a broken quote) and a row (too long, out of range)', async () => {
    const { app, world } = harness;
    const failed = async (bytes: Buffer) => {
      const run = await importAndWait(app, world.companyAdminA, bytes);
      expect(run.status).toBe('failed');
      return run.problems.map(({ row, column, code, message, values }) => ({
        row,
        column,
        code,
        message,
        ...(values ? { values } : {}),
      }));
    };
    const rule = (name: string) => `contentAdmin.csv.rule.${name}`;
    const noHeader = csvText([
      ['h-1', 'A title without a header'],
      ['h-2', 'Another'],
    ]);
    expect(await failed(Buffer.from(noHeader))).toEqual([
      { row: 1, column: null, code: 412, message: rule('headerMissing'), values: { first: 'h-1' } },
    ]);
    const twice = csvText([
      ['contentCode', 'title', 'Title'],
      ['t-1', 'One', 'Two'],
    ]);
    expect(await failed(Buffer.from(twice))).toEqual([
      { row: 1, column: 'title', code: 412, message: rule('duplicateColumn') },
    ]);
    expect(await failed(Buffer.from(csvText([['title'], ['No id column']])))).toEqual([
      { row: 1, column: 'contentCode', code: 412, message: rule('missingIdColumn') },
    ]);
    const utf16 = Buffer.concat([
      Buffer.from([0xff, 0xfe]),
      Buffer.from('contentCode,title\r\nu-1,One\r\n', 'utf16le'),
    ]);
    expect(await failed(utf16)).toEqual([{ row: 1, column: null, code: 412, message: rule('utf16') }]);
    const zip = Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x00, 0x00, 0x08, 0x00]);
    expect(await failed(zip)).toEqual([{ row: 1, column: null, code: 412, message: rule('binary') }]);
    expect(await failed(Buffer.from('contentCode,title\r\nq-1,"Never closed\r\n'))).toEqual([
      { row: 2, column: null, code: 412, message: rule('syntax') },
    ]);

    const rows = await importAndWait(
      app,
      world.companyAdminA,
      Buffer.from(
        csvText([
          ['contentCode', 'title', 'print', 'author'],
          ['r-1', 'x'.repeat(256), '0', ''],
          ['r-2', 'Print five', '5', ''],
          ['r-3', 'Fine', '1', 'An author'],
        ]),
      ),
    );
    expect(rows).toMatchObject({ status: 'succeeded', okRows: 1, errorRows: 2 });
    expect(rows.problems).toEqual([
      { row: 2, column: 'title', code: 406, message: 'validate.maxLength', values: { count: 255 } },
      { row: 3, column: 'print', code: 406, message: rule('oneOf'), values: { values: '0, 1, 2' } },
    ]);
  });

  it('stops at the company content limit: the rows past it get 426', async () => {
    const { app, world, database } = harness;
    const [{ total }] = (
      await database.db.execute<{ total: number }>(
        sql`select count(*)::int as total from contents where company_id = ${world.b.company.id}`,
      )
    ).rows as [{ total: number }];
    await database.db
      .update(companies)
      .set({ maxContent: total + 1 })
      .where(eq(companies.id, world.b.company.id));
    const file = csvText([
      ['contentCode', 'title'],
      ['l-1', 'One'],
      ['l-2', 'Two'],
      ['l-3', 'Three'],
    ]);
    const run = await importAndWait(app, world.companyAdminB, Buffer.from(file));
    expect(run).toMatchObject({ status: 'succeeded', okRows: 1, errorRows: 2 });
    expect(run.problems.map((p) => [p.row, p.code])).toEqual([
      [3, ResultCode.CONTENT_MAXIMUM_EXCEEDED],
      [4, ResultCode.CONTENT_MAXIMUM_EXCEEDED],
    ]);
    // Updating an existing content needs no room.
    const again = await importAndWait(
      app,
      world.companyAdminB,
      Buffer.from(
        csvText([
          ['contentCode', 'title'],
          ['l-1', 'One, again'],
        ]),
      ),
    );
    expect(again).toMatchObject({ okRows: 1, errorRows: 0 });
  });

  it("puts a service admin's import into its service, and refuses content ids of another service", async () => {
    const { app, world } = harness;
    const file = csvText([
      ['contentCode', 'title'],
      ['s2-1', 'Second service book'],
      ['u-002', 'Not mine'],
    ]);
    const run = await importAndWait(app, world.serviceAdminA2, Buffer.from(file));
    expect(run).toMatchObject({ status: 'succeeded', okRows: 1, errorRows: 1 });
    expect(run.problems).toEqual([
      { row: 3, column: 'contentCode', code: ResultCode.CONTENT_ID_DUPLICATED, message: 'api.error.728' },
    ]);
    expect((await contentByCode('s2-1'))?.serviceId).toBe(world.a2.service.id);
    expect((await contentByCode('u-002'))?.title).toBe('Quiet hills');
    // A company admin naming the service imports there too.
    const named = await importAndWait(
      app,
      world.companyAdminA,
      Buffer.from(
        csvText([
          ['contentCode', 'title'],
          ['s2-2', 'Named service'],
        ]),
      ),
      { serviceId: world.a2.service.id },
    );
    expect(named.okRows).toBe(1);
    expect((await contentByCode('s2-2'))?.serviceId).toBe(world.a2.service.id);
  });

  it('refuses a file that is not .csv (412, validate.file.notAllowed) and an empty one (739), storing nothing', async () => {
    const { app, world } = harness;
    const text = await importCsv(app, world.companyAdminA, {
      name: 'contents.txt',
      bytes: Buffer.from('contentCode,title\r\nt-1,T\r\n'),
    });
    expect(text.statusCode).toBe(400);
    expect(text.json()).toMatchObject({
      status: ResultCode.INVALID_FILE,
      data: { messageKey: 'validate.file.notAllowed' },
    });
    const empty = await importCsv(app, world.companyAdminA, { name: 'empty.csv', bytes: Buffer.alloc(0) });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ status: ResultCode.IMPORT_FILE_EMPTY });
    expect(csvFiles()).toEqual([]);
    expect(storedFiles(storageRoot).filter((f) => f.endsWith('.partial'))).toEqual([]);
  });

  it('answers 746 while another import of the company runs, and the run left by a dead job no longer blocks', async () => {
    const { app, world, database } = harness;
    const key = `csv-imports/${world.b.company.id}/left-by-a-dead-job.csv`;
    await storage.put(
      key,
      Buffer.from(
        csvText([
          ['contentCode', 'title'],
          ['d-1', 'Dead'],
        ]),
      ),
    );
    const [running] = await database.db
      .insert(csvImportRuns)
      .values({
        companyId: world.b.company.id,
        serviceId: world.b.service.id,
        kind: 'contents',
        fileName: 'slow.csv',
        storageKey: key,
      })
      .returning();
    const file = {
      name: 'second.csv',
      bytes: Buffer.from(
        csvText([
          ['contentCode', 'title'],
          ['r-1', 'R'],
        ]),
      ),
    };
    const refused = await importCsv(app, world.companyAdminB, file);
    expect(refused.json()).toMatchObject({ status: ResultCode.CSV_IMPORT_RUNNING });
    expect(refused.statusCode).toBe(409);
    expect(csvFiles()).toEqual([key]);

    // The job's attempts are spent: onDead marks the run failed and removes its file.
    const handler = importContentCsvHandler({ db: database.db, storage });
    await handler.onDead?.(
      { companyId: world.b.company.id, runId: running?.id ?? 0, serviceOnly: false },
      { jobId: 'dead', attempts: 3, error: 'killed' },
    );
    const [dead] = await database.db
      .select()
      .from(csvImportRuns)
      .where(eq(csvImportRuns.id, running?.id ?? 0));
    expect(dead).toMatchObject({ status: 'failed', storageKey: null });
    expect(csvFiles()).toEqual([]);
    const accepted = await importCsv(app, world.companyAdminB, file);
    expect(accepted.statusCode, accepted.body).toBe(200);
  });

  it('runs again from the first row after a killed attempt without creating anything twice', async () => {
    const { world, database } = harness;
    const file = csvText([
      ['contentCode', 'title'],
      ['k-1', 'Kill one'],
      ['k-2', 'Kill two'],
    ]);
    const key = `csv-imports/${world.a.company.id}/killed.csv`;
    const [run] = await database.db
      .insert(csvImportRuns)
      .values({
        companyId: world.a.company.id,
        serviceId: world.a.service.id,
        kind: 'contents',
        fileName: 'killed.csv',
        storageKey: key,
      })
      .returning();
    const runId = run?.id ?? 0;
    const handler = importContentCsvHandler({ db: database.db, storage });
    const attempt = { jobId: 'j', attempt: 1, lastAttempt: false, signal: new AbortController().signal };
    const payload = { companyId: world.a.company.id, runId, serviceOnly: false };
    await storage.put(key, Buffer.from(file));
    await handler.run(payload, attempt);
    // As if the first attempt had written its rows and died before marking the run finished.
    await database.db
      .update(csvImportRuns)
      .set({ status: 'running', finishedAt: null, storageKey: key })
      .where(eq(csvImportRuns.id, runId));
    await storage.put(key, Buffer.from(file));
    await handler.run(payload, { ...attempt, attempt: 2 });
    const [done] = await database.db.select().from(csvImportRuns).where(eq(csvImportRuns.id, runId));
    expect(done).toMatchObject({ status: 'succeeded', totalRows: 2, okRows: 2, errorRows: 0 });
    const rows = await database.db
      .select({ id: contents.id })
      .from(contents)
      .where(and(eq(contents.companyId, world.a.company.id), sql`${contents.contentCode} in ('k-1', 'k-2')`));
    expect(rows).toHaveLength(2);
    expect(csvFiles()).toEqual([]);
  });
});

describe('GET /import-csv-file/detail/{id}', () => {
  it("answers not found for another company's run", async () => {
    const { app, world } = harness;
    const response = await app.inject({
      method: 'GET',
      url: `/api/v1/import-csv-file/detail/${otherRunId}`,
      headers: { host: 'localhost:3000', 'x-access-token': world.companyAdminA.token },
    });
    expect(response.json()).toMatchObject({ status: ResultCode.NOT_FOUND });
  });

  endpointTests('contentCsvImportDetail', harness.context, {
    happy: (world) => ({
      as: world.companyAdminA,
      params: { id: runIdA },
      check: (data) => expect((data as CsvImportRun).fileName).toBe('a.csv'),
    }),
    badInput: (world) => ({ as: world.companyAdminA, params: { id: 'x' }, code: 400 }),
    otherTenantIds: (world) => ({ as: world.companyAdminA, params: { id: otherRunId }, code: 404 }),
  });
});
