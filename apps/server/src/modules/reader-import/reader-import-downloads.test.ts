import { ResultCode, readerCsvColumns } from '@hondana/contract';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { endpointTests } from '../../../test/endpoint-kit.ts';
import { useTenantWorld } from '../../../test/tenant-world.ts';
import { csvText, previewOf } from './reader-import.test-kit.ts';

let refusedRun = 0;
const harness = useTenantWorld({}, async ({ app, world }) => {
  const file = csvText([
    ['email', 'fullName', 'param1', 'lang'],
    ['kept@example.com', 'Kept', '', 'en'],
    ['=HYPERLINK("http://evil.test")', '@SUM(1+1)', "'=already guarded", 'en'],
    ['second-bad@example.com', '', '-2+3', 'xx'],
  ]);
  refusedRun = (await previewOf(app, world.companyAdminA, Buffer.from(file))).run.id;
});

const download = (url: string, token: string | null, headers: Record<string, string> = {}) =>
  harness.app.inject({
    method: 'GET',
    url,
    headers: { host: 'localhost:3000', ...(token ? { 'x-access-token': token } : {}), ...headers },
  });

const rowsOf = (body: string) => parse(body.replace(/^\uFEFF/, '')) as string[][];

describe('GET /reader-import/{id}/refused-csv', () => {
  it('lists the refused rows with the values read, guarded against formulas, and the reason in the language asked', async () => {
    const { world } = harness;
    const response = await download(
      `/api/v1/reader-import/${refusedRun}/refused-csv?lang=ja`,
      world.companyAdminA.token,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="readers-refused-${refusedRun}.csv"`,
    );
    expect(response.body.startsWith('\uFEFF')).toBe(true);
    const [head, ...rows] = rowsOf(response.body);
    expect(head).toEqual(['email', 'fullName', 'lang', 'param1', 'row', 'reason']);
    expect(rows.map((row) => row.slice(0, 5))).toEqual([
      ['\'=HYPERLINK("http://evil.test")', "'@SUM(1+1)", 'en', "'=already guarded", '3'],
      ['second-bad@example.com', '', 'xx', "'-2+3", '4'],
    ]);
    expect(rows[0]?.[5]).toBe('email: メールアドレスの形式が正しくありません。');
    expect(rows[1]?.[5]).toContain('lang: 次のいずれかを書いてください：en, ja, vn。');
    expect(rows[1]?.[5]).toContain('fullName: ');
  });

  it("takes the browser's language when none is asked, and the refused file imports again as it is", async () => {
    const { app, world } = harness;
    const response = await download(
      `/api/v1/reader-import/${refusedRun}/refused-csv`,
      world.companyAdminA.token,
      {
        'accept-language': 'vi-VN,vi;q=0.9',
      },
    );
    expect(rowsOf(response.body)[1]?.[5]).toMatch(/^email: Định dạng địa chỉ email không/);
    const again = await previewOf(app, world.companyAdminA, Buffer.from(response.body));
    expect(again.run.totalRows).toBe(2);
    expect(again.rows.content[0]?.cells.email).toBe('\'=HYPERLINK("http://evil.test")');
    expect(again.rows.content[0]?.problems[0]).toMatchObject({
      column: 'email',
      code: ResultCode.EMAIL_FORMAT_INVALID,
    });
  });

  endpointTests('readerImportRefusedCsv', harness.context, {
    happy: (world) => ({
      as: world.companyAdminA,
      params: { id: refusedRun },
      query: { lang: 'en' as const },
    }),
    badInput: (world) => ({
      as: world.companyAdminA,
      params: { id: refusedRun },
      query: { lang: 'fr' } as Record<string, unknown>,
      code: ResultCode.BAD_REQUEST,
    }),
    otherTenantIds: (world) => ({
      as: world.companyAdminB,
      at: world.b,
      params: { id: refusedRun },
      code: ResultCode.NOT_FOUND,
    }),
  });
});

describe('GET /reader-import/template', () => {
  it('answers the columns of the import and one example reader that previews as a new reader', async () => {
    const { app, world } = harness;
    const response = await download('/api/v1/reader-import/template', world.companyAdminA.token);
    const [head, example] = rowsOf(response.body);
    expect(head).toEqual([...readerCsvColumns]);
    expect(example).toHaveLength(readerCsvColumns.length);
    const preview = await previewOf(app, world.companyAdminA, Buffer.from(response.body));
    expect(preview.rows.content[0]).toMatchObject({ outcome: 'create', problems: [] });
  });

  endpointTests('readerImportTemplate', harness.context, {
    happy: (world) => ({
      as: world.companyAdminA,
      check: (body) => expect(rowsOf(body as string)[0]).toEqual([...readerCsvColumns]),
    }),
  });
});
