import { type PaymentSettingsView, ResultCode } from '@hondana/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditRowsOf } from '../../../test/audit-kit.ts';
import { type AnyCall, endpointTests, routeCaller } from '../../../test/endpoint-kit.ts';
import { type TenantWorld, useTenantWorld } from '../../../test/tenant-world.ts';
import { companies } from '../../db/schema/index.ts';
import { SANDBOX_VERITRANS_MERCHANT } from '../../sandbox-gateway/sandbox-merchants.ts';

const merchant = SANDBOX_VERITRANS_MERCHANT;
const harness = useTenantWorld();
const { send, data } = routeCaller(harness);
const admin = (world: TenantWorld) => ({ as: world.companyAdminA });
const veritrans = {
  merchantCcid: merchant.merchantCcid,
  merchantSecretKey: 'typed-secret-1',
  tokenApiKey: 'public-1',
};

async function refused(name: Parameters<typeof send>[0], call: AnyCall, code: number) {
  const response = await send(name, call);
  expect(response.json(), response.body).toMatchObject({ status: code });
  expect(response.statusCode).not.toBe(200);
  return response;
}

const companyRow = async (id: number) =>
  (await harness.database.db.select().from(companies).where(eq(companies.id, id)))[0];

describe('PUT /company/update-veritrans-payment', () => {
  endpointTests('veritransSettingsUpdate', harness.context, {
    happy: (world) => ({
      ...admin(world),
      body: veritrans,
      check: async (answer, w) => {
        expect(answer as PaymentSettingsView).toMatchObject({
          companyId: w.a.company.id,
          paymentGateway: null,
          veritrans: {
            merchantCcid: merchant.merchantCcid,
            merchantSecretKeySet: true,
            tokenApiKey: 'public-1',
          },
        });
        const row = await companyRow(w.a.company.id);
        expect(row?.merchantSecretKeyEnc).toMatch(/^hs1:/);
        expect(row?.merchantSecretKeyEnc).not.toContain('typed-secret-1');
      },
    }),
    badInput: (world) => ({
      ...admin(world),
      body: { ...veritrans, merchantCcid: '  ' },
      code: ResultCode.BAD_REQUEST,
    }),
    otherTenantIds: (world) => ({
      ...admin(world),
      body: { ...veritrans, companyId: world.b.company.id },
      code: ResultCode.NO_PERMISSION,
    }),
  });

  it('keeps the stored secret when the field is blank, never answers it, and audits it masked', async () => {
    const { world } = harness;
    const before = (await companyRow(world.a.company.id))?.merchantSecretKeyEnc;
    const response = await send('veritransSettingsUpdate', {
      ...admin(world),
      body: { ...veritrans, merchantSecretKey: '', tokenApiKey: 'public-2' },
    });
    expect(response.body).not.toContain('typed-secret');
    expect(response.body).not.toContain('hs1:');
    expect((await companyRow(world.a.company.id))?.merchantSecretKeyEnc).toBe(before);
    const audits = await auditRowsOf(harness.database.db, 'paymentSettings', world.a.company.id);
    expect(audits.length).toBeGreaterThanOrEqual(2);
    const text = JSON.stringify(audits);
    expect(text).not.toContain('typed-secret');
    expect(text).not.toContain('hs1:');
    expect(text).toContain('••••');
  });

  it('refuses a service admin (611): payment settings are the company admin’s', async () => {
    await refused(
      'veritransSettingsUpdate',
      { as: harness.world.serviceAdminA, body: veritrans },
      ResultCode.INVALID_ROLE_ACCESS,
    );
  });
});

describe('GET /company/payment-setting/detail', () => {
  endpointTests('paymentSettings', harness.context, {
    happy: (world) => ({
      ...admin(world),
      check: (answer) => {
        const view = answer as PaymentSettingsView;
        expect(view.gmo).toEqual({ shopId: null, shopPassSet: false, siteId: null, sitePassSet: false });
        expect(JSON.stringify(view)).not.toMatch(/secret-|hs1:/);
      },
    }),
    badInput: (world) => ({ ...admin(world), query: { companyId: 'abc' }, code: ResultCode.BAD_REQUEST }),
    otherTenantIds: (world) => ({
      ...admin(world),
      query: { companyId: world.b.company.id },
      code: ResultCode.NO_PERMISSION,
    }),
  });
});

