import { describe, expect, it } from 'vitest';
import {
  chargeCount,
  gmoCall,
  gmoToken,
  gmoTokenOf,
  newOrderId,
  PORTAL_ORIGIN,
  useSandbox,
} from './sandbox-test-support.ts';
import { DIGIT_CHECK_ERROR_CARD } from './test-cards.ts';

const world = useSandbox(60_000);

/** EntryTran then ExecTran with a token of the card; both answers. */
async function charge(card: string, orderId = newOrderId('g')) {
  const entry = await gmoCall(world, 'EntryTran', { OrderID: orderId, JobCd: 'CAPTURE', Amount: '1100' });
  const exec = await gmoCall(world, 'ExecTran', {
    AccessID: entry.AccessID ?? '',
    AccessPass: entry.AccessPass ?? '',
    OrderID: orderId,
    Method: '1',
    Token: await gmoTokenOf(world, card),
  });
  return { orderId, entry, exec };
}

describe('the second card gateway (GMO-like)', () => {
  it('getToken answers resultCode 000, the tokens asked for, their expiry 30 minutes on', async () => {
    const { status, headers, body } = await gmoToken(world, { tokennumber: 2 });
    expect(status).toBe(200);
    expect(headers.get('access-control-allow-origin')).toBe(PORTAL_ORIGIN);
    expect(body).toMatchObject({
      resultCode: '000',
      tokenObject: {
        maskedCardNo: '411111********11',
        isSecurityCodeSet: true,
        toBeExpiredAt: '2026-11-28-12-30-00',
      },
    });
    expect((body.tokenObject as { token: string[] }).token).toHaveLength(2);
  });

  it.each([
    [{ cardno: '' }, '100'],
    [{ cardno: '41x1' }, '101'],
    [{ cardno: DIGIT_CHECK_ERROR_CARD }, '103'],
    [{ expire: '' }, '110'],
    [{ expire: '12/29' }, '111'],
    [{ expire: '202610' }, '111'],
    [{ securitycode: '' }, '120'],
    [{ securitycode: '12a' }, '121'],
    [{ holdername: 'X'.repeat(51) }, '131'],
    [{ tokennumber: 11 }, '141'],
    [{ shopId: 'unknown' }, '501'],
  ])('getToken refuses %j with %s', async (card, resultCode) => {
    const { status, body } = await gmoToken(world, card);
    expect(status).toBe(400);
    expect(body).toEqual({ resultCode });
  });

  it('serves the browser script with init and getToken', async () => {
    const response = await fetch(`${world.sandbox.url}/gmo/ext/js/token.js`);
    expect(response.headers.get('content-type')).toContain('javascript');
    const script = await response.text();
    expect(script).toContain('Multipayment');
    expect(script).toContain(`${world.sandbox.url}/gmo/token`);
  });

  it('EntryTran then ExecTran charges the success card once', async () => {
    const { orderId, entry, exec } = await charge('4111111111111111');
    expect(entry.AccessID).toMatch(/^[0-9a-f]{32}$/);
    expect(exec).toMatchObject({ ACS: '0', OrderID: orderId, Method: '1' });
    expect(exec.TranID).toBeTruthy();
    expect(await chargeCount(world, orderId)).toEqual({ orderId, charges: 1, attempts: 1 });
  });

  it.each([
    ['4000000000000002', 'G02', '42G020000'],
    ['4000000000000069', 'G83', '42G830000'],
  ])('ExecTran refuses card %s with %s/%s', async (card, ErrCode, ErrInfo) => {
    const { orderId, exec } = await charge(card);
    expect(exec).toEqual({ ErrCode, ErrInfo });
    expect((await chargeCount(world, orderId)).charges).toBe(0);
  });

  it('refuses an order id twice per shop, longer than 27 characters, or missing; a bad amount', async () => {
    const { orderId } = await charge('4111111111111111');
    expect(await gmoCall(world, 'EntryTran', { OrderID: orderId, Amount: '100' })).toEqual({
      ErrCode: 'E01',
      ErrInfo: 'E01040010',
    });
    expect(await gmoCall(world, 'EntryTran', { OrderID: 'x'.repeat(28), Amount: '100' })).toMatchObject({
      ErrInfo: 'E01040013',
    });
    expect(await gmoCall(world, 'EntryTran', { OrderID: 'x'.repeat(27), Amount: '100' })).toHaveProperty(
      'AccessID',
    );
    expect(await gmoCall(world, 'EntryTran', { Amount: '100' })).toMatchObject({ ErrInfo: 'E01040001' });
    expect(await gmoCall(world, 'EntryTran', { OrderID: newOrderId('g'), Amount: '-5' })).toMatchObject({
      ErrInfo: 'E01050004',
    });
    expect(
      await gmoCall(world, 'EntryTran', { OrderID: newOrderId('g'), Amount: '1', ShopPass: 'wrong' }),
    ).toEqual({
      ErrCode: 'E01',
      ErrInfo: 'E01030002',
    });
  });

  it('refuses a second ExecTran of a trade, a used token, an expired token, a wrong access pass', async () => {
    const { entry, orderId } = await charge('4111111111111111');
    const again = await gmoCall(world, 'ExecTran', {
      AccessID: entry.AccessID ?? '',
      AccessPass: entry.AccessPass ?? '',
      Token: await gmoTokenOf(world, '4111111111111111'),
    });
    expect(again).toMatchObject({ ErrInfo: 'E01060006' });
    expect((await chargeCount(world, orderId)).charges).toBe(1);
    const token = await gmoTokenOf(world, '4111111111111111');
    const execWith = async (t: string, pass?: string) => {
      const next = await gmoCall(world, 'EntryTran', { OrderID: newOrderId('g'), Amount: '100' });
      return gmoCall(world, 'ExecTran', {
        AccessID: next.AccessID ?? '',
        AccessPass: pass ?? next.AccessPass ?? '',
        Token: t,
      });
    };
    expect(await execWith(token)).toMatchObject({ ACS: '0' });
    expect(await execWith(token)).toEqual({ ErrCode: 'E61', ErrInfo: 'E61010002' });
    const stale = await gmoTokenOf(world, '4111111111111111');
    world.clock.advance(30 * 60_000);
    expect(await execWith(stale)).toEqual({ ErrCode: 'E61', ErrInfo: 'E61010002' });
    expect(await execWith(await gmoTokenOf(world, '4111111111111111'), 'wrong')).toMatchObject({
      ErrInfo: 'E01110002',
    });
  });

  it('SearchTrade tells an order id’s state; an unknown one is E01110002', async () => {
    const { orderId, entry } = await charge('4111111111111111');
    expect(await gmoCall(world, 'SearchTrade', { OrderID: orderId })).toMatchObject({
      OrderID: orderId,
      Status: 'CAPTURE',
      Amount: '1100',
      AccessID: entry.AccessID,
      CardNo: '411111********11',
    });
    expect(await gmoCall(world, 'SearchTrade', { OrderID: 'nothing' })).toMatchObject({
      ErrInfo: 'E01110002',
    });
  });

  it('records the timeout card charge although its answer never arrives', async () => {
    const orderId = newOrderId('gslow');
    const entry = await gmoCall(world, 'EntryTran', { OrderID: orderId, Amount: '500' });
    const body = new URLSearchParams({
      ShopID: 'tshop00000001',
      ShopPass: 'sandbox-gmo-pass',
      AccessID: entry.AccessID ?? '',
      AccessPass: entry.AccessPass ?? '',
      Token: await gmoTokenOf(world, '4000000000000119'),
    });
    await expect(
      fetch(`${world.sandbox.url}/gmo/payment/ExecTran.idPass`, {
        method: 'POST',
        body,
        signal: AbortSignal.timeout(500),
      }),
    ).rejects.toThrow();
    expect(await gmoCall(world, 'SearchTrade', { OrderID: orderId })).toMatchObject({ Status: 'CAPTURE' });
    expect(await chargeCount(world, orderId)).toEqual({ orderId, charges: 1, attempts: 1 });
  });
});
