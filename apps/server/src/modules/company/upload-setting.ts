import { type CompanyUploadSetting, type CompanyUploadSettingUpdate, ResultCode } from '@hondana/contract';
import { type AuditWho, auditedWrite } from '../../platform/audit/audited-write.ts';
import type { Database, Executor } from '../../platform/database/connection.ts';
import { appError } from '../../platform/http/app-error.ts';
import { adminScope, type RouteCaller } from '../../platform/policy/admin-scope.ts';
import type { Actor, Authorize } from '../../platform/policy/policy.ts';
import { type CompanyRow, findCompanyById } from '../../platform/tenancy/tenant-repository.ts';
import type { TenantScope } from '../../platform/tenancy/tenant-scope.ts';
import { setPublishUploads } from './company-repository.ts';

const present = (row: CompanyRow): CompanyUploadSetting => ({
  companyId: row.id,
  publishUploads: row.publishUploads,
});

/** `GET /company/upload-setting/detail`: the caller's company, or the one a system admin names. */
export async function companyUploadSetting(
  db: Database,
  { actor, authorize }: RouteCaller,
  companyId: number | undefined,
): Promise<CompanyUploadSetting> {
  const scope = await adminScope(db, actor, authorize, { companyId });
  const row = await findCompanyById(db, scope.companyId);
  if (!row) throw appError(ResultCode.COMPANY_NOT_FOUND);
  return present(row);
}

/** `PUT /company/upload-setting/update`: contents added from now on follow it; existing ones keep theirs. */
export async function updateCompanyUploadSetting(
  db: Database,
  actor: Actor,
  who: AuditWho,
  authorize: Authorize,
  body: CompanyUploadSettingUpdate,
): Promise<CompanyUploadSetting> {
  const scope = await adminScope(db, actor, authorize, { companyId: body.companyId });
  return auditedWrite(db, who, async (tx, record) => {
    const before = await findCompanyById(tx, scope.companyId);
    const row = await setPublishUploads(tx, scope, body.publishUploads);
    if (!before || !row) throw appError(ResultCode.COMPANY_NOT_FOUND);
    const after = present(row);
    record({
      entity: 'companySettings',
      entityId: row.id,
      companyId: row.id,
      action: 'update',
      before: present(before),
      after,
    });
    return after;
  });
}

/** Whether a new content that does not say so itself is published once processed (the company's choice). */
export async function publishesNewContents(db: Executor, scope: TenantScope): Promise<boolean> {
  return (await findCompanyById(db, scope.companyId))?.publishUploads ?? true;
}