describe('PUT /company/update-gmo-payment and /company/update-member-id-payment', () => {
  endpointTests('gmoSettingsUpdate', harness.context, {
    happy: (world) => ({
      ...admin(world),
      body: { shopId: 'shop-1', shopPass: 'shop-pass', siteId: 'site-1', sitePass: 'site-pass' },
      check: (answer) =>
        expect((answer as PaymentSettingsView).gmo).toEqual({
          shopId: 'shop-1',
          shopPassSet: true,
          siteId: 'site-1',
          sitePassSet: true,
        }),
    }),
    badInput: (world) => ({
      ...admin(world),
      body: { shopId: 'shop-2', shopPass: 'p', siteId: 'site-without-pass' },
      code: ResultCode.BAD_PARAMETERS,
    }),
    otherTenantIds: (world) => ({
      ...admin(world),
      body: { shopId: 'x', shopPass: 'y', companyId: world.b.company.id },
      code: ResultCode.NO_PERMISSION,
    }),
  });

  endpointTests('memberIdSettingsUpdate', harness.context, {
    happy: (world) => ({
      ...admin(world),
      body: { merchant: 'merchant-1', apiKey: 'member-key' },
      check: (answer) =>
        expect((answer as PaymentSettingsView).memberId).toEqual({ merchant: 'merchant-1', apiKeySet: true }),
    }),
    badInput: (world) => ({ ...admin(world), body: { merchant: '' }, code: ResultCode.BAD_REQUEST }),
    otherTenantIds: (world) => ({
      ...admin(world),
      body: { merchant: 'x', companyId: world.b.company.id },
      code: ResultCode.NO_PERMISSION,
    }),
  });
});

describe('PUT /company/payment-setting/update', () => {
  endpointTests('paymentSettingsUpdate', harness.context, {
    happy: (world) => ({
      ...admin(world),
      body: { paymentGateway: 'card' as const, invoiceRegistrationNumber: 'T1234567890123' },
      check: async (answer, w) => {
        expect(answer).toMatchObject({ paymentGateway: 'card', invoiceRegistrationNumber: 'T1234567890123' });
        // A company that takes payments requires its staff's second factor.
        const rule = await data<{ takesCardPayments: boolean; effective: boolean }>(
          'companySecondFactorSetting',
          admin(w),
        );
        expect(rule).toMatchObject({ takesCardPayments: true, effective: true });
      },
    }),
    badInput: (world) => ({
      ...admin(world),
      body: { paymentGateway: 'card', invoiceRegistrationNumber: 'T123' },
      code: ResultCode.BAD_REQUEST,
    }),
    otherTenantIds: (world) => ({
      ...admin(world),
      body: { paymentGateway: null, invoiceRegistrationNumber: null, companyId: world.b.company.id },
      code: ResultCode.NO_PERMISSION,
    }),
  });

  it('refuses a gateway whose settings are not stored (835), and the sandbox to a company admin (866)', async () => {
    const { world } = harness;
    const b = { as: world.companyAdminB, at: world.b };
    await refused(
      'paymentSettingsUpdate',
      { ...b, body: { paymentGateway: 'card_alt', invoiceRegistrationNumber: '' } },
      835,
    );
    await refused(
      'paymentSettingsUpdate',
      { ...b, body: { paymentGateway: 'sandbox', invoiceRegistrationNumber: '' } },
      866,
    );
    expect((await companyRow(world.b.company.id))?.paymentGateway).toBeNull();
  });

  it('lets the company stop taking payments and clear its registration number', async () => {
    const { world } = harness;
    const view = await data<PaymentSettingsView>('paymentSettings', admin(world));
    expect(view.paymentGateway).toBe('card');
    const off = await data<PaymentSettingsView>('paymentSettingsUpdate', {
      ...admin(world),
      body: { paymentGateway: null, invoiceRegistrationNumber: '' },
    });
    expect(off).toMatchObject({ paymentGateway: null, invoiceRegistrationNumber: null });
  });
});
