import {
  type ContentFields,
  ContentState,
  contentFieldsSchema,
  contentUpdateSchema,
  isUnsafeText,
  ResultCode,
  UNSAFE_TEXT_MESSAGE,
} from '@hondana/contract';
import { and, count, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { type CsvImportError, contents, services } from '../../../db/schema/index.ts';
import type { Database, Executor } from '../../../platform/database/connection.ts';
import { constraintRefusalOf } from '../../../platform/database/constraint-refusals.ts';
import { sqlStateOf } from '../../../platform/http/error-handler.ts';
import { findCompanyById, lockCompany } from '../../../platform/tenancy/tenant-repository.ts';
import { inCompany, type ServiceScope } from '../../../platform/tenancy/tenant-scope.ts';
import { publishesNewContents } from '../../company/upload-setting.ts';
import { columnsOf, visibleState, writeLinks } from '../content-fields.ts';
import { filesOfContent } from '../content-file-repository.ts';
import {
  type ContentRow,
  countCompanyContents,
  insertContent,
  normalGroupIdsOf,
  updateContentRow,
} from '../content-repository.ts';
import { newElementId } from '../content-service.ts';
import { CellError, fieldsOfCells, type ImportColumn, RULE, unguardFormula } from './content-csv-columns.ts';

/** One data row of the file: its record number (the header is 1) and its cells by column. */
export interface CsvRecord {
  row: number;
  /** Null when the row has another number of cells than the header (`cellCount` says how many). */
  cells: Map<ImportColumn, string> | null;
  cellCount?: { count: number; expected: number };
}

export interface ImportTarget {
  /** The service new contents go to. */
  service: ServiceScope;
  /** Content ids are matched in the target service only (else in the whole company). */
  serviceOnly: boolean;
}

export interface BatchOutcome {
  okRows: number;
  errorRows: number;
  problems: CsvImportError[];
}

const problem = (
  row: number,
  column: string | null,
  code: number,
  message?: string,
  values?: Record<string, string | number>,
): CsvImportError => ({
  row,
  ...(column ? { column } : {}),
  code,
  message: message ?? `api.error.${code}`,
  ...(values ? { values } : {}),
});

/** The rule a schema issue names, as a catalogue key and the values its text needs. */
function ruleOfIssue(issue: z.core.$ZodIssue): { key?: string; values?: Record<string, string | number> } {
  if (issue.code === 'too_big' && issue.origin === 'string')
    return { key: 'validate.maxLength', values: { count: Number(issue.maximum) } };
  if (issue.code === 'too_big') return { key: `${RULE}.max`, values: { max: Number(issue.maximum) } };
  if (issue.code === 'too_small' && issue.origin === 'string') return { key: 'validate.required' };
  if (issue.code === 'too_small') return { key: `${RULE}.min`, values: { min: Number(issue.minimum) } };
  if (issue.code === 'invalid_value')
    return { key: `${RULE}.oneOf`, values: { values: issue.values.map(String).join(', ') } };
  // A union of literals (the print mode) refuses with one issue per literal.
  if (issue.code === 'invalid_union') {
    const allowed = issue.errors
      .flat()
      .flatMap((inner) => (inner.code === 'invalid_value' ? inner.values : []));
    if (allowed.length > 0)
      return { key: `${RULE}.oneOf`, values: { values: allowed.map(String).join(', ') } };
  }
  if (issue.code === 'invalid_type' && /received undefined/.test(issue.message))
    return { key: 'validate.required' };
  return {};
}

/** The result code and message key of one schema issue (the contract's own keys when it names one). */
function problemOfIssue(row: number, issue: z.core.$ZodIssue): CsvImportError {
  const column = issue.path.length > 0 ? String(issue.path[0]) : null;
  const apiCode = /^api\.error\.(\d+)$/.exec(issue.message);
  if (apiCode) return problem(row, column, Number(apiCode[1]), issue.message);
  if (issue.message.startsWith('validate.'))
    return problem(row, column, ResultCode.BAD_PARAMETERS, issue.message);
  const rule = ruleOfIssue(issue);
  return problem(row, column, ResultCode.BAD_PARAMETERS, rule.key, rule.values);
}

type Checked =
  | { row: number; code: string; fields: Partial<ContentFields> & { contentCode: string } }
  | { row: number; problems: CsvImportError[] };

/** The checks a row passes on its own: shape, text, cells, schema and the content id. */
function checkRecord(record: CsvRecord, existing: ContentRow | undefined): Checked {
  const { row, cells } = record;
  if (!cells)
    return {
      row,
      problems: [problem(row, null, ResultCode.INVALID_FILE, `${RULE}.cellCount`, record.cellCount)],
    };
  const unsafe = [...cells].filter(([, cell]) => isUnsafeText(cell));
  if (unsafe.length > 0) {
    return {
      row,
      problems: unsafe.map(([column]) =>
        problem(row, column, ResultCode.BAD_PARAMETERS, UNSAFE_TEXT_MESSAGE),
      ),
    };
  }
  let input: ReturnType<typeof fieldsOfCells>;
  try {
    input = fieldsOfCells(cells);
  } catch (error) {
    if (!(error instanceof CellError)) throw error;
    return { row, problems: [problem(row, error.column, ResultCode.BAD_PARAMETERS, error.messageKey)] };
  }
  const parsed = (existing ? contentUpdateSchema : contentFieldsSchema).safeParse(input);
  if (!parsed.success)
    return { row, problems: parsed.error.issues.map((issue) => problemOfIssue(row, issue)) };
  const code = parsed.data.contentCode;
  if (!code) {
    return { row, problems: [problem(row, 'contentCode', ResultCode.BAD_PARAMETERS, 'validate.required')] };
  }
  return { row, code, fields: { ...parsed.data, contentCode: code } };
}

/** The content id a row names, as the schema will read it. */
const codeOf = (record: CsvRecord) => unguardFormula(record.cells?.get('contentCode') ?? '').trim();

async function existingByCode(db: Executor, scope: ServiceScope, codes: string[]) {
  if (codes.length === 0) return new Map<string, ContentRow>();
  const rows = await db
    .select()
    .from(contents)
    .where(and(inCompany(contents, scope), inArray(contents.contentCode, codes)));
  return new Map(rows.map((row) => [row.contentCode ?? '', row]));
}

/** How many more contents the company and the target service take (Infinity when unlimited). */
async function roomFor(tx: Executor, scope: ServiceScope) {
  const company = await findCompanyById(tx, scope.companyId);
  const [service] = await tx
    .select({ maxContent: services.maxContent })
    .from(services)
    .where(and(eq(services.companyId, scope.companyId), eq(services.id, scope.serviceId)));
  const [inService] = await tx
    .select({ total: count() })
    .from(contents)
    .where(and(inCompany(contents, scope), eq(contents.serviceId, scope.serviceId)));
  return {
    company:
      company?.maxContent == null ? Infinity : company.maxContent - (await countCompanyContents(tx, scope)),
    service: service?.maxContent == null ? Infinity : service.maxContent - (inService?.total ?? 0),
  };
}

async function writeRow(
  tx: Executor,
  target: ServiceScope,
  fields: Partial<ContentFields> & { contentCode: string },
  existing: ContentRow | undefined,
  publishedByDefault: boolean,
): Promise<void> {
  const scope = existing ? { companyId: existing.companyId, serviceId: existing.serviceId } : target;
  if (!existing) {
    const row = await insertContent(tx, scope, {
      ...columnsOf({ ...fields, published: fields.published ?? publishedByDefault }),
      title: fields.title ?? '',
      elementId: newElementId(),
      state: ContentState.UNPUBLISHED,
    });
    await writeLinks(tx, scope, row.id, fields);
    return;
  }
  const { serviceId: _ignored, ...changes } = fields;
  const changed = await updateContentRow(tx, scope, existing.id, columnsOf(changes));
  if (!changed) return;
  await writeLinks(tx, scope, existing.id, changes);
  if (changes.published === undefined) return;
  const files = await filesOfContent(tx, scope, existing.id);
  const state = visibleState(
    changed,
    files.some((file) => file.isCurrent),
  );
  if (state !== changed.state) await updateContentRow(tx, scope, existing.id, { state });
}

/** A database refusal caused by the row's values becomes the row's problem; anything else is thrown. */
function problemOfDatabase(row: number, error: unknown): CsvImportError | undefined {
  const refusal = constraintRefusalOf(error);
  if (refusal) return problem(row, refusal.field ?? null, refusal.code);
  const state = sqlStateOf(error);
  if (state && /^(22|23|54)/.test(state)) return problem(row, null, ResultCode.BAD_PARAMETERS);
  return undefined;
}

/**
 * Writes one batch of rows in one transaction under the company lock: each row in its own savepoint,
 * so a refused row leaves nothing and the others go on. Content ids seen earlier in the file (`seen`)
 * are refused as duplicates (728); new contents stop at the company's (426) and the service's (849)
 * limits. A new content whose `published` cell is missing or empty follows the company's setting.
 */
export async function writeContentRows(
  db: Database,
  target: ImportTarget,
  records: CsvRecord[],
  seen: Set<string>,
): Promise<BatchOutcome> {
  const outcome: BatchOutcome = { okRows: 0, errorRows: 0, problems: [] };
  const refuse = (problems: CsvImportError[]) => {
    outcome.errorRows += 1;
    outcome.problems.push(...problems);
  };
  const scope = target.service;
  await db.transaction(async (tx) => {
    await lockCompany(tx, scope);
    const codes = records.flatMap((r) => {
      const code = codeOf(r);
      return code ? [code] : [];
    });
    const existing = await existingByCode(tx, scope, codes);
    const room = await roomFor(tx, scope);
    const publishedByDefault = await publishesNewContents(tx, scope);
    for (const record of records) {
      const found = existing.get(codeOf(record));
      const checked = checkRecord(record, found);
      if ('problems' in checked) {
        refuse(checked.problems);
        continue;
      }
      const { row, code, fields } = checked;
      if (seen.has(code) || (found && target.serviceOnly && found.serviceId !== scope.serviceId)) {
        refuse([problem(row, 'contentCode', ResultCode.CONTENT_ID_DUPLICATED)]);
        continue;
      }
      seen.add(code);
      const itemScope = found ? { companyId: found.companyId, serviceId: found.serviceId } : scope;
      const groupIds = [...new Set(fields.contentGroupIds ?? [])];
      if ((await normalGroupIdsOf(tx, itemScope, groupIds)).length !== groupIds.length) {
        refuse([problem(row, 'contentGroupIds', ResultCode.CONTENT_GROUP_NOT_FOUND)]);
        continue;
      }
      if (!found && room.company <= 0) {
        refuse([problem(row, null, ResultCode.CONTENT_MAXIMUM_EXCEEDED)]);
        continue;
      }
      if (!found && room.service <= 0) {
        refuse([problem(row, null, ResultCode.SERVICE_ADMIN_CONTENT_LIMIT_REACHED)]);
        continue;
      }
      try {
        await tx.transaction((savepoint) => writeRow(savepoint, scope, fields, found, publishedByDefault));
      } catch (error) {
        const refused = problemOfDatabase(row, error);
        if (!refused) throw error;
        refuse([refused]);
        continue;
      }
      if (!found) {
        room.company -= 1;
        room.service -= 1;
      }
      outcome.okRows += 1;
    }
  });
  return outcome;
}
