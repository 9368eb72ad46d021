import { randomBytes } from 'node:crypto';
import type { contentPageQuerySchema } from '@hondana/contract';
import {
  type ContentAdmin,
  type ContentFields,
  ContentState,
  type Page,
  ResultCode,
} from '@hondana/contract';
import type { z } from 'zod';
import { type AdminCall, auditedWrite } from '../../platform/audit/audited-write.ts';
import type { Database, Executor } from '../../platform/database/connection.ts';
import { appError } from '../../platform/http/app-error.ts';
import { pageWindow, presentPage } from '../../platform/http/paging.ts';
import {
  type ActionCheck,
  adminScope,
  checkAction,
  type RouteCaller,
  targetServiceFor,
} from '../../platform/policy/admin-scope.ts';
import type { Actor } from '../../platform/policy/policy.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import { findCompanyById, findServiceById, lockCompany } from '../../platform/tenancy/tenant-repository.ts';
import { companyScope, type ServiceScope } from '../../platform/tenancy/tenant-scope.ts';
import { publishesNewContents } from '../company/upload-setting.ts';
import { contentAnswer, contentAnswers } from './content-answers.ts';
import { contentChange } from './content-audit.ts';
import { checkFieldReferences, columnsOf, visibleState, writeLinks } from './content-fields.ts';
import { filesOfContent } from './content-file-repository.ts';
import {
  type ContentRow,
  countCompanyContents,
  countServiceContents,
  deleteContentRow,
  findContentAcrossTenants,
  findContentInScope,
  insertContent,
  pageContents,
  updateContentRow,
} from './content-repository.ts';
import { contentFolder } from './content-storage-keys.ts';

/** A content an administrator names by id, with the service it belongs to as its scope. */
export async function contentForAdmin(
  db: Executor,
  actor: Actor,
  action: ActionCheck,
  id: number,
): Promise<{ row: ContentRow; scope: ServiceScope }> {
  const row =
    actor.companyId === null
      ? await findContentAcrossTenants(db, id)
      : await findContentInScope(db, companyScope(actor.companyId), id);
  if (!row) throw appError(ResultCode.CONTENT_NOT_FOUND);
  checkAction(actor, action, { companyId: row.companyId, serviceId: row.serviceId });
  return { row, scope: { companyId: row.companyId, serviceId: row.serviceId } };
}

export async function contentDetail(
  db: Database,
  { actor, authorize }: RouteCaller,
  id: number,
): Promise<ContentAdmin> {
  const { row, scope } = await contentForAdmin(db, actor, authorize, id);
  return contentAnswer(db, scope, row);
}

export async function contentPage(
  db: Database,
  { actor, authorize }: RouteCaller,
  query: z.output<typeof contentPageQuerySchema>,
): Promise<Page<ContentAdmin>> {
  const scope = await adminScope(db, actor, authorize, query);
  const { rows, total } = await pageContents(
    db,
    scope,
    { text: query.text, state: query.state, contentGroupId: query.contentGroupId },
    { sort: query.sort, direction: query.direction },
    pageWindow(query),
  );
  return presentPage(query, await contentAnswers(db, scope, rows), total);
}

/** A new public id: 24 lowercase letters and digits (20-64 are allowed). */
export const newElementId = () =>
  Array.from(randomBytes(24), (byte) => 'abcdefghijklmnopqrstuvwxyz0123456789'[byte % 36]).join('');

/**
 * The company's content limit (420) and the service's quota (849). Checked before an upload stores a
 * byte, and again under the company lock when the row is written, so two uploads cannot both take the
 * last place.
 */
export async function assertRoomForContent(db: Executor, scope: ServiceScope): Promise<void> {
  const company = await findCompanyById(db, scope.companyId);
  if (!company) throw appError(ResultCode.COMPANY_NOT_FOUND);
  if (company.maxContent !== null && (await countCompanyContents(db, scope)) >= company.maxContent) {
    throw appError(ResultCode.COMPANY_CONTENT_LIMIT_REACHED);
  }
  const service = await findServiceById(db, scope.serviceId);
  if (service?.maxContent != null && (await countServiceContents(db, scope)) >= service.maxContent) {
    throw appError(ResultCode.SERVICE_ADMIN_CONTENT_LIMIT_REACHED);
  }
}

