import { type RegisteredSubscription, ResultCode } from '@hondana/contract';
import { describe, expect } from 'vitest';
import { endpointTests } from '../../../test/endpoint-kit.ts';
import { subscribe, useSubscriptionWorld } from './subscriptions-test-support.ts';

const ids = { trial: 0, paid: 0, toCancel: 0, toUpgrade: 0, ofB: 0 };
const h = useSubscriptionWorld(async ({ db, world, plans, clock }) => {
  const at = clock.now();
  const readerA = world.readerA.user.id;
  ids.trial = await subscribe(db, world.a, { userId: readerA, planId: plans.basic, at, free: true });
  ids.paid = await subscribe(db, world.a, { userId: readerA, planId: plans.yearly, at });
  ids.toCancel = await subscribe(db, world.a, { userId: readerA, planId: plans.premium, at });
  ids.ofB = await subscribe(db, world.b, { userId: world.readerB.user.id, planId: plans.otherCompany, at });
});

describe('subscription endpoints', () => {
  endpointTests('registeredPage', h.context, {
    happy: (world) => ({
      as: world.readerA,
      query: { page: 1, size: 10 },
      check: (data) => {
        const page = data as { content: RegisteredSubscription[]; totalElements: number };
        expect(page.totalElements).toBe(3);
        expect(page.content.every((s) => s.userId === world.readerA.user.id)).toBe(true);
      },
    }),
    badInput: (world) => ({ as: world.readerA, query: { size: 0 }, code: ResultCode.BAD_REQUEST }),
    otherTenantIds: (world) => ({
      as: world.companyAdminA,
      query: { userId: world.readerB.user.id },
      code: ResultCode.USER_NOT_FOUND,
    }),
  });

  endpointTests('registeredDetail', h.context, {
    happy: (world) => ({
      as: world.readerA,
      params: { id: ids.trial },
      check: (data) => {
        const s = data as RegisteredSubscription;
        expect(s).toMatchObject({
          id: ids.trial,
          status: 'ACTIVE',
          billingState: 'TRIAL',
          planName: 'Basic',
        });
        expect(s.userId).toBe(world.readerA.user.id);
      },
    }),
    badInput: (world) => ({ as: world.readerA, params: { id: 'x' }, code: ResultCode.BAD_REQUEST }),
    otherTenantIds: (world) => ({
      as: world.readerA,
      params: { id: ids.ofB },
      code: ResultCode.USER_PLAN_NOT_FOUND,
    }),
  });

  endpointTests('subscriptionRegister', h.context, {
    happy: (world) => ({
      as: world.readerA,
      body: { subscriptionPlanId: h.plans.free, updateContentGroup: true },
      check: (data) => {
        const s = data as RegisteredSubscription;
        expect(s).toMatchObject({
          planId: h.plans.free,
          billingState: 'ACTIVE',
          nextCharge: { receipt: { totalYen: 0 } },
        });
      },
    }),
    badInput: (world) => ({
      as: world.readerA,
      body: { subscriptionPlanId: -1 },
      code: ResultCode.BAD_REQUEST,
    }),
    otherTenantIds: (world) => ({
      as: world.readerA,
      body: { subscriptionPlanId: h.plans.otherCompany },
      code: ResultCode.PLAN_NOT_FOUND,
    }),
  });

  endpointTests('subscriptionCancel', h.context, {
    happy: (world) => ({
      as: world.readerA,
      params: { id: ids.toCancel },
      check: (data) => {
        const s = data as RegisteredSubscription;
        expect(s).toMatchObject({
          status: 'CANCEL',
          billingState: 'CANCEL',
          nextCharge: null,
          cancellable: false,
        });
        expect(s.accessEndsAt).toBe(s.currentPeriodEnd);
      },
    }),
    badInput: (world) => ({ as: world.readerA, params: { id: '0' }, code: ResultCode.BAD_REQUEST }),
    otherTenantIds: (world) => ({
      as: world.readerA,
      params: { id: ids.ofB },
      code: ResultCode.USER_PLAN_NOT_FOUND,
    }),
  });

  endpointTests('subscriptionUpgrade', h.context, {
    happy: (world) => ({
      as: world.readerA,
      params: { id: ids.trial },
      body: { toPlanId: h.plans.pro, expectedYen: 0 },
      check: (data) => {
        const result = data as { chargedYen: number; subscription: RegisteredSubscription };
        expect(result.chargedYen).toBe(0);
        expect(result.subscription).toMatchObject({ planId: h.plans.pro, billingState: 'TRIAL' });
      },
    }),
    badInput: (world) => ({
      as: world.readerA,
      params: { id: ids.trial },
      body: { toPlanId: h.plans.pro, expectedYen: -1 },
      code: ResultCode.BAD_REQUEST,
    }),
    otherTenantIds: (world) => ({
      as: world.readerA,
      params: { id: ids.trial },
      body: { toPlanId: h.plans.otherCompany, expectedYen: 0 },
      code: ResultCode.PLAN_NOT_FOUND,
    }),
  });
});
