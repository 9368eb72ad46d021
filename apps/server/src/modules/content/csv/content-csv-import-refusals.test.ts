import { ResultCode } from '@hondana/contract';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { storedFiles } from '../../../../test/content-kit.ts';
import { companies } from '../../../db/schema/index.ts';
import { useContentCsvWorld } from './content-csv-import-test-support.ts';
import { csvText, importAndWait, importCsv } from './csv-calls.test-kit.ts';

const { storageRoot, harness, csvFiles } = useContentCsvWorld();

describe('POST /import-csv-file/upload-csv', () => {
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
});
