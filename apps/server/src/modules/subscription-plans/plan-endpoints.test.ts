import {
  type AdminPlan,
  type ChargeSchedulePreview,
  type Page,
  type PublicPlan,
  ResultCode,
} from '@hondana/contract';
import { describe, expect } from 'vitest';
import { endpointTests } from '../../../test/endpoint-kit.ts';
import { newPlan, usePlanWorld } from './plan-test-support.ts';

const { harness, rows } = usePlanWorld();
const context = harness.context;

describe('subscription plan endpoints', () => {
  endpointTests('planPage', context, {
    happy: (w) => ({
      as: w.serviceAdminA,
      query: { keyword: 'month' },
      check: (data) => expect((data as Page<AdminPlan>).content.map((p) => p.id)).toEqual([rows.monthly]),
    }),
    badInput: (w) => ({ as: w.companyAdminA, query: { size: 1000 }, code: ResultCode.BAD_REQUEST }),
    otherTenantIds: (w) => ({
      as: w.serviceAdminA,
      query: { serviceId: w.a2.service.id },
      code: ResultCode.NO_PERMISSION,
    }),
  });

  endpointTests('planDetail', context, {
    happy: (w) => ({
      as: w.companyAdminA,
      params: { id: rows.monthly },
      check: (data) =>
        expect(data).toMatchObject({
          contentGroups: [{ id: rows.novels, name: 'Novels' }],
          upgradePlans: [{ id: rows.yearly }, { id: rows.hidden }],
          inUse: false,
        }),
    }),
    badInput: (w) => ({ as: w.companyAdminA, params: { id: '0x1' }, code: ResultCode.BAD_REQUEST }),
    otherTenantIds: (w) => ({
      as: w.companyAdminA,
      params: { id: rows.otherCompany },
      code: ResultCode.PLAN_NOT_FOUND,
    }),
  });

  endpointTests('planAdd', context, {
    happy: (w) => ({
      as: w.serviceAdminA,
      body: newPlan({ contentGroupIds: [rows.novels], paymentGateways: ['card', 'member_id'] }),
      check: (data) =>
        expect(data).toMatchObject({
          serviceId: w.a.service.id,
          name: 'Weekly',
          durationDays: 7,
          shownPrice: { netYen: 500, taxYen: 50, shownYen: 550 },
          paymentGateways: ['card', 'member_id'],
          contentGroups: [{ id: rows.novels }],
        }),
    }),
    badInput: (w) => ({
      as: w.companyAdminA,
      body: newPlan({ freeTermDays: 30 }),
      code: ResultCode.FREE_TERM_TOO_LONG,
    }),
    otherTenantIds: (w) => ({
      as: w.companyAdminA,
      body: newPlan({ contentGroupIds: [rows.groupOfB] }),
      code: ResultCode.CONTENT_GROUP_NOT_FOUND,
    }),
  });

  endpointTests('planUpdate', context, {
    happy: (w) => ({
      as: w.companyAdminA,
      params: { id: rows.hidden },
      body: { price: 2_000, discountPrice: 1_500 },
      check: (data) => expect(data).toMatchObject({ price: 2_000, discountPrice: 1_500, isShow: false }),
    }),
    badInput: (w) => ({
      as: w.companyAdminA,
      params: { id: rows.hidden },
      body: { discountPrice: 999_999 },
      code: ResultCode.BAD_PARAMETERS,
    }),
    otherTenantIds: (w) => ({
      as: w.companyAdminA,
      params: { id: rows.otherCompany },
      body: { price: 1 },
      code: ResultCode.PLAN_NOT_FOUND,
    }),
  });

  endpointTests('planChargePreview', context, {
    happy: (w) => ({
      as: w.serviceAdminA,
      params: { id: rows.monthly },
      check: (data) => {
        const preview = data as ChargeSchedulePreview;
        expect(preview.freeTermEndsAt).toBeNull();
        expect(preview.charges).toHaveLength(24);
        expect(preview.charges[0]?.receipt.totalYen).toBe(1_100);
      },
    }),
    badInput: (w) => ({
      as: w.companyAdminA,
      params: { id: rows.monthly },
      query: { couponCode: 'NO-SUCH-CODE' },
      code: ResultCode.COUPON_NOT_FOUND,
    }),
    otherTenantIds: (w) => ({
      as: w.companyAdminA,
      params: { id: rows.otherCompany },
      code: ResultCode.PLAN_NOT_FOUND,
    }),
  });

  endpointTests('publicPlanPage', context, {
    happy: (w) => ({
      as: null,
      at: w.a,
      check: (data) => {
        // Published plans in the list order (a plan another test adds comes last); hidden and archived ones never.
        const names = (data as Page<PublicPlan>).content.map((p) => p.name);
        expect(names.slice(0, 2)).toEqual(['Monthly', 'Yearly']);
        expect(names).not.toContain('Hidden');
        expect(names).not.toContain('Archived');
      },
    }),
    badInput: () => ({ as: null, query: { page: 0 }, code: ResultCode.BAD_REQUEST }),
  });

  endpointTests('publicPlanDetail', context, {
    happy: (w) => ({
      as: w.readerA,
      params: { id: rows.yearly },
      check: (data) =>
        expect(data).toMatchObject({
          shownPrice: { ratePercent: 10, netYen: 10_000, taxYen: 1_000, shownYen: 11_000 },
          shownDiscountPrice: { netYen: 9_000, taxYen: 900, shownYen: 9_900 },
          durationDays: 365,
          freeTermDays: 14,
        }),
    }),
    badInput: () => ({ as: null, params: { id: 'x' }, code: ResultCode.BAD_REQUEST }),
    otherTenantIds: () => ({ as: null, params: { id: rows.otherCompany }, code: ResultCode.PLAN_NOT_FOUND }),
  });
});
