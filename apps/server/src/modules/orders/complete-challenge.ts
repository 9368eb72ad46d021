import { type OrderAnswer, OrderState, ResultCode } from '@hondana/contract';
import { appError } from '../../platform/http/app-error.ts';
import type { TenantScope } from '../../platform/tenancy/tenant-scope.ts';
import { recordChargeOutcome, replay, verifyingAnswer } from './order-outcome.ts';
import { moveOrder, orderOf } from './order-repository.ts';
import type { OrderDeps, Reader } from './place-order.ts';

/**
 * The reader is back from the 3-D Secure page: the order (the reader's own, else 868) is taken from
 * awaiting-3ds to charging in its own transaction — of two returns at once one goes on, the other gets
 * 871 — then the gateway checks the return (and, for the second gateway, charges) outside any
 * transaction, and the outcome is recorded as for a charge. An order settled already answers its
 * stored answer; one whose outcome is unknown answers 842 until reconciliation settles it.
 */
export async function completeChallenge(
  deps: OrderDeps,
  scope: TenantScope,
  reader: Reader,
  input: { orderId: string; returned: Record<string, string> },
): Promise<OrderAnswer> {
  const { db } = deps;
  const order = await orderOf(db, scope, input.orderId);
  if (!order || order.userId !== reader.userId) throw appError(ResultCode.TRANSACTION_NOT_FOUND);
  if (order.state !== OrderState.AWAITING_3DS) {
    if (order.state === OrderState.CHARGING) throw appError(ResultCode.PAYMENT_IN_PROGRESS);
    return replay(order.answer ?? verifyingAnswer());
  }
  const choice = await deps.gatewayOf(scope);
  if (!choice.ok) throw appError(choice.resultCode);
  if (choice.gateway.kind !== order.paymentGateway) throw appError(ResultCode.PAYMENT_GATEWAY_INVALID);
  const taken = await moveOrder(db, scope, order.orderId, [OrderState.AWAITING_3DS], {
    state: OrderState.CHARGING,
  });
  if (!taken) throw appError(ResultCode.PAYMENT_IN_PROGRESS);
  const outcome = await choice.gateway.completeChallenge(order.orderId, input.returned);
  // A second challenge is not offered: a return that asks for one again is settled by the gateway's record.
  const settled =
    outcome.outcome === 'challenge' ? { outcome: 'unknown' as const, reason: 'challenge again' } : outcome;
  return replay(await recordChargeOutcome(db, scope, taken, settled, deps.clock.now()));
}
