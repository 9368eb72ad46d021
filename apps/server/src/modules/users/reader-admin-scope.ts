import { ResultCode, RoleLevel } from '@hondana/contract';
import type { AuditWho } from '../../platform/audit/audited-write.ts';
import type { Executor } from '../../platform/database/connection.ts';
import { appError } from '../../platform/http/app-error.ts';
import { passes, serviceScopeFor } from '../../platform/policy/admin-scope.ts';
import type { Actor, Authorize, PolicyTarget } from '../../platform/policy/policy.ts';
import { findDefaultService } from '../../platform/tenancy/tenant-repository.ts';
import { companyScope, type ServiceScope, type TenantScope } from '../../platform/tenancy/tenant-scope.ts';
import { findReader, findReaderAcrossTenants, type ReaderRow } from './reader-admin-repository.ts';

/** The signed-in administrator of a route: the account, as the audit records it, and the route's own check. */
export interface AdminCaller {
  actor: Actor;
  who: AuditWho;
  authorize: Authorize;
}

/** Whether the route's action reaches `target` for the caller: its `authorize`, without the refusal. */
export const reaches = (caller: AdminCaller, target: PolicyTarget): boolean =>
  passes(caller.authorize, target);

/**
 * The scope a caller's lookups of readers by id start from: its company (a service admin's service),
 * or none for a system admin, whose reach the policy checks on the row found.
 */
function lookupScope(actor: Actor): TenantScope | null {
  if (actor.role === RoleLevel.SYSTEM_ADMIN || actor.companyId === null) return null;
  return actor.role === RoleLevel.SERVICE_ADMIN && actor.serviceId !== null
    ? { companyId: actor.companyId, serviceId: actor.serviceId }
    : companyScope(actor.companyId);
}

/**
 * A reader the caller may do `action` on: of its company (a company admin), of its service (a service
 * admin), of any company (a system admin). Anything else, another tenant's reader or a staff account
 * included, is USER_NOT_FOUND (703), as an unknown id: the answer never tells that the id exists.
 */
export async function readerInReach(
  db: Executor,
  caller: AdminCaller,
  id: number,
  now: Date,
): Promise<ReaderRow & { companyId: number }> {
  const scope = lookupScope(caller.actor);
  const row = scope ? await findReader(db, scope, id, now) : await findReaderAcrossTenants(db, id, now);
  if (!row || row.companyId === null) throw appError(ResultCode.USER_NOT_FOUND);
  if (!reaches(caller, { companyId: row.companyId, serviceId: row.serviceId })) {
    throw appError(ResultCode.USER_NOT_FOUND);
  }
  return row as ReaderRow & { companyId: number };
}

/**
 * The portal a new reader belongs to: the service named (one the caller may act in, 614 otherwise), a
 * service admin's own, else the company's default one (a system admin names the company).
 */
export async function newReaderService(
  db: Executor,
  { actor, authorize }: AdminCaller,
  target: { companyId?: number | undefined; serviceId?: number | undefined },
): Promise<ServiceScope> {
  if (target.serviceId !== undefined) return serviceScopeFor(db, actor, authorize, target.serviceId);
  if (actor.role === RoleLevel.SERVICE_ADMIN && actor.serviceId !== null) {
    return serviceScopeFor(db, actor, authorize, actor.serviceId);
  }
  const companyId = target.companyId ?? actor.companyId;
  if (companyId === null) throw appError(ResultCode.BAD_PARAMETERS, { field: 'companyId' });
  authorize({ companyId });
  const service = await findDefaultService(db, companyId);
  if (!service) throw appError(ResultCode.COMPANY_NOT_FOUND);
  return { companyId, serviceId: service.id };
}