/** Where a new content goes and whether it may: target service, references and limits. */
export async function prepareNewContent(
  db: Database,
  call: Pick<AdminCall, 'actor' | 'authorize'>,
  fields: ContentFields,
) {
  const scope = await targetServiceFor(db, call.actor, call.authorize, fields.serviceId);
  await checkFieldReferences(db, scope, fields);
  await assertRoomForContent(db, scope);
  return scope;
}

/**
 * Writes a new content row with its links, under the company lock (limits checked again). `state` is
 * processing when a file follows in the same request, else unpublished until a file is processed. A
 * content that does not say whether it is published follows the company's setting.
 */
export async function writeNewContent(
  tx: Executor,
  scope: ServiceScope,
  fields: ContentFields,
  values: { elementId: string; state: ContentRow['state'] },
): Promise<ContentRow> {
  await lockCompany(tx, scope);
  await assertRoomForContent(tx, scope);
  await checkFieldReferences(tx, scope, fields);
  const published = fields.published ?? (await publishesNewContents(tx, scope));
  const row = await insertContent(tx, scope, {
    ...columnsOf({ ...fields, published }),
    title: fields.title,
    elementId: values.elementId,
    state: values.state,
  });
  await writeLinks(tx, scope, row.id, fields);
  return row;
}

/** `POST /content/add`: metadata only; unpublished until a file is uploaded and processed. */
export async function addContent(
  db: Database,
  call: AdminCall,
  fields: ContentFields,
): Promise<ContentAdmin> {
  const scope = await prepareNewContent(db, call, fields);
  const row = await auditedWrite(db, call.who, async (tx, record) => {
    const added = await writeNewContent(tx, scope, fields, {
      elementId: newElementId(),
      state: ContentState.UNPUBLISHED,
    });
    record(contentChange('add', null, added));
    return added;
  });
  return contentAnswer(db, scope, row);
}

export async function updateContent(
  db: Database,
  call: AdminCall,
  id: number,
  fields: Partial<ContentFields>,
): Promise<ContentAdmin> {
  const { row: current, scope } = await contentForAdmin(db, call.actor, call.authorize, id);
  if (fields.serviceId !== undefined && fields.serviceId !== scope.serviceId) {
    throw appError(ResultCode.BAD_PARAMETERS, {
      field: 'serviceId',
      reason: 'a content stays in its service',
    });
  }
  await checkFieldReferences(db, scope, fields, id);
  const row = await auditedWrite(db, call.who, async (tx, record) => {
    const files = await filesOfContent(tx, scope, id);
    const changed = await updateContentRow(tx, scope, id, columnsOf(fields));
    if (!changed) throw appError(ResultCode.CONTENT_NOT_FOUND);
    await writeLinks(tx, scope, id, fields);
    const state = visibleState(
      changed,
      files.some((file) => file.isCurrent),
    );
    const after =
      state === changed.state ? changed : ((await updateContentRow(tx, scope, id, { state })) ?? changed);
    record(contentChange('update', current, after));
    return after;
  });
  return contentAnswer(db, scope, row);
}

/** Deletes the rows (files, pages, links go with them), then every stored byte of the content. */
export async function deleteContent(
  deps: { db: Database; storage: Storage },
  call: AdminCall,
  id: number,
): Promise<void> {
  const { row, scope } = await contentForAdmin(deps.db, call.actor, call.authorize, id);
  await auditedWrite(deps.db, call.who, async (tx, record) => {
    const deleted = await deleteContentRow(tx, scope, id);
    if (!deleted) throw appError(ResultCode.CONTENT_NOT_FOUND);
    record(contentChange('delete', row, null));
  });
  await deps.storage.removePrefix(contentFolder(row.companyId, row.elementId));
}
