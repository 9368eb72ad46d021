import { OrderState, PaymentGatewayKind, ResultCode } from '@hondana/contract';
import { and, asc, eq, inArray, lt } from 'drizzle-orm';
import { z } from 'zod';
import { orders } from '../../../db/schema/index.ts';
import type { Executor } from '../../../platform/database/connection.ts';
import { defineJobKind } from '../../../platform/jobs/job-kind.ts';
import type { TenantScope } from '../../../platform/tenancy/tenant-scope.ts';
import { settleFailedOrder, settlePaidOrder } from '../../orders/order-outcome.ts';
import { keepRenewalReference, type OrderRow } from '../../orders/provider-orders.ts';
import type { MemberIdOrderDeps } from './place-member-id-order.ts';

/** Every minute: member-ID orders whose member never came back through our return page are asked about. */
export const reconcileMemberIdOrdersJob = defineJobKind({
  name: 'member-id.reconcile',
  payload: z.object({}),
  attempts: 1,
  retryDelaySeconds: 60,
  schedule: '* * * * *',
});

/** A member who left the provider's page unanswered: the order is given up after a day. */
const ABANDONED_MS = 24 * 60 * 60 * 1000;
const BATCH = 100;

export type MemberIdVerdict = 'paid' | 'failed' | 'open';

/** Open member-ID orders of every company that last moved before `before`, oldest first. */
export async function openMemberIdOrdersAcrossTenants(db: Executor, before: Date): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.paymentGateway, PaymentGatewayKind.MEMBER_ID),
        inArray(orders.state, [OrderState.CHARGING, OrderState.AWAITING_3DS, OrderState.UNKNOWN]),
        lt(orders.updatedAt, before),
      ),
    )
    .orderBy(asc(orders.updatedAt))
    .limit(BATCH);
}

/**
 * One open member-ID order, settled by what the provider says of its order number: confirmed → paid
 * (the periodic payment kept for renewals), cancelled or unknown there → ended; still pending → left,
 * until a day has passed. An order that never got the provider's number is ended after a day.
 */
export async function reconcileMemberIdOrder(
  deps: MemberIdOrderDeps,
  order: OrderRow,
): Promise<MemberIdVerdict> {
  const scope: TenantScope = { companyId: order.companyId, serviceId: order.serviceId };
  const now = deps.clock.now();
  const abandoned = now.getTime() - order.updatedAt.getTime() > ABANDONED_MS;
  const fail = async (gatewayCode: string | null) => {
    await settleFailedOrder(deps.db, scope, order, { at: now, code: ResultCode.PAYMENT_FAILED, gatewayCode });
    return 'failed' as const;
  };
  const gid = order.state === OrderState.AWAITING_3DS ? order.gatewayCode : null;
  if (!gid) return abandoned ? fail(null) : 'open';
  const choice = await deps.clientOf(scope);
  if (!choice.ok) return 'open';
  const info = await choice.client.orderInfo(gid);
  if (info.found === 'unknown') return 'open';
  if (info.found === false || info.orderNo !== order.orderId) return fail(null);
  if (info.status === 'CANCELLED') return fail('CANCELLED');
  if (info.status === 'PENDING') return abandoned ? fail('PENDING') : 'open';
  if (info.amountYen !== order.receipt.totalYen) return 'open';
  await keepRenewalReference(deps.db, scope, order.orderId, {
    customerRef: info.periodicPaymentId,
    shown: info.memberId,
  });
  await settlePaidOrder(deps.db, scope, order, {
    at: now,
    gatewayTransactionId: gid,
    gatewayCode: info.status,
  });
  return 'paid';
}

/** Every open member-ID order older than `minAgeMs` (a call may still be running), once. */
export async function reconcileMemberIdOrders(deps: MemberIdOrderDeps & { minAgeMs: number }) {
  const before = new Date(deps.clock.now().getTime() - deps.minAgeMs);
  const report = { paid: 0, failed: 0, open: 0 };
  for (const order of await openMemberIdOrdersAcrossTenants(deps.db, before)) {
    report[await reconcileMemberIdOrder(deps, order)] += 1;
  }
  return report;
}
