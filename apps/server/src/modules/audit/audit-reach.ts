import { ResultCode, RoleLevel } from '@hondana/contract';
import type { Executor } from '../../platform/database/connection.ts';
import { appError } from '../../platform/http/app-error.ts';
import type { Actor, PolicyTarget } from '../../platform/policy/policy.ts';
import { findCompanyById } from '../../platform/tenancy/tenant-repository.ts';
import type { AuditReach } from './audit-repository.ts';

/**
 * Whose changes the caller reads: a system admin every change (the platform's own too), or one
 * company's when they name it; a company admin their company's; a service admin only the changes made
 * in their service, not the company-wide ones (user groups, company settings), which they do not
 * administer. Another company named is refused (614), an unknown one is 704.
 */
export async function auditReachOf(
  db: Executor,
  actor: Actor,
  authorize: (target: PolicyTarget) => void,
  companyId: number | undefined,
): Promise<AuditReach> {
  if (actor.role === RoleLevel.SYSTEM_ADMIN && companyId === undefined) return null;
  if (actor.role === RoleLevel.SERVICE_ADMIN && actor.companyId !== null && actor.serviceId !== null) {
    authorize({ companyId: companyId ?? actor.companyId, serviceId: actor.serviceId });
    return { companyId: actor.companyId, serviceId: actor.serviceId };
  }
  const named = companyId ?? actor.companyId;
  if (named === null) throw appError(ResultCode.BAD_PARAMETERS, { field: 'companyId', reason: 'required' });
  if (!(await findCompanyById(db, named))) throw appError(ResultCode.COMPANY_NOT_FOUND);
  authorize({ companyId: named });
  return { companyId: named, serviceId: null };
}

/** `from` must not come after `to`. */
export function checkRange(range: { from?: string | undefined; to?: string | undefined }): void {
  if (range.from !== undefined && range.to !== undefined && Date.parse(range.from) > Date.parse(range.to)) {
    throw appError(ResultCode.BAD_PARAMETERS, { field: 'from', reason: 'after to' });
  }
}
