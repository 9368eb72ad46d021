import {
  type ReaderCsvColumn,
  ReaderImportOutcome,
  ResultCode,
  RoleLevel,
  UserGroupAuthMethod,
} from '@hondana/contract';
import { unguardFormula } from '../../platform/csv/formula-guard.ts';
import type { Executor } from '../../platform/database/connection.ts';
import type { CompanyRow } from '../../platform/tenancy/tenant-repository.ts';
import { companyScope } from '../../platform/tenancy/tenant-scope.ts';
import type { ReaderFields } from '../users/reader-admin-fields.ts';
import {
  accountsOfFile,
  countPlacedReaders,
  type ImportedUserRow,
  userGroupsWithCounts,
} from './reader-import-user-repository.ts';
import {
  checkReaderRow,
  fieldsOfReader,
  type ReaderKey,
  type RowProblem,
  RULE,
  readerKeyOf,
} from './reader-row-rules.ts';

/** A row to decide: its number and its cells by column as written in the file. */
export interface RowToDecide {
  row: number;
  cells: Map<ReaderCsvColumn, string>;
  cellCount?: { count: number; expected: number } | undefined;
}

export interface RowDecision {
  row: number;
  outcome:
    | typeof ReaderImportOutcome.CREATE
    | typeof ReaderImportOutcome.UPDATE
    | typeof ReaderImportOutcome.REFUSED;
  /** What the reader would be written with (not for a refused row). */
  fields: ReaderFields | null;
  /** The reader an update changes. */
  existing: ImportedUserRow | undefined;
  problems: RowProblem[];
}

const lower = (text: string | null | undefined) => (text ? text.toLowerCase() : '');

const cellOf = (cells: Map<ReaderCsvColumn, string>, column: ReaderCsvColumn) =>
  unguardFormula(cells.get(column) ?? '').trim();

/** The three identifiers unique in a company, with the code a collision answers. */
const identifiers = [
  { column: 'username', code: ResultCode.USERNAME_DUPLICATED },
  { column: 'email', code: ResultCode.USER_EMAIL_DUPLICATED },
  { column: 'externalId', code: ResultCode.SSO_ID_EXISTS },
] as const;

const identifierOf = (fields: Pick<ReaderFields, 'username' | 'email' | 'externalId'>, column: string) =>
  column === 'externalId' ? (fields.externalId ?? '') : lower(fields[column as 'username' | 'email']);

/**
 * Decides each row against the company's readers as they are now, in file order: an update of the
 * reader its key names, a new reader, or refused with every problem found. The rules: the readers form's
 * (checkReaderRow), an account of another role is never touched, the username, e-mail and single
 * sign-on id are unique in the company and in the file (the first row keeps it), a group must be an ID
 * and password group of the company with room, and new readers fit under the company's limit.
 */
