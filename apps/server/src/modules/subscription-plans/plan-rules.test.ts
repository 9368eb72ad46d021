import {
  type AdminPlan,
  type ChargeSchedulePreview,
  type Page,
  type PublicPlan,
  ResultCode,
} from '@hondana/contract';
import { describe, expect, it } from 'vitest';
import { auditRowCount, auditRowsOf } from '../../../test/audit-kit.ts';
import { coupons, discountOrdinals } from '../../db/schema/index.ts';
import { newPlan, usePlanWorld } from './plan-test-support.ts';

const { harness, rows, call } = usePlanWorld();

describe('subscription plan rules', () => {
  it('refuses a reader and a service admin of another service, changing nothing', async () => {
    const { world } = harness;
    const before = await auditRowCount(harness.database.db);
    const reader = await call.send('planAdd', { as: world.readerA, body: newPlan() });
    expect(reader.json()).toMatchObject({ status: ResultCode.INVALID_ROLE_ACCESS });
    const other = await call.send('planUpdate', {
      as: world.serviceAdminA2,
      params: { id: rows.monthly },
      body: { price: 1 },
    });
    expect(other.json()).toMatchObject({ status: ResultCode.NO_PERMISSION });
    const page = await call.send('planPage', {
      as: world.serviceAdminA2,
      query: { serviceId: world.a.service.id },
    });
    expect(page.json()).toMatchObject({ status: ResultCode.NO_PERMISSION });
    expect(await auditRowCount(harness.database.db)).toBe(before);
  });

  it('keeps a service admin to its own service: its page lists only its plans', async () => {
    const page = await call.data<Page<AdminPlan>>('planPage', {
      as: harness.world.serviceAdminA2,
      query: {},
    });
    expect(page.content.map((p) => p.id)).toEqual([rows.otherService]);
  });

  it('refuses upgrades to the plan itself (406) or to another service’s plan (831), and foreign groups (710)', async () => {
    const { world } = harness;
    const before = await auditRowCount(harness.database.db);
    const update = (body: Record<string, unknown>) =>
      call.send('planUpdate', { as: world.companyAdminA, params: { id: rows.yearly }, body });
    expect((await update({ upgradePlanIds: [rows.yearly] })).json()).toMatchObject({
      status: ResultCode.BAD_PARAMETERS,
      data: { field: 'upgradePlanIds' },
    });
    expect((await update({ upgradePlanIds: [rows.otherService] })).json()).toMatchObject({
      status: ResultCode.PLAN_NOT_FOUND,
    });
    expect((await update({ contentGroupIds: [rows.groupOfA2] })).json()).toMatchObject({
      status: ResultCode.CONTENT_GROUP_NOT_FOUND,
    });
    expect((await update({ freeTermDays: 30 })).json()).toMatchObject({
      status: ResultCode.FREE_TERM_TOO_LONG,
    });
    expect((await update({ price: 9_000 })).json()).toMatchObject({
      status: ResultCode.BAD_PARAMETERS,
      data: { field: 'discountPrice' },
    });
    expect(await auditRowCount(harness.database.db)).toBe(before);
  });

  it('stores names per language and payment methods, and audits the change in its transaction', async () => {
    const { world } = harness;
    const added = await call.data<AdminPlan>('planAdd', {
      as: world.companyAdminA,
      body: newPlan({
        name: 'Audited',
        paymentGateways: ['member_id', 'member_id'],
        descriptionTranslations: { ja: '説明', en: ' ' },
      }),
    });
    expect(added).toMatchObject({
      nameTranslations: { ja: '週刊', vn: 'Hàng tuần' },
      descriptionTranslations: { ja: '説明' },
      paymentGateways: ['member_id'],
    });
    const audit = await auditRowsOf(harness.database.db, 'subscriptionPlan', added.id);
    expect(audit.map((r) => r.action)).toEqual(['add']);
  });

  it('hides hidden and archived plans from the portal: their detail is 831', async () => {
    for (const id of [rows.hidden, rows.archived]) {
      const response = await call.send('publicPlanDetail', { as: null, params: { id } });
      expect(response.json()).toMatchObject({ status: ResultCode.PLAN_NOT_FOUND });
    }
    const monthly = await call.data<PublicPlan>('publicPlanDetail', {
      as: null,
      params: { id: rows.monthly },
    });
    // Upgrade targets the portal does not sell are left out; content groups carry their names.
    expect(monthly.upgradePlans.map((p) => p.id)).toEqual([rows.yearly]);
    expect(monthly.contentGroups).toEqual([
      { id: rows.novels, name: 'Novels', nameTranslations: { ja: '小説' } },
    ]);
    expect(monthly.shownPrice).toEqual({ ratePercent: 10, netYen: 1_000, taxYen: 100, shownYen: 1_100 });
  });

  it('previews charges by the charging rules: discount price, ordinal discount, coupon', async () => {
    const { world } = harness;
    const { db } = harness.database;
    const scope = { companyId: world.a.company.id, serviceId: world.a.service.id };
    await db
      .insert(discountOrdinals)
      .values({ ...scope, subscriptionPlanId: rows.yearly, ordinal: 2, discountPercent: 50 });
    await db.insert(coupons).values({ ...scope, code: 'HALF', discountPercent: 50, isUnlimited: true });
    const preview = await call.data<ChargeSchedulePreview>('planChargePreview', {
      as: world.companyAdminA,
      params: { id: rows.yearly },
      query: { couponCode: 'half' },
    });
    expect(preview.freeTermEndsAt).not.toBeNull();
    expect(preview.charges.map((c) => c.receipt.totalYen)).toEqual([4_950, 4_950]);
    expect(preview.charges[0]?.receipt.lines.map((l) => l.rule)).toEqual([
      'plan-price',
      'discount-price',
      'coupon',
    ]);
    expect(preview.charges[1]?.receipt.lines.map((l) => l.rule)).toEqual([
      'plan-price',
      'discount-price',
      'ordinal',
    ]);
  });

  it('reorders a service’s plans and names every plan once (406 otherwise)', async () => {
    const { world } = harness;
    const page = await call.data<Page<AdminPlan>>('planPage', {
      as: world.companyAdminA,
      query: { serviceId: world.a.service.id, size: 100 },
    });
    const ids = page.content.map((p) => p.id).reverse();
    const twice = await call.send('planReorder', {
      as: world.companyAdminA,
      body: { serviceId: world.a.service.id, ids: [...ids.slice(1), ids[1]] },
    });
    expect(twice.json()).toMatchObject({ status: ResultCode.BAD_PARAMETERS });
    const list = await call.data<AdminPlan[]>('planReorder', {
      as: world.serviceAdminA,
      body: { ids },
    });
    expect(list.map((p) => p.id)).toEqual(ids);
    const audit = await auditRowsOf(harness.database.db, 'subscriptionPlan', world.a.service.id);
    expect(audit.at(-1)).toMatchObject({ action: 'reorder' });
  });
});
