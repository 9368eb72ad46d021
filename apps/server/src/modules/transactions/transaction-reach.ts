import { ResultCode, RoleLevel } from '@hondana/contract';
import type { Executor } from '../../platform/database/connection.ts';
import { appError } from '../../platform/http/app-error.ts';
import { adminScope, type RouteCaller } from '../../platform/policy/admin-scope.ts';
import type { TenantScope } from '../../platform/tenancy/tenant-scope.ts';

/** Whose payments a caller reads: a tenant scope, narrowed to one reader for a reader. */
export interface TransactionReach {
  scope: TenantScope;
  /** A reader's own account: they never see another reader's payments, whatever they ask. */
  userId: number | null;
}

/**
 * A reader reads their own payments in their company; an admin the payments of their reach (a
 * service admin's service, a company admin's company, a system admin's named company).
 */
export async function transactionReachOf(
  db: Executor,
  { actor, authorize }: RouteCaller,
  companyId: number | undefined,
): Promise<TransactionReach> {
  if (actor.role === RoleLevel.USER) {
    if (actor.companyId === null) throw appError(ResultCode.NO_PERMISSION);
    authorize({ companyId: actor.companyId, userId: actor.userId });
    return { scope: { companyId: actor.companyId, serviceId: null }, userId: actor.userId };
  }
  return { scope: await adminScope(db, actor, authorize, { companyId }), userId: null };
}
