import { apiRoutes, type RefundResult, ResultCode } from '@hondana/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { callRoute, endpointTests } from '../../../test/endpoint-kit.ts';
import type { WorldUser } from '../../../test/tenant-world.ts';
import { mailOutbox, refunds, userSubscriptions } from '../../db/schema/index.ts';
import { tenantScopeOf } from '../../platform/tenancy/tenant-scope.ts';
import { insertLedgerRow } from '../receipts/receipt-test-support.ts';
import { paidCharge, useRefundWorld } from './refund-test-support.ts';

const HOUR = 3_600_000;
const harness = useRefundWorld();
const charges = { happy: 0, other: 0 };

const refund = (as: WorldUser, id: number, body: Record<string, unknown>) =>
  callRoute(harness.app, apiRoutes.transactionRefund, { as, params: { id }, body }, harness.world);
const refundCount = (id: number) => harness.database.db.$count(refunds, eq(refunds.transactionId, id));

describe('POST /transaction/refund/:id', () => {
  it('sets up charges the sandbox took', async () => {
    const { world } = harness;
    charges.happy = (await paidCharge(harness, tenantScopeOf(world.a), world.readerA.user.id)).id;
    charges.other = (await paidCharge(harness, tenantScopeOf(world.b), world.readerB.user.id)).id;
  });

  endpointTests('transactionRefund', harness.context, {
    happy: (world) => ({
      as: world.companyAdminA,
      params: { id: charges.happy },
      body: { amountYen: 100, reason: 'Charged twice', refundKey: 'happy-key-0001' },
      check: (data) => {
        const { refund: made, transaction } = data as RefundResult;
        expect(made).toMatchObject({ amountYen: 100, method: 'void', reason: 'Charged twice' });
        expect(made.creditNoteNumber).toBeGreaterThan(0);
        expect(transaction.refundableYen).toBe(1000);
      },
    }),
    badInput: (world) => ({
      as: world.companyAdminA,
      params: { id: charges.happy },
      body: { amountYen: 1.5, reason: 'x', refundKey: 'bad-input-0001' },
      code: ResultCode.BAD_REQUEST,
    }),
    otherTenantIds: (world) => ({
      as: world.companyAdminA,
      params: { id: charges.other },
      body: { amountYen: 100, reason: 'x', refundKey: 'other-tenant-01' },
      code: ResultCode.TRANSACTION_NOT_FOUND,
    }),
  });

  it('refuses a reader and a service admin, and more than what remains, changing nothing', async () => {
    const { world } = harness;
    const body = { amountYen: 100, reason: 'x', refundKey: 'refused-key-001' };
    expect((await refund(world.readerA, charges.happy, body)).json().status).toBe(
      ResultCode.INVALID_ROLE_ACCESS,
    );
    expect((await refund(world.serviceAdminA, charges.happy, body)).json().status).toBe(
      ResultCode.INVALID_ROLE_ACCESS,
    );
    const over = await refund(world.companyAdminA, charges.happy, { ...body, amountYen: 1001 });
    expect(over.json()).toMatchObject({ status: ResultCode.REFUND_OVER_REMAINING });
    expect(await refundCount(charges.happy)).toBe(1);
  });

  it('answers a repeated request with the first refund, and refuses its key for another', async () => {
    const { world } = harness;
    const body = { amountYen: 200, reason: 'Goodwill', refundKey: 'repeat-key-0001' };
    const first = await refund(world.companyAdminA, charges.happy, body);
    const again = await refund(world.companyAdminA, charges.happy, body);
    expect(again.json().data.refund.id).toBe(first.json().data.refund.id);
    expect(await refundCount(charges.happy)).toBe(2);
    const reused = await refund(world.companyAdminA, charges.happy, { ...body, amountYen: 300 });
    expect(reused.json().status).toBe(ResultCode.REFUND_KEY_REUSED);
  });

  it('refuses a refund row and an unpaid charge as not refundable', async () => {
    const { world } = harness;
    const page = await callRoute(
      harness.app,
      apiRoutes.transactionPage,
      { as: world.companyAdminA, query: { kind: 'refund' } },
      world,
    );
    const refundRow = page.json().data.content[0].id as number;
    const answer = await refund(world.companyAdminA, refundRow, {
      amountYen: 1,
      reason: 'x',
      refundKey: 'refund-of-refund',
    });
    expect(answer.json().status).toBe(ResultCode.TRANSACTION_NOT_REFUNDABLE);
  });

  it('refuses a charge another gateway took (866), writing nothing', async () => {
    const { world } = harness;
    const byMemberId = await insertLedgerRow(harness.database.db, tenantScopeOf(world.a), {
      userId: world.readerA.user.id,
      paymentGateway: 'member_id',
    });
    const answer = await refund(world.companyAdminA, byMemberId.id, {
      amountYen: 100,
      reason: 'x',
      refundKey: 'member-id-0001',
    });
    expect(answer.json().status).toBe(ResultCode.PAYMENT_GATEWAY_INVALID);
    expect(await refundCount(byMemberId.id)).toBe(0);
  });

  it('returns the money on a later day, and a whole refund of the running period ends access', async () => {
    const { world } = harness;
    const scope = tenantScopeOf(world.a);
    const charge = await paidCharge(harness, scope, world.readerA2.user.id, { subscribed: true });
    // 12:00 in Tokyo to 01:00 the next day: a later billing day.
    harness.advance(13 * HOUR);
    const answer = await refund(world.companyAdminA, charge.id, {
      amountYen: 1100,
      reason: 'Cancelled by phone',
      refundKey: 'whole-later-001',
    });
    expect(answer.json(), answer.body).toMatchObject({ status: ResultCode.OK });
    expect(answer.json().data.refund.method).toBe('return');
    expect(answer.json().data.transaction.refundableYen).toBe(0);
    const [subscription] = await harness.database.db
      .select()
      .from(userSubscriptions)
      .where(
        and(
          eq(userSubscriptions.companyId, scope.companyId),
          eq(userSubscriptions.id, charge.userSubscriptionId ?? 0),
        ),
      );
    expect(subscription?.billingState).toBe('REFUNDED');
    const endsAt = subscription?.accessEndsAt ?? null;
    expect(endsAt === null || endsAt <= harness.clock.now()).toBe(true);
    const mails = await harness.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, world.readerA2.user.email ?? ''));
    expect(mails.map((m) => m.text).join('\n')).toContain('1,100');
  });
});
