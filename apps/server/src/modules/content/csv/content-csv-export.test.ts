import { ResultCode } from '@hondana/contract';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { useTenantWorld } from '../../../../test/tenant-world.ts';
import { contentGroups } from '../../../db/schema/index.ts';
import { exportColumns, guardFormula, unguardFormula } from './content-csv-columns.ts';
import { BOM, csvText, exportCsv, importAndWait } from './csv-calls.test-kit.ts';

let groupId = 0;
const harness = useTenantWorld({}, async ({ app, database, world }) => {
  const [group] = await database.db
    .insert(contentGroups)
    .values({ companyId: world.a.company.id, serviceId: world.a.service.id, name: '地図 Maps' })
    .returning();
  groupId = group?.id ?? 0;
  const header = [
    'contentCode',
    'title',
    'author',
    'description',
    'year',
    'print',
    'contentGroupIds',
    'hashtags',
    'published',
  ];
  const setup = await importAndWait(
    app,
    world.companyAdminA,
    Buffer.from(
      csvText([
        header,
        [
          'e-1',
          '吾輩は猫である',
          '夏目漱石',
          'Line one\nline "two", with comma',
          1905,
          1,
          String(groupId),
          '猫|classic',
          '1',
        ],
        ['e-2', '=SUM(A1:A2)', '+81 3 1234', "''=kept apostrophe", '', 0, '', '', '0'],
        ['e-3', '@mention and -minus', '', '', '', 2, '', '', '1'],
        [],
        ["'-e-4", 'Content id with a leading minus', '', '', '', 0, '', '', '1'],
      ]),
    ),
  );
  expect(setup).toMatchObject({ status: 'succeeded', okRows: 4, errorRows: 0 });
  await importAndWait(
    app,
    world.serviceAdminA2,
    Buffer.from(
      csvText([
        ['contentCode', 'title'],
        ['e-a2', 'Second service'],
      ]),
    ),
  );
  await importAndWait(
    app,
    world.companyAdminB,
    Buffer.from(
      csvText([
        ['contentCode', 'title'],
        ['e-b', 'Other company'],
      ]),
    ),
  );
});

const records = (body: Buffer) => parse(body, { bom: true }) as string[][];

describe('GET /content/export-csv', () => {
  it('streams UTF-8 with a byte-order mark, the header and every content of the company, Japanese intact', async () => {
    const { app, world } = harness;
    const response = await exportCsv(app, world.companyAdminA);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="contents-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.rawPayload;
    expect(body.subarray(0, 3).equals(BOM)).toBe(true);
    const [header, ...rows] = records(body);
    expect(header).toEqual([...exportColumns]);
    const byCode = new Map(
      rows.map((row) => [row[0], Object.fromEntries(header?.map((c, i) => [c, row[i]]) ?? [])]),
    );
    expect([...byCode.keys()].sort()).toEqual(["'-e-4", 'e-1', 'e-2', 'e-3', 'e-a2']);
    expect(byCode.get('e-1')).toMatchObject({
      title: '吾輩は猫である',
      author: '夏目漱石',
      description: 'Line one\nline "two", with comma',
      year: '1905',
      print: '1',
      contentGroupIds: String(groupId),
      contentGroupNames: '地図 Maps',
      hashtags: 'classic|猫',
      published: '1',
      state: 'unpublished',
      fileKind: '',
    });
    // Formula guard: a cell Excel would run starts with an apostrophe.
    expect(byCode.get('e-2')).toMatchObject({
      title: "'=SUM(A1:A2)",
      author: "'+81 3 1234",
      description: "''=kept apostrophe",
      published: '0',
    });
    expect(byCode.get('e-3')?.title).toBe("'@mention and -minus");
  });

  it("gives a service admin its service's contents only", async () => {
    const { app, world } = harness;
    const response = await exportCsv(app, world.serviceAdminA2);
    expect(response.statusCode).toBe(200);
    expect(
      records(response.rawPayload)
        .slice(1)
        .map((row) => row[0]),
    ).toEqual(['e-a2']);
  });

  it('re-imports its own export without changing anything', async () => {
    const { app, world } = harness;
    const before = (await exportCsv(app, world.companyAdminA)).rawPayload;
    const run = await importAndWait(app, world.companyAdminA, before);
    expect(run).toMatchObject({ status: 'succeeded', totalRows: 5, okRows: 5, errorRows: 0 });
    const after = (await exportCsv(app, world.companyAdminA)).rawPayload;
    expect(after.toString('utf8')).toBe(before.toString('utf8'));
  });

  it('refuses without a token, a reader, and another company or service', async () => {
    const { app, world } = harness;
    expect((await exportCsv(app, null)).json()).toMatchObject({ status: ResultCode.ACCESS_TOKEN_NOT_FOUND });
    expect((await exportCsv(app, world.readerA)).json()).toMatchObject({
      status: ResultCode.INVALID_ROLE_ACCESS,
    });
    expect(
      (await exportCsv(app, world.companyAdminA, { companyId: world.b.company.id })).json(),
    ).toMatchObject({
      status: ResultCode.NO_PERMISSION,
    });
    expect(
      (await exportCsv(app, world.serviceAdminA2, { serviceId: world.a.service.id })).json(),
    ).toMatchObject({
      status: ResultCode.NO_PERMISSION,
    });
  });
});

describe('formula guard', () => {
  it('is undone exactly by the import', () => {
    for (const text of ['=1+1', '+1', '-1', '@a', '\tx', "'=x", "''+x", "'plain", 'plain', "'", '']) {
      expect(unguardFormula(guardFormula(text))).toBe(text);
      expect(guardFormula(text)).not.toMatch(/^[=+\-@\t\r]/);
    }
  });
});
