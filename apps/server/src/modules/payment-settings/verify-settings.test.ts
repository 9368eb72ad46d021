import { ResultCode } from '@hondana/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { type AnyCall, endpointTests, routeCaller } from '../../../test/endpoint-kit.ts';
import { type TenantWorld, useTenantWorld } from '../../../test/tenant-world.ts';
import {
  SANDBOX_GMO_SHOP,
  SANDBOX_MEMBER_ID_MERCHANT,
  SANDBOX_VERITRANS_MERCHANT,
} from '../../sandbox-gateway/sandbox-merchants.ts';
import { useSandbox } from '../../sandbox-gateway/sandbox-test-support.ts';

// The app asks a real sandbox gateway, started for this file, as it would ask the real ones.
const sandboxWorld = useSandbox();
const env: Record<string, string> = {};
beforeAll(() => {
  env.SANDBOX_GATEWAY_URL = sandboxWorld.sandbox.url;
});
const harness = useTenantWorld({ env });
const { send, data } = routeCaller(harness);
const admin = (world: TenantWorld) => ({ as: world.companyAdminA });
const veritrans = SANDBOX_VERITRANS_MERCHANT;
const gmo = SANDBOX_GMO_SHOP;

async function refused(name: Parameters<typeof send>[0], call: AnyCall, code: number) {
  const response = await send(name, call);
  expect(response.json(), response.body).toMatchObject({ status: code });
  expect(response.statusCode).not.toBe(200);
}

describe('POST /company/check-api-setting-veritrans', () => {
  endpointTests('veritransSettingsCheck', harness.context, {
    happy: (world) => ({
      ...admin(world),
      body: veritrans,
      check: (answer) => expect(answer).toEqual({ verified: true }),
    }),
    badInput: (world) => ({ ...admin(world), body: { merchantCcid: veritrans.merchantCcid }, code: 400 }),
    otherTenantIds: (world) => ({
      ...admin(world),
      body: { ...veritrans, companyId: world.b.company.id },
      code: ResultCode.NO_PERMISSION,
    }),
  });

  it('answers 859 when the gateway refuses the secret, and 835 when none is typed or stored', async () => {
    const { world } = harness;
    await refused(
      'veritransSettingsCheck',
      { ...admin(world), body: { ...veritrans, merchantSecretKey: 'wrong-secret' } },
      ResultCode.PAYMENT_SETTINGS_INVALID,
    );
    await refused(
      'veritransSettingsCheck',
      { ...admin(world), body: { ...veritrans, merchantSecretKey: '' } },
      ResultCode.PAYMENT_SETTING_NOT_FOUND,
    );
  });

  it('checks a blank secret as the stored one, and stores nothing itself', async () => {
    const { world } = harness;
    const before = await data<{ paymentGateway: string | null }>('paymentSettings', admin(world));
    await data('veritransSettingsUpdate', { ...admin(world), body: veritrans });
    const answer = await data('veritransSettingsCheck', {
      ...admin(world),
      body: { ...veritrans, merchantSecretKey: '' },
    });
    expect(answer).toEqual({ verified: true });
    const after = await data<{ paymentGateway: string | null }>('paymentSettings', admin(world));
    expect(after.paymentGateway).toBe(before.paymentGateway);
  });
});

describe('POST /company/check-api-setting-gmo', () => {
  endpointTests('gmoSettingsCheck', harness.context, {
    happy: (world) => ({
      ...admin(world),
      body: gmo,
      check: (answer) => expect(answer).toEqual({ verified: true }),
    }),
    badInput: (world) => ({ ...admin(world), body: { shopPass: gmo.shopPass }, code: 400 }),
    otherTenantIds: (world) => ({
      ...admin(world),
      body: { ...gmo, companyId: world.b.company.id },
      code: ResultCode.NO_PERMISSION,
    }),
  });

  it('answers 859 for a wrong shop password', async () => {
    await refused(
      'gmoSettingsCheck',
      { ...admin(harness.world), body: { ...gmo, shopPass: 'wrong' } },
      ResultCode.PAYMENT_SETTINGS_INVALID,
    );
  });
});

describe('POST /company/check-api-setting-member-id', () => {
  const member = {
    merchant: SANDBOX_MEMBER_ID_MERCHANT.merchantId,
    apiKey: SANDBOX_MEMBER_ID_MERCHANT.apiKey,
  };
  endpointTests('memberIdSettingsCheck', harness.context, {
    happy: (world) => ({
      ...admin(world),
      body: member,
      check: (answer) => expect(answer).toEqual({ verified: true }),
    }),
    badInput: (world) => ({ ...admin(world), body: { apiKey: 'x' }, code: 400 }),
    otherTenantIds: (world) => ({
      ...admin(world),
      body: { ...member, companyId: world.b.company.id },
      code: ResultCode.NO_PERMISSION,
    }),
  });

  it('answers 859 for a key the provider refuses and 835 when none is typed or stored', async () => {
    const { world } = harness;
    await refused(
      'memberIdSettingsCheck',
      { ...admin(world), body: { ...member, apiKey: 'wrong-key' } },
      859,
    );
    await refused(
      'memberIdSettingsCheck',
      { as: world.companyAdminB, at: world.b, body: { ...member, apiKey: '' } },
      ResultCode.PAYMENT_SETTING_NOT_FOUND,
    );
  });
});
