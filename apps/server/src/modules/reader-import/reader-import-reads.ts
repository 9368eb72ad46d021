import {
  type Language,
  languages,
  type ReaderImportRun,
  ResultCode,
  type readerImportRowQuerySchema,
} from '@hondana/contract';
import type { z } from 'zod';
import type { Database, Executor } from '../../platform/database/connection.ts';
import { appError } from '../../platform/http/app-error.ts';
import type { Actor, PolicyTarget } from '../../platform/policy/policy.ts';
import { findCompanyById } from '../../platform/tenancy/tenant-repository.ts';
import { companyScope } from '../../platform/tenancy/tenant-scope.ts';
import { presentRowPage, presentRun } from './present-reader-import.ts';
import {
  findReaderRun,
  findReaderRunAcrossTenants,
  outcomeCounts,
  type ReaderRunRow,
  rowPage,
} from './reader-import-run-repository.ts';
import { readerKeyOf } from './reader-row-rules.ts';

export type Authorize = (target: PolicyTarget) => void;

/** A run of the caller's company (any company's for a system admin), checked against the route's action. */
export async function reachableRun(
  db: Executor,
  actor: Actor,
  authorize: Authorize,
  id: number,
): Promise<ReaderRunRow> {
  const row =
    actor.companyId === null
      ? await findReaderRunAcrossTenants(db, id)
      : await findReaderRun(db, companyScope(actor.companyId), id);
  if (!row) throw appError(ResultCode.NOT_FOUND);
  authorize({ companyId: row.companyId });
  return row;
}

export async function presentRunWithCounts(db: Executor, row: ReaderRunRow): Promise<ReaderImportRun> {
  return presentRun(row, await outcomeCounts(db, companyScope(row.companyId), row.id));
}

/** `GET /reader-import/{id}`: the run and its progress. */
export async function readerImportDetail(db: Database, actor: Actor, authorize: Authorize, id: number) {
  return presentRunWithCounts(db, await reachableRun(db, actor, authorize, id));
}

/** `GET /reader-import/{id}/rows`: a page of its rows in file order, all or of one outcome. */
export async function readerImportRows(
  db: Database,
  actor: Actor,
  authorize: Authorize,
  id: number,
  query: z.output<typeof readerImportRowQuerySchema>,
) {
  const run = await reachableRun(db, actor, authorize, id);
  const company = await findCompanyById(db, run.companyId);
  if (!company) throw appError(ResultCode.COMPANY_NOT_FOUND);
  const { rows, total } = await rowPage(db, companyScope(run.companyId), run.id, query);
  return presentRowPage(rows, readerKeyOf(company.accountType), {
    total,
    page: query.page,
    size: query.size,
  });
}

/** The language of a download: the one asked for, else the first of the browser's the product has. */
export function languageOf(
  asked: Language | undefined,
  acceptLanguage: string | undefined,
): Language | undefined {
  if (asked) return asked;
  for (const part of (acceptLanguage ?? '').split(',')) {
    const tag = part.trim().slice(0, 2).toLowerCase();
    const lang = tag === 'vi' ? 'vn' : tag;
    if ((languages as readonly string[]).includes(lang)) return lang as Language;
  }
  return undefined;
}
