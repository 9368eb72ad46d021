import { ResultCode } from '@hondana/contract';
import { and, eq } from 'drizzle-orm';
import { userSubscriptions } from '../../db/schema/index.ts';
import type { Executor } from '../../platform/database/connection.ts';
import { appError } from '../../platform/http/app-error.ts';
import { inCompany, type ServiceScope } from '../../platform/tenancy/tenant-scope.ts';
import { findSubscription, type SubscriptionWithPlan } from './subscription-repository.ts';

/** The subscription with its plan, its row locked for the transaction (834 when it is not the scope's). */
export async function lockSubscription(
  tx: Executor,
  scope: ServiceScope,
  id: number,
): Promise<SubscriptionWithPlan> {
  await tx
    .select({ id: userSubscriptions.id })
    .from(userSubscriptions)
    .where(and(inCompany(userSubscriptions, scope), eq(userSubscriptions.id, id)))
    .for('update');
  const found = await findSubscription(tx, scope, id);
  if (!found) throw appError(ResultCode.USER_PLAN_NOT_FOUND);
  return found;
}
