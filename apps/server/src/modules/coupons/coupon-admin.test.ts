import { type CouponItem, type Page, ResultCode } from '@hondana/contract';
import { describe, expect, it } from 'vitest';
import { auditRowsOf } from '../../../test/audit-kit.ts';
import { type AnyCall, endpointTests, routeCaller } from '../../../test/endpoint-kit.ts';
import { type TenantWorld, useTenantWorld } from '../../../test/tenant-world.ts';
import { coupons } from '../../db/schema/index.ts';

const made = {} as Record<'SPRING' | 'GONE' | 'SECOND' | 'DELETEME' | 'OTHERS', number>;

const harness = useTenantWorld({}, async ({ world, database }) => {
  const of = (tenant: typeof world.a, code: string, extra: Partial<typeof coupons.$inferInsert> = {}) => ({
    companyId: tenant.company.id,
    serviceId: tenant.service.id,
    code,
    discountPercent: 10,
    usageLimit: 10,
    ...extra,
  });
  const rows = await database.db
    .insert(coupons)
    .values([
      of(world.a, 'SPRING', { usedCount: 4 }),
      of(world.a, 'GONE', { expiresAt: new Date('2020-01-01T00:00:00Z') }),
      of(world.a2, 'SECOND', { usageLimit: null, isUnlimited: true }),
      of(world.a, 'DELETEME'),
      of(world.b, 'OTHERS'),
    ])
    .returning();
  for (const row of rows) made[row.code as keyof typeof made] = row.id;
});

const { send, data } = routeCaller(harness);
const admin = (world: TenantWorld) => ({ as: world.companyAdminA });

async function refused(name: Parameters<typeof send>[0], call: AnyCall, code: number) {
  const response = await send(name, call);
  expect(response.json(), response.body).toMatchObject({ status: code });
  expect(response.statusCode).not.toBe(200);
}

describe('GET /manage-coupon/page', () => {
  endpointTests('couponPage', harness.context, {
    happy: (world) => ({
      ...admin(world),
      query: { keyword: 'spr' },
      check: (page) => {
        const { content } = page as Page<CouponItem>;
        expect(content).toHaveLength(1);
        expect(content[0]).toMatchObject({ code: 'SPRING', usedCount: 4, usageLimit: 10, usable: true });
      },
    }),
    badInput: (world) => ({ ...admin(world), query: { size: 0 }, code: ResultCode.BAD_REQUEST }),
    otherTenantIds: (world) => ({
      ...admin(world),
      query: { serviceId: world.b.service.id },
      code: ResultCode.NO_PERMISSION,
    }),
  });

  it("gives a service admin its own service's coupons only, and marks an expired one unusable", async () => {
    const { world } = harness;
    const page = await data<Page<CouponItem>>('couponPage', { as: world.serviceAdminA });
    expect(page.content.map((c) => c.code).sort()).toEqual(['DELETEME', 'GONE', 'SPRING']);
    expect(page.content.find((c) => c.code === 'GONE')?.usable).toBe(false);
    const company = await data<Page<CouponItem>>('couponPage', admin(world));
    expect(company.totalElements).toBe(4);
  });
});

describe('GET /manage-coupon', () => {
  endpointTests('couponList', harness.context, {
    happy: (world) => ({
      ...admin(world),
      query: { serviceId: world.a2.service.id },
      check: (list) => expect((list as CouponItem[]).map((c) => c.code)).toEqual(['SECOND']),
    }),
    badInput: (world) => ({ ...admin(world), query: { serviceId: 'x' }, code: ResultCode.BAD_REQUEST }),
    otherTenantIds: (world) => ({
      ...admin(world),
      query: { companyId: world.b.company.id },
      code: ResultCode.NO_PERMISSION,
    }),
  });
});

describe('GET /manage-coupon/{id}', () => {
  endpointTests('couponDetail', harness.context, {
    happy: (world) => ({
      ...admin(world),
      params: { id: made.SECOND },
      check: (item) => expect(item).toMatchObject({ code: 'SECOND', isUnlimited: true, usageLimit: null }),
    }),
    badInput: (world) => ({ ...admin(world), params: { id: 'abc' }, code: ResultCode.BAD_REQUEST }),
    otherTenantIds: (world) => ({
      ...admin(world),
      params: { id: made.OTHERS },
      code: ResultCode.COUPON_NOT_FOUND,
    }),
  });

  it("refuses a service admin another service's coupon (614)", async () => {
    await refused(
      'couponDetail',
      { as: harness.world.serviceAdminA, params: { id: made.SECOND } },
      ResultCode.NO_PERMISSION,
    );
  });
});

