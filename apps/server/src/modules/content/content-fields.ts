import { type ContentFields, ContentState, ResultCode } from '@hondana/contract';
import type { Executor } from '../../platform/database/connection.ts';
import { appError } from '../../platform/http/app-error.ts';
import type { ServiceScope } from '../../platform/tenancy/tenant-scope.ts';
import {
  type ContentInsert,
  type ContentRow,
  contentCodeTaken,
  normalGroupIdsOf,
  setContentGroups,
  setContentHashtags,
} from './content-repository.ts';

/** The columns that the fields sent set (absent fields are left out, so an update keeps them). */
export function columnsOf(fields: Partial<ContentFields>): Partial<ContentInsert> {
  const columns: Partial<ContentInsert> = {
    contentCode: fields.contentCode,
    title: fields.title,
    author: fields.author,
    distributorName: fields.distributorName,
    year: fields.year,
    description: fields.description,
    toc: fields.toc,
    keywords: fields.keywords,
    series: fields.series,
    param1: fields.param1,
    param2: fields.param2,
    param3: fields.param3,
    param4: fields.param4,
    param5: fields.param5,
    printable: fields.print,
    enableViewBook: fields.enableViewBook,
    viewOnline: fields.viewOnline,
    loginRequired: fields.loginRequired,
    refCode: fields.refCode,
    published: fields.published,
  };
  return Object.fromEntries(Object.entries(columns).filter(([, v]) => v !== undefined));
}

/** Refusals that need the database: a content id already used in the company, a group not of the service. */
export async function checkFieldReferences(
  db: Executor,
  scope: ServiceScope,
  fields: Partial<ContentFields>,
  contentId?: number,
): Promise<void> {
  if (fields.contentCode && (await contentCodeTaken(db, scope, fields.contentCode, contentId))) {
    throw appError(ResultCode.CONTENT_ID_DUPLICATED, { field: 'contentCode' });
  }
  const wanted = [...new Set(fields.contentGroupIds ?? [])];
  const found = await normalGroupIdsOf(db, scope, wanted);
  if (found.length !== wanted.length) {
    throw appError(ResultCode.CONTENT_GROUP_NOT_FOUND, {
      ids: wanted.filter((id) => !found.includes(id)),
    });
  }
}

/** Groups and hashtags, when the fields name them. */
export async function writeLinks(
  db: Executor,
  scope: ServiceScope,
  contentId: number,
  fields: Partial<ContentFields>,
): Promise<void> {
  if (fields.contentGroupIds)
    await setContentGroups(db, scope, contentId, [...new Set(fields.contentGroupIds)]);
  if (fields.hashtags) await setContentHashtags(db, scope, contentId, fields.hashtags);
}

/** The life-cycle state after the administrator's published choice, for a content whose file is ready. */
export function visibleState(row: Pick<ContentRow, 'state' | 'published'>, hasReadyFile: boolean) {
  if (!hasReadyFile) return row.state;
  return row.published ? ContentState.PUBLISHED : ContentState.UNPUBLISHED;
}
