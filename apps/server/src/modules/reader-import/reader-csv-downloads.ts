import {
  type Language,
  ReaderImportOutcome,
  readerCsvColumns,
  readerCsvRefusedColumns,
} from '@hondana/contract';
import { translate } from '@hondana/i18n';
import type { FastifyReply } from 'fastify';
import type { CsvImportError } from '../../db/schema/index.ts';
import { guardFormula, unguardFormula } from '../../platform/csv/formula-guard.ts';
import { sendCsv } from '../../platform/csv/send-csv.ts';
import type { Database } from '../../platform/database/connection.ts';
import type { Actor } from '../../platform/policy/policy.ts';
import { findCompanyById } from '../../platform/tenancy/tenant-repository.ts';
import { companyScope, type TenantScope } from '../../platform/tenancy/tenant-scope.ts';
import { type Authorize, reachableRun } from './reader-import-reads.ts';
import { type ReaderImportRowRow, rowsAfter } from './reader-import-run-repository.ts';

/** Rows read per query while the download streams. */
const PAGE_ROWS = 1000;

/** Every problem of a row in one cell: `column: text` each, in the download's language. */
export function reasonOf(problems: CsvImportError[], lang: Language): string {
  return problems
    .map((problem) => {
      const text = translate(lang, problem.message, problem.values);
      return problem.column ? `${problem.column}: ${text}` : text;
    })
    .join(' / ');
}

/** A cell as written again: the value the import read from it, guarded against formulas. */
const cellAgain = (raw: string | undefined) => guardFormula(unguardFormula(raw ?? ''));

async function* refusedRecords(db: Database, scope: TenantScope, runId: number, lang: Language) {
  let page: ReaderImportRowRow[] = await rowsAfter(
    db,
    scope,
    runId,
    [ReaderImportOutcome.REFUSED],
    0,
    PAGE_ROWS,
  );
  const present = new Set(page.flatMap((row) => Object.keys(row.cells)));
  const columns = readerCsvColumns.filter((column) => present.has(column));
  yield [...columns, ...readerCsvRefusedColumns];
  while (page.length > 0) {
    for (const row of page)
      yield [
        ...columns.map((column) => cellAgain(row.cells[column])),
        String(row.row),
        guardFormula(reasonOf(row.problems, lang)),
      ];
    const last = page[page.length - 1];
    if (!last || page.length < PAGE_ROWS) return;
    page = await rowsAfter(db, scope, runId, [ReaderImportOutcome.REFUSED], last.row, PAGE_ROWS);
  }
}

/**
 * `GET /reader-import/{id}/refused-csv`: the refused rows with the file's columns (the values the
 * import read, guarded against formulas), then the row number and the reason. Corrected, the file
 * imports again as it is: the import ignores `row` and `reason`.
 */
export async function sendRefusedCsv(
  db: Database,
  actor: Actor,
  authorize: Authorize,
  id: number,
  lang: Language | undefined,
  reply: FastifyReply,
) {
  const run = await reachableRun(db, actor, authorize, id);
  const company = await findCompanyById(db, run.companyId);
  const language = lang ?? company?.defaultLanguage ?? 'en';
  return sendCsv(
    reply,
    `readers-refused-${run.id}.csv`,
    refusedRecords(db, companyScope(run.companyId), run.id, language),
  );
}

/** An example reader of the template: every column filled as the import reads it. */
const example: Record<(typeof readerCsvColumns)[number], string> = {
  username: 'reader001',
  email: 'reader001@example.com',
  fullName: 'Hanako Yamada',
  firstName: 'Hanako',
  lastName: 'Yamada',
  status: 'allow',
  userGroupId: '',
  subscriptionType: 'login',
  subscriptionStart: '2027-04-01',
  subscriptionEnd: '2028-03-31',
  lang: 'ja',
  timezone: 'Asia/Tokyo',
  isSubscribeMail: '0',
  isReceiveNotify: '1',
  externalId: '',
  staffId: '',
  param1: '',
  param2: '',
  param3: '',
  param4: '',
  param5: '',
};

/** `GET /reader-import/template`: the header row of the import's columns and one example reader. */
export function sendReaderTemplate(reply: FastifyReply) {
  return sendCsv(reply, 'readers-template.csv', [
    [...readerCsvColumns],
    readerCsvColumns.map((column) => example[column]),
  ]);
}