describe('POST /manage-coupon/add', () => {
  endpointTests('couponAdd', harness.context, {
    happy: (world) => ({
      ...admin(world),
      body: {
        code: ' welcome10 ',
        discountPercent: 10,
        usageLimit: 100,
        expiresAt: '2027-01-01T00:00:00+09:00',
      },
      check: async (item, w) => {
        const coupon = item as CouponItem;
        expect(coupon).toMatchObject({
          code: 'WELCOME10',
          serviceId: w.a.service.id,
          usedCount: 0,
          expiresAt: '2026-12-31T15:00:00.000Z',
        });
        const [audit] = await auditRowsOf(harness.database.db, 'coupon', coupon.id);
        expect(audit).toMatchObject({ action: 'add', actorUserId: w.companyAdminA.user.id });
      },
    }),
    badInput: (world) => ({
      ...admin(world),
      body: { code: 'NOLIMIT', discountPercent: 10 },
      code: ResultCode.BAD_REQUEST,
    }),
    otherTenantIds: (world) => ({
      ...admin(world),
      body: { code: 'ELSEWHERE', discountPercent: 5, isUnlimited: true, serviceId: world.b.service.id },
      code: ResultCode.NO_PERMISSION,
    }),
  });

  it('refuses a code the company has in any service (854), in any case, and bad percents (400)', async () => {
    const { world } = harness;
    const body = { code: 'second', discountPercent: 5, isUnlimited: true };
    await refused('couponAdd', { ...admin(world), body }, ResultCode.DISCOUNT_DUPLICATED);
    await refused('couponAdd', { ...admin(world), body: { ...body, code: 'NEW', discountPercent: 0 } }, 400);
    await refused(
      'couponAdd',
      { ...admin(world), body: { ...body, code: 'NEW', discountPercent: 101 } },
      400,
    );
    await refused('couponAdd', { ...admin(world), body: { ...body, code: 'NO SPACES' } }, 400);
    // Another company may use the same code.
    const theirs = await data<CouponItem>('couponAdd', { as: world.companyAdminB, at: world.b, body });
    expect(theirs.code).toBe('SECOND');
  });

  it('refuses a service admin (611: coupons are the company admin’s)', async () => {
    await refused(
      'couponAdd',
      { as: harness.world.serviceAdminA, body: { code: 'MINE', discountPercent: 5, isUnlimited: true } },
      ResultCode.INVALID_ROLE_ACCESS,
    );
  });
});

describe('PUT /manage-coupon/update/{id}', () => {
  endpointTests('couponUpdate', harness.context, {
    happy: (world) => ({
      ...admin(world),
      params: { id: made.SPRING },
      body: { code: 'SPRING', discountPercent: 15, usageLimit: 4 },
      check: (item) =>
        expect(item).toMatchObject({ discountPercent: 15, usageLimit: 4, usedCount: 4, usable: false }),
    }),
    badInput: (world) => ({
      ...admin(world),
      params: { id: made.SPRING },
      body: { code: 'SPRING', discountPercent: 15, usageLimit: 3 },
      code: ResultCode.BAD_PARAMETERS,
    }),
    otherTenantIds: (world) => ({
      ...admin(world),
      params: { id: made.OTHERS },
      body: { code: 'OTHERS', discountPercent: 15, isUnlimited: true },
      code: ResultCode.COUPON_NOT_FOUND,
    }),
  });

  it('refuses a code another coupon of the company has (854) and leaves the coupon as it was', async () => {
    const { world } = harness;
    await refused(
      'couponUpdate',
      {
        ...admin(world),
        params: { id: made.GONE },
        body: { code: 'Spring', discountPercent: 1, isUnlimited: true },
      },
      ResultCode.DISCOUNT_DUPLICATED,
    );
    const gone = await data<CouponItem>('couponDetail', { ...admin(world), params: { id: made.GONE } });
    expect(gone).toMatchObject({ code: 'GONE', discountPercent: 10 });
  });
});

describe('DELETE /manage-coupon/delete/{id}', () => {
  endpointTests('couponDelete', harness.context, {
    happy: (world) => ({ ...admin(world), params: { id: made.DELETEME } }),
    badInput: (world) => ({ ...admin(world), params: { id: 0 }, code: ResultCode.BAD_REQUEST }),
    otherTenantIds: (world) => ({
      ...admin(world),
      params: { id: made.OTHERS },
      code: ResultCode.COUPON_NOT_FOUND,
    }),
  });

  it('is gone afterwards (832) and its removal is in the audit trail', async () => {
    const { world } = harness;
    await refused(
      'couponDetail',
      { ...admin(world), params: { id: made.DELETEME } },
      ResultCode.COUPON_NOT_FOUND,
    );
    const rows = await auditRowsOf(harness.database.db, 'coupon', made.DELETEME as number);
    expect(rows.map((r) => r.action)).toContain('delete');
  });
});
