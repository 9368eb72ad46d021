import { AccountStatus, AccountType, ReaderImportOutcome, ResultCode, RoleLevel } from '@hondana/contract';
import type { CsvImportError } from '../../db/schema/index.ts';
import type { AuditChange } from '../../platform/audit/audited-write.ts';
import type { Executor } from '../../platform/database/connection.ts';
import type { CompanyRow } from '../../platform/tenancy/tenant-repository.ts';
import { companyScope } from '../../platform/tenancy/tenant-scope.ts';
import { joinPrimaryGroup } from '../user-groups/primary-group.ts';
import { readerColumns } from '../users/reader-admin-fields.ts';
import { readerSnapshot } from '../users/reader-audit.ts';
import { type InvitationDeps, queueSetPasswordInvitations } from '../users/set-password-invitation.ts';
import { decideReaderRows, type RowDecision, type RowToDecide } from './decide-reader-rows.ts';
import { type ImportedUserRow, insertReaders } from './reader-import-user-repository.ts';
import { RULE } from './reader-row-rules.ts';

/** What the import did with one row of the file. */
export type RowDone = { row: number; outcome: ReaderImportOutcome; problems: CsvImportError[] };

export const refusedRow = (row: number, problems: Omit<CsvImportError, 'row'>[]): RowDone => ({
  row,
  outcome: ReaderImportOutcome.REFUSED,
  problems: problems.map((problem) => ({ row, ...problem })),
});

/** Readers of a company with passwords get the set-password mail; single sign-on and open ones have none. */
const invites = (company: CompanyRow) =>
  company.accountType !== AccountType.EXTERNAL_ID && company.accountType !== AccountType.OPEN;

/** The identifiers unique in a company, as one key: how an inserted row is found among those sent. */
const identityOf = (row: { username?: string | null; email?: string | null; externalId?: string | null }) =>
  [row.username?.toLowerCase() ?? '', row.email?.toLowerCase() ?? '', row.externalId ?? ''].join('\u0000');

export interface NewReadersBatch {
  company: CompanyRow;
  runId: number;
  creates: RowDecision[];
  /** The rows as decided, by row number: a row skipped at insert is decided again from them. */
  rows: Map<number, RowToDecide>;
}

/**
 * The batch's new readers in a few statements: one insert of them all, their groups' memberships one
 * statement per group, their invitations together, an audit change each. A row whose username, address
 * or single sign-on id was taken after it was decided (a sign-up, which does not wait for the company's
 * lock) is skipped by the insert instead of failing the batch, decided again against the account now
 * there and reported refused with the rule it breaks; the batch's other readers are written.
 */
export async function writeNewReaders(
  deps: InvitationDeps,
  tx: Executor,
  batch: NewReadersBatch,
  record: (change: AuditChange) => void,
): Promise<RowDone[]> {
  const { company, creates } = batch;
  const scope = companyScope(company.id);
  const values = creates.map(({ fields }) => ({
    ...readerColumns(fields as NonNullable<typeof fields>),
    serviceId: null,
    roleLevel: RoleLevel.USER,
    passwordHash: null,
  }));
  const byIdentity = new Map(
    (await insertReaders(tx, scope, values)).map((user) => [identityOf(user), user]),
  );
  const written: { decision: RowDecision; user: ImportedUserRow }[] = [];
  const skipped: RowDecision[] = [];
  for (const [index, decision] of creates.entries()) {
    const user = byIdentity.get(identityOf(values[index] ?? {}));
    if (user) written.push({ decision, user });
    else skipped.push(decision);
  }
  await joinGroups(tx, company, written);
  const invited = written
    .map(({ user }) => user)
    .filter((user) => invites(company) && user.accountStatus === AccountStatus.ALLOW);
  const invitations = await queueSetPasswordInvitations(deps, tx, { company, kind: 'reader' }, invited);
  const sentTo = new Set(invited.filter((_, index) => invitations[index]).map((user) => user.id));
  for (const { decision, user } of written) {
    record({
      entity: 'user',
      entityId: user.id,
      companyId: company.id,
      action: 'reader.import.add',
      before: null,
      after: {
        ...readerSnapshot(user),
        userGroupId: decision.fields?.userGroupId ?? null,
        invitationSent: sentTo.has(user.id),
        importRunId: batch.runId,
        row: decision.row,
      },
    });
  }
  const done = written.map(({ decision }) => ({
    row: decision.row,
    outcome: ReaderImportOutcome.CREATED,
    problems: [],
  }));
  return [...done, ...(await refuseTaken(tx, batch, skipped))];
}

/** New readers join the groups their rows name (the rows were decided under the groups' locks). */
async function joinGroups(
  tx: Executor,
  company: CompanyRow,
  written: { decision: RowDecision; user: ImportedUserRow }[],
) {
  const scope = companyScope(company.id);
  const members = new Map<number, number[]>();
  for (const { decision, user } of written) {
    const groupId = decision.fields?.userGroupId;
    if (groupId) members.set(groupId, [...(members.get(groupId) ?? []), user.id]);
  }
  for (const [groupId, ids] of members) {
    await joinPrimaryGroup(tx, scope, groupId, ids);
  }
}

/** Rows whose reader was not inserted: the problems a new decision finds, else "import it again". */
async function refuseTaken(tx: Executor, batch: NewReadersBatch, skipped: RowDecision[]): Promise<RowDone[]> {
  if (skipped.length === 0) return [];
  const again = await decideReaderRows(
    tx,
    batch.company,
    skipped.map(({ row }) => batch.rows.get(row) as RowToDecide),
    { lockGroups: true },
  );
  return again.map((decision) =>
    refusedRow(
      decision.row,
      decision.outcome === ReaderImportOutcome.REFUSED
        ? decision.problems
        : [{ code: ResultCode.INTERNAL_SERVER_ERROR, message: `${RULE}.batchFailed` }],
    ),
  );
}
