import { describe, expect, it } from 'vitest';
import { testConfig } from '../../../../test/test-app.ts';
import { SANDBOX_MEMBER_ID_MERCHANT } from '../../../sandbox-gateway/sandbox-merchants.ts';
import { newOrderId, useSandbox } from '../../../sandbox-gateway/sandbox-test-support.ts';
import type { PaymentSettings } from '../gateways/payment-settings-of.ts';
import { memberIdClient, memberIdSignatureOf } from './member-id-client.ts';
import { memberIdClientFromSettings } from './member-id-client-for-company.ts';
import { answerMemberPage } from './member-id-test-support.ts';

const world = useSandbox();
const clientOf = (apiKey = SANDBOX_MEMBER_ID_MERCHANT.apiKey) =>
  memberIdClient({ apiUrl: `${world.sandbox.url}/member-id`, apiKey, timeoutMs: 500 });
const RETURN_URL = 'http://localhost:3000/demo/gakken-payment/confirm';

describe('member-ID provider client (sandbox)', () => {
  it('posts an order, reads it back and checks the signed return', async () => {
    const orderNo = newOrderId('mid');
    const received = await clientOf().orderReceive({
      orderNo,
      amountYen: 1100,
      itemName: 'Gold',
      returnUrl: RETURN_URL,
      state: 's1',
    });
    if (received.outcome !== 'received') throw new Error(JSON.stringify(received));
    expect(await clientOf().orderInfo(received.gidOrderNo)).toMatchObject({
      found: true,
      status: 'PENDING',
      orderNo,
      amountYen: 1100,
    });
    const returned = await answerMemberPage(received.redirectUrl, 'OK');
    const { signature, ...fields } = returned;
    expect(clientOf().signed(fields, signature ?? '')).toBe(true);
    expect(clientOf('another-key').signed(fields, signature ?? '')).toBe(false);
    expect(clientOf().signed({ ...fields, amount: '1' }, signature ?? '')).toBe(false);
    expect(memberIdSignatureOf(SANDBOX_MEMBER_ID_MERCHANT.apiKey, returned)).toBe(signature);
    expect(await clientOf().orderInfo(received.gidOrderNo)).toMatchObject({ status: 'CONFIRMED' });
  });

  it('refusals and unknowns: a wrong key, a second order number, nobody listening', async () => {
    const order = {
      orderNo: newOrderId('mid'),
      amountYen: 100,
      itemName: 'x',
      returnUrl: RETURN_URL,
      state: '',
    };
    expect(await clientOf('wrong').orderReceive(order)).toEqual({
      outcome: 'refused',
      errorCode: 'UNAUTHORIZED',
    });
    await clientOf().orderReceive(order);
    expect(await clientOf().orderReceive(order)).toEqual({
      outcome: 'refused',
      errorCode: 'DUPLICATE_ORDER',
    });
    expect(await clientOf().orderInfo('Gnothere')).toEqual({ found: false });
    const gone = memberIdClient({ apiUrl: 'http://127.0.0.1:9/member-id', apiKey: 'k', timeoutMs: 300 });
    expect(await gone.orderReceive(order)).toMatchObject({ outcome: 'unknown' });
    expect(await gone.orderInfo('G1')).toMatchObject({ found: 'unknown' });
    expect(await gone.verifyKey()).toMatchObject({ ok: 'unknown' });
  });

  it('checks a key without an order (the settings page), and chooses the client by the settings', async () => {
    expect(await clientOf().verifyKey()).toEqual({ ok: true });
    expect(await clientOf('wrong').verifyKey()).toEqual({ ok: false, errorCode: 'UNAUTHORIZED' });
    const settings: PaymentSettings = {
      paymentGateway: 'member_id',
      merchantCcid: null,
      merchantSecretKey: null,
      tokenApiKey: null,
      gmoShopId: null,
      gmoShopPass: null,
      gmoSiteId: null,
      gmoSitePass: null,
      memberIdMerchant: SANDBOX_MEMBER_ID_MERCHANT.merchantId,
      memberIdApiKey: SANDBOX_MEMBER_ID_MERCHANT.apiKey,
    };
    const config = testConfig({ SANDBOX_GATEWAY_URL: world.sandbox.url });
    const chosen = memberIdClientFromSettings({ config }, settings);
    expect(chosen.ok && (await chosen.client.verifyKey())).toEqual({ ok: true });
    expect(memberIdClientFromSettings({ config }, { ...settings, memberIdApiKey: null })).toEqual({
      ok: false,
      resultCode: 835,
    });
    expect(memberIdClientFromSettings({ config }, { ...settings, paymentGateway: 'card' })).toEqual({
      ok: false,
      resultCode: 866,
    });
    expect(memberIdClientFromSettings({ config: testConfig() }, settings)).toEqual({
      ok: false,
      resultCode: 866,
    });
  });
});
