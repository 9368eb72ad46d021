import { ResultCode } from '@hondana/contract';
import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { contentGroups } from '../../../db/schema/index.ts';
import { header, useContentCsvWorld } from './content-csv-import-test-support.ts';
import { BOM, csvText, importAndWait } from './csv-calls.test-kit.ts';

const { harness, csvFiles, contentByCode } = useContentCsvWorld();

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
});
