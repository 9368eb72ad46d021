/** The world of the member-ID order tests (imported by *.test.ts only): the app over a real sandbox provider. */
import { Language, type OrderAnswer } from '@hondana/contract';
import { eq } from 'drizzle-orm';
import { beforeAll } from 'vitest';
import { routeCaller } from '../../../../test/endpoint-kit.ts';
import { portalAddress, useTenantWorld, type WorldUser } from '../../../../test/tenant-world.ts';
import { companies } from '../../../db/schema/index.ts';
import { ManualClock } from '../../../platform/clock.ts';
import { sealSecret } from '../../../platform/crypto/secret-box.ts';
import type { Database } from '../../../platform/database/connection.ts';
import type { Tenant } from '../../../platform/tenancy/resolve-tenant.ts';
import { tenantScopeOf } from '../../../platform/tenancy/tenant-scope.ts';
import { SANDBOX_MEMBER_ID_MERCHANT } from '../../../sandbox-gateway/sandbox-merchants.ts';
import {
  postFormNoFollow,
  type SandboxWorld,
  useSandbox,
} from '../../../sandbox-gateway/sandbox-test-support.ts';
import { newOrderId } from '../../orders/ledger.ts';
import { insertPlan } from '../../orders/orders-test-support.ts';
import { priceOrder } from '../../orders/price-order.ts';
import { PAYMENT_SECRET_PURPOSES } from '../gateways/payment-settings-of.ts';

/** The company pays through the member-ID provider with the sandbox's merchant key, sealed as the settings page does. */
export async function useMemberIdProvider(db: Database, tenant: Tenant, masterKey: Buffer, apiKey?: string) {
  await db
    .update(companies)
    .set({
      paymentGateway: 'member_id',
      memberIdMerchant: SANDBOX_MEMBER_ID_MERCHANT.merchantId,
      memberIdApiKeyEnc: sealSecret(
        apiKey ?? SANDBOX_MEMBER_ID_MERCHANT.apiKey,
        masterKey,
        PAYMENT_SECRET_PURPOSES.memberIdApiKey,
      ),
    })
    .where(eq(companies.id, tenant.company.id));
}

export const returnUrlOf = (tenant: Tenant) => {
  const address = portalAddress(tenant);
  return `http://${address.host}/${address.path}/gakken-payment/confirm`;
};

/** The member's choice on the provider's page: the fields the return address got. */
export async function answerMemberPage(redirectUrl: string, result: 'OK' | 'CANCEL') {
  const back = await postFormNoFollow(redirectUrl, { result, member_id: 'gid-member-0001' });
  return Object.fromEntries(new URL(back.location).searchParams);
}

/** Both companies on the member-ID provider (the sandbox's one merchant), the app on a manual clock. */
export function useMemberIdWorld() {
  const sandbox: SandboxWorld = useSandbox();
  const clock = new ManualClock(new Date());
  const env: Record<string, string> = { GATEWAY_TIMEOUT_MS: '500' };
  beforeAll(() => {
    env.SANDBOX_GATEWAY_URL = sandbox.sandbox.url;
  });
  const harness = useTenantWorld({ env, clock }, async ({ world, database, app }) => {
    await useMemberIdProvider(database.db, world.a, app.deps.masterKey);
    await useMemberIdProvider(database.db, world.b, app.deps.masterKey);
  });
  const call = routeCaller(harness);
  const plan = (values: Parameters<typeof insertPlan>[2] = {}, tenant?: Tenant) =>
    insertPlan(harness.database.db, tenant ?? harness.world.a, values);
  /** What the quote gives the confirmation screen: a fresh order id and the text's version. */
  async function orderBody(
    planId: number,
    extra: Record<string, unknown> = {},
    tenant?: Tenant,
    as?: WorldUser,
  ) {
    const at = tenant ?? harness.world.a;
    const reader = as ?? harness.world.readerA;
    const priced = await priceOrder(harness.database.db, tenantScopeOf(at), {
      planId,
      couponCode: extra.coupon_code as string | undefined,
      userId: reader.user.id,
      at: clock.now(),
      language: Language.JA,
    });
    if ('refused' in priced) throw new Error(`not priced: ${priced.refused}`);
    return {
      order_id: newOrderId('purchase', clock.now()),
      subscription_plan_id: planId,
      redirect_url: returnUrlOf(at),
      state: 'from-test',
      terms_version: priced.terms.version,
      ...extra,
    };
  }
  const receive = (body: unknown, as?: WorldUser, at?: Tenant) =>
    call.send('memberIdOrderReceive', { as: as ?? harness.world.readerA, body, ...(at ? { at } : {}) });
  const confirm = (body: unknown, as?: WorldUser, at?: Tenant) =>
    call.send('memberIdConfirmOrder', { as: as ?? harness.world.readerA, body, ...(at ? { at } : {}) });
  /** Places an order and answers the provider's page as the member: the fields our return page gets. */
  async function paidAtProvider(
    planId: number,
    result: 'OK' | 'CANCEL' = 'OK',
    extra: Record<string, unknown> = {},
  ) {
    const body = await orderBody(planId, extra);
    const response = await receive(body);
    const answer = response.json().data as OrderAnswer;
    if (answer?.result !== 'redirect') throw new Error(`no redirect: ${response.body}`);
    return { body, answer, returned: await answerMemberPage(answer.redirectUrl ?? '', result) };
  }
  return { sandbox, clock, harness, call, plan, orderBody, receive, confirm, paidAtProvider };
}
