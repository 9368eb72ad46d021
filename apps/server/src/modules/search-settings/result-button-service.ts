import {
  ButtonActionType,
  type ResultButton,
  ResultCode,
  type resultButtonAddSchema,
  type resultButtonUpdateSchema,
  storedTranslations,
} from '@hondana/contract';
import type { z } from 'zod';
import type { AdminCall } from '../../platform/audit/audit-who.ts';
import { auditedWrite } from '../../platform/audit/audited-write.ts';
import { rowChange } from '../../platform/audit/row-change.ts';
import type { Database, Executor } from '../../platform/database/connection.ts';
import { appError } from '../../platform/http/app-error.ts';
import { type RouteCaller, targetServiceFor } from '../../platform/policy/admin-scope.ts';
import { lockCompany } from '../../platform/tenancy/tenant-repository.ts';
import { presentResultButton } from './present-result-button.ts';
import {
  deleteResultButtonRow,
  findResultButton,
  findResultButtonAcrossTenants,
  insertResultButton,
  nextButtonOrdinal,
  type ResultButtonInsert,
  updateResultButtonRow,
} from './result-button-repository.ts';
import { reach } from './search-page-reach.ts';

type ButtonAdd = z.output<typeof resultButtonAddSchema>;
type ButtonUpdate = z.output<typeof resultButtonUpdateSchema>;

const buttonForAdmin = (db: Executor, caller: RouteCaller, id: number) =>
  reach(
    caller,
    (scope) => (scope ? findResultButton(db, scope, id) : findResultButtonAcrossTenants(db, id)),
    ResultCode.BUTTON_NOT_FOUND,
  );

function columnsOf(fields: ButtonUpdate): Partial<ResultButtonInsert> {
  const { labelTranslations, ...rest } = fields;
  return {
    ...Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined)),
    ...(labelTranslations ? { labelTranslations: storedTranslations(labelTranslations) } : {}),
  };
}

/** A link button without its link goes nowhere: refused (400) on the resulting button. */
function checkLink(actionType: string, link: string | null | undefined) {
  if (actionType === ButtonActionType.LINK && !link) {
    throw appError(ResultCode.BAD_REQUEST, { field: 'link', reason: 'a link button needs its link' });
  }
}

export async function resultButtonDetail(
  db: Database,
  caller: RouteCaller,
  id: number,
): Promise<ResultButton> {
  return presentResultButton((await buttonForAdmin(db, caller, id)).row);
}

/** `POST /content-search-result-setting/add-button`: after the service's other buttons. */
export async function addResultButton(
  db: Database,
  call: AdminCall,
  fields: ButtonAdd,
): Promise<ResultButton> {
  const { serviceId, ...button } = fields;
  checkLink(button.actionType, button.link);
  const scope = await targetServiceFor(db, call.actor, call.authorize, serviceId);
  const row = await auditedWrite(db, call.who, async (tx, record) => {
    await lockCompany(tx, scope);
    const added = await insertResultButton(tx, scope, {
      ...columnsOf(button),
      actionType: button.actionType,
      label: button.label,
      ordinal: await nextButtonOrdinal(tx, scope),
    });
    record(rowChange('searchResultButton', 'add', null, added));
    return added;
  });
  return presentResultButton(row);
}

/** `PUT /content-search-result-setting/update-button/{id}`: absent fields stay. */
export async function updateResultButton(
  db: Database,
  call: AdminCall,
  id: number,
  fields: ButtonUpdate,
): Promise<ResultButton> {
  const { scope } = await buttonForAdmin(db, call, id);
  const row = await auditedWrite(db, call.who, async (tx, record) => {
    await lockCompany(tx, scope);
    const current = await findResultButton(tx, scope, id);
    if (!current) throw appError(ResultCode.BUTTON_NOT_FOUND);
    checkLink(
      fields.actionType ?? current.actionType,
      fields.link === undefined ? current.link : fields.link,
    );
    const updated = await updateResultButtonRow(tx, scope, id, columnsOf(fields));
    if (!updated) throw appError(ResultCode.BUTTON_NOT_FOUND);
    record(rowChange('searchResultButton', 'update', current, updated));
    return updated;
  });
  return presentResultButton(row);
}

export async function deleteResultButton(
  db: Database,
  call: AdminCall,
  id: number,
): Promise<{ accepted: true }> {
  const { row, scope } = await buttonForAdmin(db, call, id);
  await auditedWrite(db, call.who, async (tx, record) => {
    await deleteResultButtonRow(tx, scope, id);
    record(rowChange('searchResultButton', 'delete', row, null));
  });
  return { accepted: true };
}