export async function decideReaderRows(
  db: Executor,
  company: CompanyRow,
  rows: RowToDecide[],
  options: { lockGroups?: boolean } = {},
): Promise<RowDecision[]> {
  const scope = companyScope(company.id);
  const key: ReaderKey = readerKeyOf(company.accountType);
  const named = { username: new Set<string>(), email: new Set<string>(), externalId: new Set<string>() };
  const groupIds = new Set<number>();
  for (const { cells } of rows) {
    for (const { column } of identifiers) {
      const value = cellOf(cells, column);
      if (value) named[column].add(column === 'externalId' ? value : value.toLowerCase());
    }
    const group = Number(cellOf(cells, 'userGroupId'));
    if (Number.isSafeInteger(group) && group > 0) groupIds.add(group);
  }
  const accounts = await accountsOfFile(db, scope, {
    usernames: [...named.username],
    emails: [...named.email],
    externalIds: [...named.externalId],
  });
  const owners = {
    username: new Map(accounts.filter((a) => a.username).map((a) => [lower(a.username), a])),
    email: new Map(accounts.filter((a) => a.email).map((a) => [lower(a.email), a])),
    externalId: new Map(accounts.filter((a) => a.externalId).map((a) => [a.externalId ?? '', a])),
  };
  for (const account of accounts) if (account.userGroupId) groupIds.add(account.userGroupId);
  const groups = await userGroupsWithCounts(db, scope, [...groupIds], options.lockGroups);
  let places =
    company.maxUser === null
      ? Number.POSITIVE_INFINITY
      : company.maxUser - (await countPlacedReaders(db, scope));
  const firstRow = {
    username: new Map<string, number>(),
    email: new Map<string, number>(),
    externalId: new Map<string, number>(),
  };

  return rows.map(({ row, cells, cellCount }): RowDecision => {
    const keyValue = cellOf(cells, key);
    const existing = keyValue
      ? owners[key].get(key === 'externalId' ? keyValue : keyValue.toLowerCase())
      : undefined;
    const problems: RowProblem[] = [];
    if (cellCount)
      problems.push({ code: ResultCode.INVALID_FILE, message: `${RULE}.cellCount`, values: cellCount });
    if (existing && existing.roleLevel !== RoleLevel.USER)
      problems.push({ column: key, code: ResultCode.FORBIDDEN, message: `${RULE}.notReader` });
    const checked = checkReaderRow(company, cells, existing ? fieldsOfReader(existing) : {});
    problems.push(...checked.problems);
    const fields = checked.fields;
    if (fields) {
      for (const { column, code } of identifiers) {
        const value = identifierOf(fields, column);
        if (!value) continue;
        const owner = owners[column].get(value);
        const earlier = firstRow[column].get(value);
        if (owner && owner.id !== existing?.id) problems.push({ column, code, message: `api.error.${code}` });
        else if (earlier !== undefined)
          problems.push({ column, code, message: `${RULE}.duplicateInFile`, values: { row: earlier } });
        else firstRow[column].set(value, row);
      }
      problems.push(...groupProblems(fields, existing, groups));
    }
    if (problems.length === 0 && !existing) {
      if (places <= 0)
        problems.push({ code: ResultCode.COMPANY_USER_LIMIT_REACHED, message: 'api.error.417' });
      else places -= 1;
    }
    if (problems.length > 0 || !fields)
      return { row, outcome: ReaderImportOutcome.REFUSED, fields: null, existing, problems };
    if (fields.userGroupId !== null && fields.userGroupId !== existing?.userGroupId) {
      const group = groups.get(fields.userGroupId);
      if (group) group.members += 1;
    }
    return {
      row,
      outcome: existing ? ReaderImportOutcome.UPDATE : ReaderImportOutcome.CREATE,
      fields,
      existing,
      problems,
    };
  });
}

/** The group a row names: an ID and password group of the company (705, 423) with room left (427). */
function groupProblems(
  fields: ReaderFields,
  existing: ImportedUserRow | undefined,
  groups: Map<number, { authMethod: number; maxUsers: number; members: number }>,
): RowProblem[] {
  const id = fields.userGroupId;
  if (id === null || id === existing?.userGroupId) return [];
  const group = groups.get(id);
  const column = 'userGroupId';
  if (!group) return [{ column, code: ResultCode.USER_GROUP_NOT_FOUND, message: 'api.error.705' }];
  if (group.authMethod !== UserGroupAuthMethod.PASSWORD)
    return [
      {
        column,
        code: ResultCode.USER_GROUP_LOGIN_METHOD_MISMATCH,
        message: `api.error.${ResultCode.USER_GROUP_LOGIN_METHOD_MISMATCH}`,
      },
    ];
  if (group.members + 1 > group.maxUsers)
    return [
      {
        column,
        code: ResultCode.USER_GROUP_USER_LIMIT_REACHED,
        message: `api.error.${ResultCode.USER_GROUP_USER_LIMIT_REACHED}`,
        values: { maxUsers: group.maxUsers },
      },
    ];
  return [];
}
