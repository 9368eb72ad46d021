import {
  finalOrderStates,
  type MemberIdConfirmOrderBody,
  type OrderAnswer,
  PaymentGatewayKind,
  ResultCode,
} from '@hondana/contract';
import { appError } from '../../../platform/http/app-error.ts';
import type { TenantScope } from '../../../platform/tenancy/tenant-scope.ts';
import { replay, settleFailedOrder, settlePaidOrder } from '../../orders/order-outcome.ts';
import type { Reader } from '../../orders/place-order.ts';
import { findOrder, keepRenewalReference, type OrderRow } from '../../orders/provider-orders.ts';
import type { MemberIdClient } from './member-id-client.ts';
import type { MemberIdOrderDeps } from './place-member-id-order.ts';

/** The reader's member-ID order of this company by our order id; 868 for anyone else's or none. */
export async function readerMemberIdOrder(
  deps: Pick<MemberIdOrderDeps, 'db'>,
  scope: TenantScope,
  reader: Reader,
  orderId: string,
): Promise<OrderRow> {
  const order = await findOrder(deps.db, scope, orderId);
  if (!order || order.userId !== reader.userId || order.paymentGateway !== PaymentGatewayKind.MEMBER_ID) {
    throw appError(ResultCode.TRANSACTION_NOT_FOUND);
  }
  return order;
}

export async function memberIdClientOf(deps: MemberIdOrderDeps, scope: TenantScope): Promise<MemberIdClient> {
  const choice = await deps.clientOf(scope);
  if (!choice.ok) throw appError(choice.resultCode);
  return choice.client;
}

/**
 * The provider's return, posted by our return page: believed only when signed with the company's key,
 * then checked with the provider itself (its status and amount) before the order is settled. A second
 * post of a settled order answers its first result; a bad signature or an unconfirmed order changes
 * nothing; a cancelled one ends the order (the coupon's use given back, no subscription, no charge).
 */
export async function confirmMemberIdOrder(
  deps: MemberIdOrderDeps,
  scope: TenantScope,
  reader: Reader,
  body: MemberIdConfirmOrderBody,
): Promise<OrderAnswer> {
  const client = await memberIdClientOf(deps, scope);
  const fields = {
    result: body.result,
    gid_order_no: body.gid_order_no,
    order_no: body.order_no,
    periodic_payment_id: body.periodic_payment_id,
    amount: body.amount,
    state: body.state,
  };
  if (!client.signed(fields, body.signature)) throw appError(ResultCode.CONFIRM_ORDER_FAILED);
  const order = await readerMemberIdOrder(deps, scope, reader, body.order_no);
  if (order.answer && finalOrderStates.includes(order.state)) return replay(order.answer);
  const failed = async (gatewayCode: string) => {
    const ended = await settleFailedOrder(deps.db, scope, order, {
      at: deps.clock.now(),
      code: ResultCode.CONFIRM_ORDER_FAILED,
      gatewayCode,
    });
    const settled = ended ?? (await findOrder(deps.db, scope, order.orderId));
    if (settled?.answer) return replay(settled.answer);
    throw appError(ResultCode.CONFIRM_ORDER_FAILED);
  };
  if (body.result === 'CANCEL') return failed('CANCEL');
  const info = await client.orderInfo(body.gid_order_no);
  if (info.found === 'unknown') throw appError(ResultCode.PAYMENT_VERIFYING);
  if (info.found === false || info.orderNo !== order.orderId) throw appError(ResultCode.CONFIRM_ORDER_FAILED);
  if (info.status === 'CANCELLED') return failed('CANCELLED');
  const expected = order.receipt.totalYen;
  if (info.status !== 'CONFIRMED' || info.amountYen !== expected || Number(body.amount) !== expected) {
    throw appError(ResultCode.CONFIRM_ORDER_FAILED);
  }
  // The provider's periodic payment is what renewals charge: the subscription keeps it as its reference.
  await keepRenewalReference(deps.db, scope, order.orderId, {
    customerRef: info.periodicPaymentId ?? body.periodic_payment_id,
    shown: info.memberId,
  });
  const paid = await settlePaidOrder(deps.db, scope, order, {
    at: deps.clock.now(),
    gatewayTransactionId: body.gid_order_no,
    gatewayCode: info.status,
  });
  const settled = paid ?? (await findOrder(deps.db, scope, order.orderId));
  if (settled?.answer && finalOrderStates.includes(settled.state)) return replay(settled.answer);
  throw appError(ResultCode.PAYMENT_VERIFYING);
}
