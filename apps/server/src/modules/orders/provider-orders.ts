import { type OrderState, ResultCode } from '@hondana/contract';
import type { StoredOrderAnswer } from '../../db/schema/index.ts';
import type { Executor } from '../../platform/database/connection.ts';
import { appError } from '../../platform/http/app-error.ts';
import type { ServiceScope, TenantScope } from '../../platform/tenancy/tenant-scope.ts';
import {
  insertOrder,
  lockReaderPlan,
  moveOrder,
  type NewOrder,
  type OrderRow,
  openOrderOfPlan,
  orderOf,
  storeOrderCard,
} from './order-repository.ts';

/**
 * What a payment flow outside this module (the member-ID provider's, modules/payments/member-id) does with
 * an order: the same rows and rules as the card flow, through this module's own functions.
 */
export type { OrderRow };

export const findOrder = (db: Executor, scope: TenantScope, orderId: string): Promise<OrderRow | null> =>
  orderOf(db, scope, orderId);

/**
 * Writes a new order in the caller's transaction, serialised per reader and plan: another open order of
 * the plan is 871; null when the order id was written by a concurrent call.
 */
export async function createReaderOrder(
  tx: Executor,
  scope: ServiceScope,
  order: NewOrder,
): Promise<OrderRow | null> {
  await lockReaderPlan(tx, scope, order.userId, order.subscriptionPlanId);
  if (await openOrderOfPlan(tx, scope, order.userId, order.subscriptionPlanId)) {
    throw appError(ResultCode.PAYMENT_IN_PROGRESS);
  }
  return insertOrder(tx, scope, order);
}

/** The reader was sent to the provider's page: the order waits there with its answer (the redirect). */
export const awaitProvider = (
  tx: Executor,
  scope: TenantScope,
  orderId: string,
  from: readonly OrderState[],
  values: { state: OrderState; redirectUrl: string; gatewayCode: string; answer: StoredOrderAnswer },
) => moveOrder(tx, scope, orderId, from, values);

/** The provider's reference renewals charge (and what to show for it), kept on the order for its subscription. */
export const keepRenewalReference = (
  db: Executor,
  scope: TenantScope,
  orderId: string,
  reference: { customerRef: string | null; shown: string | null },
) =>
  storeOrderCard(db, scope, orderId, {
    cardCustomerRef: reference.customerRef,
    cardMask: reference.shown,
    cardExpire: null,
  });
