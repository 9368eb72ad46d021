import { type AddCardAnswer, ResultCode } from '@hondana/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { userSubscriptions } from '../../db/schema/index.ts';
import { appError } from '../../platform/http/app-error.ts';
import { inCompany, type TenantScope } from '../../platform/tenancy/tenant-scope.ts';
import { type CardRoute, customerRefOf, type OrderDeps, type Reader, yymmOf } from './place-order.ts';

const routeKind = { veritrans: 'card', gmo: 'card_alt' } as const;

/** Subscriptions that will be charged again (the card columns only: never their billing state). */
const RENEWING = ['TRIAL', 'ACTIVE', 'PAST_DUE'] as const;

/**
 * A new card for the reader (add-card): kept at the company's gateway under the reader's customer
 * reference (one card per reader, so it replaces the previous one there) and named on the reader's
 * subscriptions that renew on that gateway. Any refusal of the token is 841.
 */
export async function addCard(
  deps: OrderDeps,
  scope: TenantScope,
  reader: Reader,
  input: { route: CardRoute; token: string; cardExpire?: string | undefined },
): Promise<AddCardAnswer> {
  const choice = await deps.gatewayOf(scope);
  if (!choice.ok) throw appError(choice.resultCode);
  if (choice.gateway.kind !== routeKind[input.route]) throw appError(ResultCode.PAYMENT_GATEWAY_INVALID);
  const stored = await choice.gateway.storeCard({
    customerRef: customerRefOf(scope, reader.userId),
    token: input.token,
  });
  if (stored.outcome === 'refused') throw appError(ResultCode.PAYMENT_SETTINGS_INVALID);
  if (stored.outcome !== 'stored') throw appError(ResultCode.CREDIT_CARD_INVALID, 'Token error');
  const cardExpire = yymmOf(stored.cardExpire) ?? yymmOf(input.cardExpire);
  const updated = await deps.db
    .update(userSubscriptions)
    .set({ gatewayCustomerRef: stored.customerRef, cardMask: stored.cardMask || null, cardExpire })
    .where(
      and(
        inCompany(userSubscriptions, scope),
        eq(userSubscriptions.userId, reader.userId),
        eq(userSubscriptions.paymentGateway, choice.gateway.kind),
        inArray(userSubscriptions.billingState, [...RENEWING]),
      ),
    )
    .returning({ id: userSubscriptions.id });
  return { result: 'ok', cardMask: stored.cardMask || null, subscriptions: updated.length };
}
