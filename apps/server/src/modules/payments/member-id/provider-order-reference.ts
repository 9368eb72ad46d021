import { PaymentStatus } from '@hondana/contract';
import { and, eq } from 'drizzle-orm';
import { transactions } from '../../../db/schema/index.ts';
import type { Executor } from '../../../platform/database/connection.ts';
import { inCompany, type TenantScope } from '../../../platform/tenancy/tenant-scope.ts';

/**
 * Writes the provider's order number on the order's pending ledger row as soon as the provider has it,
 * so the payments screen can name the provider's order before the member pays (an order in a free
 * first period has no ledger row: nothing to write).
 */
export async function noteProviderOrder(
  tx: Executor,
  scope: TenantScope,
  orderId: string,
  gidOrderNo: string,
): Promise<void> {
  await tx
    .update(transactions)
    .set({ gatewayTransactionId: gidOrderNo })
    .where(
      and(
        inCompany(transactions, scope),
        eq(transactions.orderId, orderId),
        eq(transactions.status, PaymentStatus.PENDING),
      ),
    );
}
