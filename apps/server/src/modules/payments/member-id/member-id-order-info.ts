import { type MemberIdOrderInfo, type MemberIdOrderInfoQuery, ResultCode } from '@hondana/contract';
import { appError } from '../../../platform/http/app-error.ts';
import type { ServiceScope } from '../../../platform/tenancy/tenant-scope.ts';
import type { Reader } from '../../orders/place-order.ts';
import { loadSellablePlan } from '../../subscription-plans/sellable-plan.ts';
import { memberIdClientOf, readerMemberIdOrder } from './confirm-member-id-order.ts';
import type { MemberIdOrderDeps } from './place-member-id-order.ts';

/** The reader's order the provider's order number names, with what the provider says of it. Writes nothing. */
export async function memberIdOrderInfo(
  deps: MemberIdOrderDeps,
  scope: ServiceScope,
  reader: Reader,
  query: MemberIdOrderInfoQuery,
): Promise<MemberIdOrderInfo> {
  const client = await memberIdClientOf(deps, scope);
  const info = await client.orderInfo(query.gid_order_no);
  if (info.found === 'unknown') throw appError(ResultCode.PAYMENT_VERIFYING);
  if (info.found === false) throw appError(ResultCode.TRANSACTION_NOT_FOUND);
  const order = await readerMemberIdOrder(deps, scope, reader, info.orderNo);
  if (query.subscription_plan_id !== undefined && query.subscription_plan_id !== order.subscriptionPlanId) {
    throw appError(ResultCode.TRANSACTION_NOT_FOUND);
  }
  const plan = await loadSellablePlan(deps.db, scope, order.subscriptionPlanId);
  return {
    orderId: order.orderId,
    gidOrderNo: info.gidOrderNo,
    providerStatus: info.status,
    state: order.state,
    plan: { id: order.subscriptionPlanId, name: plan?.name ?? '' },
    couponCode: order.couponCode,
    receipt: order.receipt,
    amountNowYen: order.amount,
    terms: {
      version: order.termsVersion,
      language: order.termsLanguage as MemberIdOrderInfo['terms']['language'],
      text: order.termsText,
    },
    subscriptionId: order.userSubscriptionId,
  };
}
