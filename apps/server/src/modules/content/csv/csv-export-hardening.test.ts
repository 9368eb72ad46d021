import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { useTenantWorld } from '../../../../test/tenant-world.ts';
import { contents } from '../../../db/schema/index.ts';
import { newElementId } from '../content-service.ts';
import { exportColumns, guardFormula, unguardFormula } from './content-csv-columns.ts';
import { exportCsv } from './csv-calls.test-kit.ts';

/** Texts an administrator (or an import) could store, each a formula once split at its line breaks. */
const hostile = {
  'lf-1': { title: 'a\n+cmd|/C calc!A0', description: 'first\n=HYPERLINK("http://evil.test")' },
  'cr-1': { title: 'b\r-2+3', description: 'line\r@SUM(1)' },
  'crlf-1': { title: 'c\r\n=1+1', description: 'x\r\n\tindented\r\n' },
  'quote-1': { title: "d\n'=kept", description: '=top\n+next\n-last' },
};

const harness = useTenantWorld({}, async ({ database, world }) => {
  await database.db.insert(contents).values(
    Object.entries(hostile).map(([contentCode, text]) => ({
      companyId: world.a.company.id,
      serviceId: world.a.service.id,
      elementId: newElementId(),
      contentCode,
      ...text,
    })),
  );
});

/** Row breaks as a spreadsheet sees them: any of CRLF, LF or CR outside quotes ends a row. */
const spreadsheetRows = (body: Buffer) =>
  parse(body, { bom: true, record_delimiter: ['\r\n', '\n', '\r'], relax_column_count: true }) as string[][];

describe('CSV export against formula injection', () => {
  it('quotes every cell holding a line break, so a spreadsheet reads one row per content', async () => {
    const response = await exportCsv(harness.app, harness.world.companyAdminA);
    expect(response.statusCode, response.body).toBe(200);
    const [header, ...rows] = spreadsheetRows(response.rawPayload);
    expect(header).toEqual([...exportColumns]);
    expect(rows).toHaveLength(Object.keys(hostile).length);
    const column = (name: string) => exportColumns.indexOf(name as (typeof exportColumns)[number]);
    for (const row of rows) {
      expect(row).toHaveLength(exportColumns.length);
      const code = row[column('contentCode')] as keyof typeof hostile;
      expect(Object.keys(hostile)).toContain(code);
      expect(row[column('title')]).toBe(guardFormula(hostile[code].title));
      expect(row[column('description')]).toBe(guardFormula(hostile[code].description));
    }
  });

  it('puts an apostrophe before a formula character at the start of every line of a cell', async () => {
    const response = await exportCsv(harness.app, harness.world.companyAdminA);
    const cells = spreadsheetRows(response.rawPayload).slice(1).flat();
    for (const cell of cells) {
      for (const line of cell.split(/\r\n|\r|\n/)) expect(line).not.toMatch(/^[=+\-@\t]/);
    }
    const byCode = new Map(spreadsheetRows(response.rawPayload).map((row) => [row[0], row]));
    expect(byCode.get('lf-1')?.[1]).toBe("a\n'+cmd|/C calc!A0");
    expect(byCode.get('cr-1')?.[1]).toBe("b\r'-2+3");
    expect(byCode.get('crlf-1')?.[1]).toBe("c\r\n'=1+1");
    expect(byCode.get('quote-1')?.[5]).toBe("'=top\n'+next\n'-last");
  });

  it('has a guard the import undoes exactly, line by line', () => {
    const texts = [
      ...Object.values(hostile).flatMap((text) => [text.title, text.description]),
      "d\n''=two apostrophes",
      "e\n'plain apostrophe",
      '\r=x',
      '\n\n=x',
    ];
    for (const text of texts) expect(unguardFormula(guardFormula(text))).toBe(text);
  });
});
