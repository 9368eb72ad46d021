import { describe, expect, it } from 'vitest';
import { SANDBOX_VERITRANS_MERCHANT } from './sandbox-merchants.ts';
import {
  chargeCount,
  newOrderId,
  postJson,
  useSandbox,
  veritransCall,
  veritransCharge,
  veritransTokenOf,
} from './sandbox-test-support.ts';
import { veritransAuthHash } from './veritrans-api.ts';

const world = useSandbox(60_000);

describe('the first card gateway: charge, add-card, search (server side)', () => {
  it('charges the success card once and counts it', async () => {
    const orderId = newOrderId();
    const result = await veritransCharge(world, orderId, await veritransTokenOf(world, '4111111111111111'));
    expect(result).toMatchObject({
      mstatus: 'success',
      vResultCode: 'A001000000000000',
      orderId,
      reqCardNumber: '411111********11',
    });
    expect(await chargeCount(world, orderId)).toEqual({ orderId, charges: 1, attempts: 1 });
  });

  it.each([
    ['4000000000000002', 'AG33000000000000'],
    ['4000000000000069', 'AG36000000000000'],
  ])('refuses card %s with %s and takes no money', async (card, code) => {
    const orderId = newOrderId();
    const result = await veritransCharge(world, orderId, await veritransTokenOf(world, card));
    expect(result).toMatchObject({ mstatus: 'failure', vResultCode: code });
    expect(await chargeCount(world, orderId)).toEqual({ orderId, charges: 0, attempts: 1 });
  });

  it('refuses a second charge for the same order id (duplicate) without spending its token', async () => {
    const orderId = newOrderId();
    await veritransCharge(world, orderId, await veritransTokenOf(world, '4111111111111111'));
    const token = await veritransTokenOf(world, '4111111111111111');
    expect(await veritransCharge(world, orderId, token)).toMatchObject({
      mstatus: 'failure',
      vResultCode: 'MA04000000000000',
    });
    expect(await chargeCount(world, orderId)).toEqual({ orderId, charges: 1, attempts: 2 });
    expect((await veritransCharge(world, newOrderId(), token)).mstatus).toBe('success');
  });

  it('keeps a token error from using up the order id: the reader enters the card again', async () => {
    const orderId = newOrderId();
    expect((await veritransCharge(world, orderId, 'spent')).vResultCode).toBe('OC09000000000000');
    const retry = await veritransCharge(world, orderId, await veritransTokenOf(world, '4111111111111111'));
    expect(retry.mstatus).toBe('success');
  });

  it('refuses a wrong signature, an unknown merchant, a bad order id or amount', async () => {
    const params = {
      orderId: newOrderId(),
      amount: '100',
      merchantCcid: SANDBOX_VERITRANS_MERCHANT.merchantCcid,
    };
    const forged = await postJson(`${world.sandbox.url}/veritrans/paynowid/v1/Authorize/card`, {
      params,
      authHash: 'f'.repeat(64),
    });
    expect(forged.body).toMatchObject({ result: { vResultCode: 'MA02000000000000' } });
    const other = { ...SANDBOX_VERITRANS_MERCHANT, merchantCcid: 'A999', merchantSecretKey: 'x' };
    expect((await veritransCall(world, 'Authorize/card', params, other)).vResultCode).toBe(
      'MA02000000000000',
    );
    const token = await veritransTokenOf(world, '4111111111111111');
    for (const bad of [{ orderId: '' }, { orderId: 'has space' }, { amount: '0' }, { amount: '12.5' }]) {
      const result = await veritransCharge(world, newOrderId(), token, bad);
      expect(result).toMatchObject({ mstatus: 'failure', vResultCode: 'MA01000000000000' });
    }
  });

  it('stores a card under an account id and charges it later without the cardholder (no 3-D Secure)', async () => {
    const accountId = `member-${Date.now()}`;
    const added = await veritransCall(world, 'Add/cardinfo', {
      payNowIdParam: {
        token: await veritransTokenOf(world, '4000000000003220'),
        accountParam: { accountId },
      },
    });
    expect(added).toMatchObject({ mstatus: 'success', accountId, reqCardNumber: '400000********20' });
    const orderId = newOrderId('renew');
    const renewal = await veritransCall(world, 'Authorize/card', {
      orderId,
      amount: '990',
      payNowIdParam: { accountParam: { accountId } },
    });
    expect(renewal).toMatchObject({ mstatus: 'success', vResultCode: 'A001000000000000' });
    expect((await chargeCount(world, orderId)).charges).toBe(1);
    const unknown = await veritransCall(world, 'Authorize/card', {
      orderId: newOrderId(),
      amount: '990',
      payNowIdParam: { accountParam: { accountId: 'nobody' } },
    });
    expect(unknown.vResultCode).toBe('AC01000000000000');
  });

  it('refuses to store a declined card, a spent token or a missing account id', async () => {
    const declined = await veritransCall(world, 'Add/cardinfo', {
      payNowIdParam: {
        token: await veritransTokenOf(world, '4000000000000002'),
        accountParam: { accountId: 'a1' },
      },
    });
    expect(declined.vResultCode).toBe('AG33000000000000');
    const spent = await veritransCall(world, 'Add/cardinfo', {
      payNowIdParam: { token: 'spent', accountParam: { accountId: 'a1' } },
    });
    expect(spent.vResultCode).toBe('OC09000000000000');
    const missing = await veritransCall(world, 'Add/cardinfo', {
      payNowIdParam: { token: await veritransTokenOf(world, '4111111111111111'), accountParam: {} },
    });
    expect(missing.vResultCode).toBe('MA01000000000000');
  });

  it('searches an order id: found with its status, or no result', async () => {
    const orderId = newOrderId();
    await veritransCharge(world, orderId, await veritransTokenOf(world, '4000000000000002'));
    const search = (id: string) =>
      veritransCall(world, 'Search/common', { searchParameters: { common: { orderId: id } } });
    const found = await search(orderId);
    expect(found).toMatchObject({ mstatus: 'success', searchCount: 1 });
    expect(found).toMatchObject({
      orderInfos: { orderInfo: [{ orderId, orderStatus: 'declined', amount: 1100 }] },
    });
    expect(await search('never-seen')).toMatchObject({ mstatus: 'success', searchCount: 0 });
  });

  it('records the timeout card charge although its answer never arrives: search settles it', async () => {
    const orderId = newOrderId('slow');
    const token = await veritransTokenOf(world, '4000000000000119');
    const started = Date.now();
    await expect(
      fetch(`${world.sandbox.url}/veritrans/paynowid/v1/Authorize/card`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(signedCharge(orderId, token)),
        signal: AbortSignal.timeout(500),
      }),
    ).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(5000);
    const found = await veritransCall(world, 'Search/common', { searchParameters: { common: { orderId } } });
    expect(found).toMatchObject({ orderInfos: { orderInfo: [{ orderStatus: 'captured' }] } });
    expect(await chargeCount(world, orderId)).toEqual({ orderId, charges: 1, attempts: 1 });
  });

  it('lists every order id counted', async () => {
    const response = await fetch(`${world.sandbox.url}/sandbox/charges`);
    const { orders } = (await response.json()) as { orders: { orderId: string; charges: number }[] };
    expect(orders.length).toBeGreaterThan(5);
    expect(orders.every((order) => order.charges <= 1)).toBe(true);
  });
});

function signedCharge(orderId: string, token: string) {
  const params = {
    orderId,
    amount: '1100',
    payNowIdParam: { token },
    merchantCcid: SANDBOX_VERITRANS_MERCHANT.merchantCcid,
  };
  return { params, authHash: veritransAuthHash(SANDBOX_VERITRANS_MERCHANT, params) };
}
