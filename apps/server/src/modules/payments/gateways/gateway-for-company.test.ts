import { companyPublicDetailSchema, ResultCode } from '@hondana/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenantGet } from '../../../../test/demo-app.ts';
import { createTenant } from '../../../../test/fixtures.ts';
import { buildTestApp, testConfig } from '../../../../test/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../../../../test/test-database.ts';
import type { App } from '../../../app.ts';
import { companies } from '../../../db/schema/index.ts';
import { sealSecret } from '../../../platform/crypto/secret-box.ts';
import type { Tenant } from '../../../platform/tenancy/resolve-tenant.ts';
import { tenantScopeOf } from '../../../platform/tenancy/tenant-scope.ts';
import {
  SANDBOX_GMO_SHOP,
  SANDBOX_MEMBER_ID_MERCHANT,
  SANDBOX_VERITRANS_MERCHANT,
} from '../../../sandbox-gateway/sandbox-merchants.ts';
import { useSandbox } from '../../../sandbox-gateway/sandbox-test-support.ts';
import { gatewayForCompany, gatewayFromSettings } from './gateway-for-company.ts';
import { gatewayUrlsOf } from './gateway-urls.ts';
import { PAYMENT_SECRET_PURPOSES, type PaymentSettings } from './payment-settings-of.ts';

const world = useSandbox();
let database: TestDatabase;
let app: App;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database.db, { env: { SANDBOX_GATEWAY_URL: world.sandbox.url } });
});
afterAll(async () => {
  await app?.close();
  await database?.destroy();
});

const deps = () => ({ db: app.deps.db, masterKey: app.deps.masterKey, config: app.deps.config });
const seal = (plain: string, purpose: string) => sealSecret(plain, app.deps.masterKey, purpose);

async function tenantWith(values: Partial<typeof companies.$inferInsert>): Promise<Tenant> {
  const tenant = await createTenant(database.db);
  if (Object.keys(values).length > 0) {
    await database.db.update(companies).set(values).where(eq(companies.id, tenant.company.id));
  }
  return tenant;
}

const veritransValues = (secret = SANDBOX_VERITRANS_MERCHANT.merchantSecretKey) => ({
  paymentGateway: 'card' as const,
  merchantCcid: SANDBOX_VERITRANS_MERCHANT.merchantCcid,
  merchantSecretKeyEnc: seal(secret, PAYMENT_SECRET_PURPOSES.merchantSecretKey),
  tokenApiKey: SANDBOX_VERITRANS_MERCHANT.tokenApiKey,
});

