import {
  AccountType,
  languages,
  type ReaderCsvColumn,
  ResultCode,
  readerCsvNo,
  readerCsvStatusWords,
  readerCsvSubscriptionWords,
  readerCsvYes,
  readerFieldsSchema,
} from '@hondana/contract';
import type { z } from 'zod';
import type { CsvImportError } from '../../db/schema/index.ts';
import { unguardFormula } from '../../platform/csv/formula-guard.ts';
import type { CompanyRow } from '../../platform/tenancy/tenant-repository.ts';
import { type ReaderFields, readerFieldProblems } from '../users/reader-admin-fields.ts';
import { presentReader } from '../users/reader-admin-present.ts';
import type { ImportedUserRow } from './reader-import-user-repository.ts';

/** Where the catalogue keeps the texts of the import's own rules. */
export const RULE = 'readerImport.rule';

/**
 * The column readers are matched by: the username where the company signs in by it, the single sign-on
 * id where readers sign in that way, else the e-mail address.
 */
export type ReaderKey = 'username' | 'email' | 'externalId';

export const readerKeyOf = (accountType: string): ReaderKey =>
  accountType === AccountType.USERNAME || accountType === AccountType.ALL
    ? 'username'
    : accountType === AccountType.EXTERNAL_ID
      ? 'externalId'
      : 'email';

export type RowProblem = Omit<CsvImportError, 'row'>;

const problem = (
  column: string,
  code: number,
  message: string,
  values?: Record<string, string | number>,
): RowProblem => ({ column, code, message, ...(values ? { values } : {}) });

/**
 * The form's input a reader stands at now (as the readers screen shows it): an update starts from it, so
 * a column the file leaves out keeps its value.
 */
export function fieldsOfReader(row: ImportedUserRow): Record<string, unknown> {
  const {
    companyId: _company,
    serviceId: _service,
    ...shown
  } = presentReader({
    ...row,
    userGroupName: null,
    locked: false,
  });
  return { ...shown, fullName: shown.fullName ?? '' };
}

const textColumns = [
  'username',
  'email',
  'fullName',
  'firstName',
  'lastName',
  'timezone',
  'externalId',
  'staffId',
  'param1',
  'param2',
  'param3',
  'param4',
  'param5',
  'subscriptionStart',
  'subscriptionEnd',
] as const satisfies readonly ReaderCsvColumn[];

const wordsOf = (choices: Record<string, number>) => Object.keys(choices).join(', ');

function choiceOf(
  column: ReaderCsvColumn,
  text: string,
  choices: Record<string, number>,
  problems: RowProblem[],
): number | undefined {
  const value = choices[text.toLowerCase()];
  if (value === undefined)
    problems.push(problem(column, ResultCode.BAD_REQUEST, `${RULE}.oneOf`, { values: wordsOf(choices) }));
  return value;
}

/**
 * The form's input of a row: the cells of the columns the file has over `base` (the reader as it stands,
 * or nothing for a new one). An empty text cell clears the value; an empty yes/no or choice cell keeps
 * it. Cells that are not a value of their field at all are problems here; the rest is the form's job.
 */
export function inputOfCells(
  cells: Map<ReaderCsvColumn, string>,
  base: Record<string, unknown>,
): { input: Record<string, unknown>; problems: RowProblem[] } {
  const input: Record<string, unknown> = { ...base };
  const problems: RowProblem[] = [];
  const cell = (column: ReaderCsvColumn) => {
    const raw = cells.get(column);
    return raw === undefined ? undefined : unguardFormula(raw).trim();
  };
  for (const column of textColumns) {
    const text = cell(column);
    if (text !== undefined) input[column] = text === '' ? null : text;
  }
  if (input.fullName === null) input.fullName = '';
  const status = cell('status');
  if (status) input.status = choiceOf('status', status, readerCsvStatusWords, problems);
  const subscription = cell('subscriptionType');
  if (subscription)
    input.subscriptionType = choiceOf('subscriptionType', subscription, readerCsvSubscriptionWords, problems);
  const group = cell('userGroupId');
  if (group !== undefined) {
    if (group === '') input.userGroupId = null;
    else if (/^\d{1,15}$/.test(group) && Number(group) > 0) input.userGroupId = Number(group);
    else problems.push(problem('userGroupId', ResultCode.BAD_REQUEST, 'validate.integer'));
  }
  const lang = cell('lang');
  if (lang !== undefined) {
    const value = lang.toLowerCase();
    if (lang === '') input.lang = null;
    else if ((languages as readonly string[]).includes(value)) input.lang = value;
    else
      problems.push(
        problem('lang', ResultCode.BAD_REQUEST, `${RULE}.oneOf`, { values: languages.join(', ') }),
      );
  }
  for (const column of ['isSubscribeMail', 'isReceiveNotify'] as const) {
    const text = cell(column)?.toLowerCase();
    if (!text) continue;
    if ((readerCsvYes as readonly string[]).includes(text)) input[column] = true;
    else if ((readerCsvNo as readonly string[]).includes(text)) input[column] = false;
    else problems.push(problem(column, ResultCode.BAD_REQUEST, `${RULE}.yesNo`));
  }
  return { input, problems };
}

/** The rule a schema issue names, as a catalogue key and the values its text needs. */
function problemOfIssue(issue: z.core.$ZodIssue): RowProblem {
  const column = String(issue.path[0] ?? '');
  if (issue.code === 'too_big' && issue.origin === 'string')
    return problem(column, ResultCode.BAD_REQUEST, 'validate.maxLength', { count: Number(issue.maximum) });
  if (issue.code === 'too_small' && issue.origin === 'string')
    return problem(column, ResultCode.BAD_REQUEST, 'validate.required');
  if (issue.code === 'invalid_format')
    return problem(column, ResultCode.DATE_FORMAT_INVALID, 'validate.date', { format: 'YYYY-MM-DD' });
  return problem(column, ResultCode.BAD_REQUEST, `${RULE}.invalid`);
}

/**
 * Every rule a row breaks, with the readers form's own schema and rules (the registration's codes
 * 784-794 for the username and the address, the login period's, the time zone's), and the fields it
 * would write. The database rules (duplicates, the limits, the group) come after, for the whole file.
 */
export function checkReaderRow(
  company: CompanyRow,
  cells: Map<ReaderCsvColumn, string>,
  base: Record<string, unknown>,
): { fields: ReaderFields | null; problems: RowProblem[] } {
  const { input, problems } = inputOfCells(cells, base);
  const parsed = readerFieldsSchema.safeParse(input);
  if (!parsed.success) {
    const fromSchema = parsed.error.issues.map(problemOfIssue);
    const shown = new Set(problems.map((found) => found.column));
    return { fields: null, problems: [...problems, ...fromSchema.filter((p) => !shown.has(p.column))] };
  }
  const fromRules = readerFieldProblems(company, parsed.data).map((found) =>
    problem(found.field, found.code, found.message),
  );
  const all = [...problems, ...fromRules];
  return { fields: all.length === 0 ? parsed.data : null, problems: all };
}
