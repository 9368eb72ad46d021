import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { catalogues, flattenCatalogue } from './index.ts';

/**
 * Dates are shown and read only through `dates.ts` (docs/dates.md): this scan fails when code formats
 * a date by itself (locale formatting, a day's fields picked out) or a text names a date pattern.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const scanned = ['apps/web/src', 'apps/server/src', 'packages/contract/src', 'packages/i18n/src'];

/** Places that take a day's fields for something other than showing a date, and why. */
const allowed: Record<string, string> = {
  'packages/i18n/src/dates.ts': 'the one date module',
  'apps/web/src/features/admin/kit/CsvExportButton.tsx': "a file name's date stamp, not a shown date",
  'apps/server/src/modules/users/reader-admin-fields.ts':
    'checks that a time zone name exists, shows no date',
  'apps/server/src/modules/billing/zoned-calendar.ts':
    "reads a time zone's wall-clock fields to count periods, shows no date",
};

const DATE_FORMATTING =
  /toLocale(Date|Time)String|toLocaleString\((?!'en-US'\))|Intl\.DateTimeFormat|\.get(FullYear|Month|Date|Hours|Minutes|Seconds)\(\)|\bdayjs\b|date-fns|valueFormat=/;
const DATE_PATTERN = /\b(YYYY|yyyy|MM|DD|dd)[/.-](MM|DD|dd|YYYY|yyyy)\b/;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.includes('.test.') ? [full] : [];
  });
}

const withoutComments = (code: string) => code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/.*$/gm, '');

export function dateFormattingIn(code: string): string[] {
  return withoutComments(code)
    .split('\n')
    .filter((line) => DATE_FORMATTING.test(line))
    .map((line) => line.trim());
}

describe('one date format', () => {
  it('detects what it is meant to detect', () => {
    expect(dateFormattingIn('const s = d.toLocaleDateString("ja");')).toHaveLength(1);
    expect(dateFormattingIn('const day = pad(d.getDate()) + pad(d.getMonth() + 1);')).toHaveLength(1);
    expect(dateFormattingIn('<DateInput valueFormat="DD/MM/YYYY" />')).toHaveLength(1);
    expect(dateFormattingIn("amount.toLocaleString('en-US')")).toEqual([]);
    expect(dateFormattingIn('new Date(Date.UTC(y, m, 0)).getUTCDate(); // d.getDate()')).toEqual([]);
  });

  it('no code but the date module formats a date', () => {
    const offenders = scanned
      .flatMap((dir) => sourceFiles(path.join(root, dir)))
      .map((file) => path.relative(root, file).split(path.sep).join('/'))
      .filter((file) => !(file in allowed))
      .flatMap((file) =>
        dateFormattingIn(fs.readFileSync(path.join(root, file), 'utf8')).map((l) => `${file}: ${l}`),
      );
    expect(offenders).toEqual([]);
  });

  it('no text names a date pattern of its own: texts take the format from the date module', () => {
    for (const language of ['en', 'ja', 'vn'] as const) {
      const texts = Object.entries(flattenCatalogue(catalogues[language]));
      expect(
        texts.filter(([, text]) => DATE_PATTERN.test(text)).map(([key]) => `${language} ${key}`),
      ).toEqual([]);
    }
  });
});
