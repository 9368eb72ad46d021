import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberIdSignature, SANDBOX_MEMBER_ID } from './member-id-api.ts';
import { SANDBOX_MEMBER_ID_MERCHANT } from './sandbox-merchants.ts';
import { chargeCount, newOrderId, postFormNoFollow, postJson, useSandbox } from './sandbox-test-support.ts';

const world = useSandbox();
const RETURN_URL = 'http://localhost:3000/demo/gakken-payment/processing';
const apiKey = { 'x-api-key': SANDBOX_MEMBER_ID_MERCHANT.apiKey };

/** The merchant's callback endpoint: a real HTTP server collecting what the provider posts. */
const callbacks: Record<string, string>[] = [];
let callbackServer: http.Server;
let callbackUrl = '';
beforeAll(async () => {
  callbackServer = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      callbacks.push(JSON.parse(body) as Record<string, string>);
      res.writeHead(200).end('OK');
    });
  });
  await new Promise<void>((resolve) => callbackServer.listen(0, '127.0.0.1', resolve));
  callbackUrl = `http://127.0.0.1:${(callbackServer.address() as AddressInfo).port}/callback`;
});
afterAll(() => new Promise<void>((resolve) => callbackServer.close(() => resolve())));

const receive = (body: Record<string, unknown>, headers: Record<string, string> = apiKey) =>
  postJson(`${world.sandbox.url}/member-id/order-receive`, body, headers);

const orderOf = (orderNo: string) => ({
  order_no: orderNo,
  amount: 1100,
  item_name: 'Monthly plan',
  return_url: RETURN_URL,
  callback_url: callbackUrl,
  state: 'state-123',
});

async function getInfo(gid: string, headers: Record<string, string> = apiKey) {
  const response = await fetch(`${world.sandbox.url}/member-id/get-info?gid_order_no=${gid}`, { headers });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const waitFor = async (check: () => boolean) => {
  for (let i = 0; i < 100 && !check(); i += 1) await new Promise((r) => setTimeout(r, 20));
};

describe('the member-ID provider', () => {
  it('order-receive → the member confirms → signed redirect and callback, get-info says CONFIRMED', async () => {
    const orderNo = newOrderId('gid');
    const received = await receive(orderOf(orderNo));
    expect(received.status).toBe(200);
    const gid = String(received.body.gid_order_no);
    expect(received.body).toEqual({
      result: 'OK',
      gid_order_no: gid,
      redirect_url: `${world.sandbox.url}/member-id/pay/${gid}`,
    });
    expect(await getInfo(gid)).toMatchObject({ status: 200, body: { status: 'PENDING', order_no: orderNo } });

    const page = await fetch(`${received.body.redirect_url}?lang=en`);
    const html = await page.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('Monthly plan');
    expect(html).toContain('<label for="member_id">Member ID</label>');

    const back = await postFormNoFollow(String(received.body.redirect_url), {
      result: 'OK',
      member_id: 'm-42',
    });
    expect(back.status).toBe(303);
    const location = new URL(back.location);
    expect(`${location.origin}${location.pathname}`).toBe(RETURN_URL);
    const fields = Object.fromEntries(location.searchParams);
    expect(fields).toMatchObject({
      result: 'OK',
      gid_order_no: gid,
      order_no: orderNo,
      amount: '1100',
      state: 'state-123',
    });
    expect(fields.periodic_payment_id).toMatch(/^P[0-9a-f]{16}$/);
    expect(fields.signature).toBe(memberIdSignature(SANDBOX_MEMBER_ID_MERCHANT.apiKey, fields));
    expect(memberIdSignature('another key', fields)).not.toBe(fields.signature);

    await waitFor(() => callbacks.some((c) => c.gid_order_no === gid));
    expect(callbacks.find((c) => c.gid_order_no === gid)).toEqual(fields);
    expect(await getInfo(gid)).toMatchObject({
      body: {
        status: 'CONFIRMED',
        member_id: 'm-42',
        periodic_payment_id: fields.periodic_payment_id,
        amount: 1100,
      },
    });
    expect(await chargeCount(world, orderNo)).toEqual({ orderId: orderNo, charges: 1, attempts: 1 });
    // Over: the page is gone and a replayed confirmation changes nothing.
    expect((await postFormNoFollow(String(received.body.redirect_url), { result: 'OK' })).status).toBe(404);
    expect((await chargeCount(world, orderNo)).charges).toBe(1);
  });

  it('the member cancels: CANCEL comes back signed, nothing is charged', async () => {
    const orderNo = newOrderId('gid');
    const { body } = await receive({ ...orderOf(orderNo), callback_url: undefined });
    const page = await (await fetch(String(body.redirect_url))).text();
    expect(page).toContain('<html lang="ja">');
    expect(page).toContain(SANDBOX_MEMBER_ID);
    const back = await postFormNoFollow(String(body.redirect_url), { result: 'CANCEL' });
    const fields = Object.fromEntries(new URL(back.location).searchParams);
    expect(fields).toMatchObject({ result: 'CANCEL', order_no: orderNo, periodic_payment_id: '' });
    expect(fields.signature).toBe(memberIdSignature(SANDBOX_MEMBER_ID_MERCHANT.apiKey, fields));
    expect(await getInfo(String(body.gid_order_no))).toMatchObject({ body: { status: 'CANCELLED' } });
    expect(await chargeCount(world, orderNo)).toMatchObject({ charges: 0 });
  });

  it('refuses the same order number twice', async () => {
    const orderNo = newOrderId('gid');
    expect((await receive(orderOf(orderNo))).status).toBe(200);
    const again = await receive(orderOf(orderNo));
    expect(again).toMatchObject({ status: 409, body: { result: 'NG', error_code: 'DUPLICATE_ORDER' } });
  });

  it.each([
    [{ order_no: '' }, 'order_no'],
    [{ amount: 0 }, 'amount'],
    [{ amount: 1.5 }, 'amount'],
    [{ return_url: 'javascript:alert(1)' }, 'return_url'],
    [{ callback_url: 'ftp://x' }, 'callback_url'],
    [{ item_name: 'x'.repeat(101) }, 'item_name'],
  ])('refuses %j (%s)', async (change, field) => {
    const { status, body } = await receive({ ...orderOf(newOrderId('gid')), ...change });
    expect(status).toBe(400);
    expect(body).toMatchObject({ result: 'NG', error_code: 'INVALID_PARAMETER' });
    expect(String(body.error_message)).toContain(field);
  });

  it('refuses a missing or wrong API key; get-info of an unknown order is 404', async () => {
    expect((await receive(orderOf(newOrderId('gid')), {})).status).toBe(401);
    expect((await receive(orderOf(newOrderId('gid')), { 'x-api-key': 'wrong' })).body).toMatchObject({
      error_code: 'UNAUTHORIZED',
    });
    const { body } = await receive(orderOf(newOrderId('gid')));
    expect((await getInfo(String(body.gid_order_no), { 'x-api-key': 'wrong' })).status).toBe(401);
    expect(await getInfo('G-nothing')).toMatchObject({ status: 404, body: { error_code: 'NOT_FOUND' } });
  });
});
