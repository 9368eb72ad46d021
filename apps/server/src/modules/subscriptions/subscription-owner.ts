import { ResultCode, RoleLevel } from '@hondana/contract';
import type { AuditWho } from '../../platform/audit/audit-who.ts';
import type { Executor } from '../../platform/database/connection.ts';
import { appError } from '../../platform/http/app-error.ts';
import { passes } from '../../platform/policy/admin-scope.ts';
import type { Actor, Authorize } from '../../platform/policy/policy.ts';
import { companyScope, type TenantScope } from '../../platform/tenancy/tenant-scope.ts';
import { readerInReach } from '../users/reader-admin-scope.ts';
import {
  findSubscription,
  findSubscriptionAcrossTenants,
  type SubscriptionWithPlan,
} from './subscription-repository.ts';

export interface SubscriptionCaller {
  actor: Actor;
  who: AuditWho;
  authorize: Authorize;
}

/**
 * Whose subscriptions a list reads: the reader's own (a reader naming another account is refused by
 * the policy, 614), or the reader an admin names within their reach (703 otherwise).
 */
export async function ownerOfList(
  db: Executor,
  caller: SubscriptionCaller,
  userId: number | undefined,
  now: Date,
): Promise<{ scope: TenantScope; userId: number } | null> {
  const { actor } = caller;
  if (actor.role === RoleLevel.USER || userId === undefined) {
    const self = userId ?? actor.userId;
    caller.authorize({ companyId: actor.companyId, serviceId: actor.serviceId, userId: self });
    return actor.companyId === null ? null : { scope: companyScope(actor.companyId), userId: self };
  }
  const reader = await readerInReach(db, caller, userId, now);
  caller.authorize({ companyId: reader.companyId, serviceId: reader.serviceId, userId });
  return { scope: companyScope(reader.companyId), userId };
}

/**
 * One subscription the caller may reach: a reader's own, or (an admin) one of a reader in reach.
 * Anything else, another reader's or another tenant's included, is 834 as an unknown id.
 */
export async function subscriptionInReach(
  db: Executor,
  caller: SubscriptionCaller,
  id: number,
): Promise<SubscriptionWithPlan> {
  const { actor } = caller;
  const found =
    actor.role === RoleLevel.SYSTEM_ADMIN || actor.companyId === null
      ? await findSubscriptionAcrossTenants(db, id)
      : await findSubscription(db, companyScope(actor.companyId), id);
  const target = found && {
    companyId: found.row.companyId,
    serviceId: found.row.serviceId,
    userId: found.row.userId,
  };
  const mine = actor.role !== RoleLevel.USER || found?.row.userId === actor.userId;
  if (!found || !target || !mine || !passes(caller.authorize, target)) {
    throw appError(ResultCode.USER_PLAN_NOT_FOUND);
  }
  return found;
}