describe('gatewayForCompany', () => {
  it('opens the saved secrets and answers the company gateway, checked against the sandbox', async () => {
    const veritrans = await tenantWith(veritransValues());
    const chosen = await gatewayForCompany(deps(), tenantScopeOf(veritrans));
    if (!chosen.ok) throw new Error(`refused ${chosen.resultCode}`);
    expect(chosen.gateway.kind).toBe('card');
    expect(await chosen.gateway.verifySettings()).toEqual({ ok: true });

    const gmo = await tenantWith({
      paymentGateway: 'card_alt',
      gmoShopId: SANDBOX_GMO_SHOP.shopId,
      gmoShopPassEnc: seal(SANDBOX_GMO_SHOP.shopPass, PAYMENT_SECRET_PURPOSES.gmoShopPass),
      gmoSiteId: SANDBOX_GMO_SHOP.siteId,
      gmoSitePassEnc: seal(SANDBOX_GMO_SHOP.sitePass, PAYMENT_SECRET_PURPOSES.gmoSitePass),
    });
    const second = await gatewayForCompany(deps(), tenantScopeOf(gmo));
    if (!second.ok) throw new Error(`refused ${second.resultCode}`);
    expect(second.gateway.kind).toBe('card_alt');
    expect(await second.gateway.verifySettings()).toEqual({ ok: true });

    const sandbox = await tenantWith({ paymentGateway: 'sandbox' });
    const third = await gatewayForCompany(deps(), tenantScopeOf(sandbox));
    expect(third.ok && (await third.gateway.verifySettings())).toEqual({ ok: true });
  });

  it('a wrong saved secret gives a gateway whose check fails (the settings page shows 859)', async () => {
    const tenant = await tenantWith(veritransValues('wrong-secret'));
    const chosen = await gatewayForCompany(deps(), tenantScopeOf(tenant));
    expect(chosen.ok && (await chosen.gateway.verifySettings())).toMatchObject({ ok: false });
  });

  it('refuses 835 without (complete) settings and 866 for a gateway that takes no card', async () => {
    const none = await tenantWith({});
    expect(await gatewayForCompany(deps(), tenantScopeOf(none))).toEqual({
      ok: false,
      resultCode: ResultCode.PAYMENT_SETTING_NOT_FOUND,
    });
    const half = await tenantWith({ paymentGateway: 'card', merchantCcid: 'A1' });
    expect(await gatewayForCompany(deps(), tenantScopeOf(half))).toMatchObject({ resultCode: 835 });
    const member = await tenantWith({ paymentGateway: 'member_id' });
    expect(await gatewayForCompany(deps(), tenantScopeOf(member))).toMatchObject({ resultCode: 866 });
    const missing = await gatewayForCompany(deps(), { companyId: 2_000_000_000, serviceId: null });
    expect(missing).toMatchObject({ resultCode: 835 });
  });

  it('unsaved settings are checked the same way; without a sandbox or address the gateway is 866', async () => {
    const settings: PaymentSettings = {
      paymentGateway: 'card',
      merchantCcid: SANDBOX_VERITRANS_MERCHANT.merchantCcid,
      merchantSecretKey: SANDBOX_VERITRANS_MERCHANT.merchantSecretKey,
      tokenApiKey: null,
      gmoShopId: null,
      gmoShopPass: null,
      gmoSiteId: null,
      gmoSitePass: null,
      memberIdMerchant: SANDBOX_MEMBER_ID_MERCHANT.merchantId,
      memberIdApiKey: null,
    };
    const chosen = gatewayFromSettings(deps(), settings);
    expect(chosen.ok && (await chosen.gateway.verifySettings())).toEqual({ ok: true });
    expect(gatewayFromSettings({ config: testConfig() }, settings)).toEqual({ ok: false, resultCode: 866 });
  });
});

describe('gateway addresses and the public card form values', () => {
  it('configured addresses replace the sandbox one by one', () => {
    const config = testConfig({
      SANDBOX_GATEWAY_URL: 'http://127.0.0.1:4555',
      VERITRANS_API_URL: 'https://api.veritrans.example/',
      GMO_TOKEN_SCRIPT_URL: 'https://static.mul-pay.example/ext/js/token.js',
    });
    expect(gatewayUrlsOf(config)).toEqual({
      veritransApi: 'https://api.veritrans.example',
      veritransTokenApi: 'http://127.0.0.1:4555/veritrans/4gtoken',
      gmoApi: 'http://127.0.0.1:4555/gmo',
      gmoTokenScript: 'https://static.mul-pay.example/ext/js/token.js',
      memberIdApi: 'http://127.0.0.1:4555/member-id',
    });
    expect(gatewayUrlsOf(testConfig()).veritransApi).toBeNull();
  });

  it('the company detail carries what the browser tokenises with, never a secret', async () => {
    const url = '/api/v1/company/public/get-detail';
    const veritrans = await tenantWith(veritransValues());
    const gmo = await tenantWith({ paymentGateway: 'card_alt', gmoShopId: SANDBOX_GMO_SHOP.shopId });
    const none = await tenantWith({});
    const detailOf = async (tenant: Tenant) => {
      const response = await tenantGet(app, url, {
        host: 'localhost:3000',
        domain: 'localhost',
        path: tenant.service.path,
      });
      expect(response.body).not.toContain(SANDBOX_VERITRANS_MERCHANT.merchantSecretKey);
      return companyPublicDetailSchema.parse(response.json().data);
    };
    expect((await detailOf(veritrans)).cardTokenizer).toEqual({
      kind: 'token_api',
      url: `${world.sandbox.url}/veritrans/4gtoken`,
      publicKey: SANDBOX_VERITRANS_MERCHANT.tokenApiKey,
    });
    expect((await detailOf(gmo)).cardTokenizer).toEqual({
      kind: 'token_script',
      url: `${world.sandbox.url}/gmo/ext/js/token.js`,
      shopId: SANDBOX_GMO_SHOP.shopId,
    });
    expect((await detailOf(none)).cardTokenizer).toBeNull();
  });
});
