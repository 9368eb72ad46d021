import { describe, expect, it } from 'vitest';
import { challengeResultHash } from './challenge-page.ts';
import { SANDBOX_VERITRANS_MERCHANT } from './sandbox-merchants.ts';
import {
  chargeCount,
  gmoCall,
  gmoTokenOf,
  newOrderId,
  postFormNoFollow,
  useSandbox,
  veritransCall,
  veritransCharge,
  veritransTokenOf,
} from './sandbox-test-support.ts';

const world = useSandbox();
const RETURN_URL = 'http://localhost:3000/demo/veritrans-payment/confirm';
const THREE_DS_CARD = '4000000000003220';

async function startVeritrans(orderId: string) {
  const token = await veritransTokenOf(world, THREE_DS_CARD);
  return veritransCharge(world, orderId, token, { redirectionUri: RETURN_URL });
}

describe('3-D Secure', () => {
  it('the first gateway: pending with the challenge page, Authenticate charges and returns a signed result', async () => {
    const orderId = newOrderId('tds');
    const pending = await startVeritrans(orderId);
    expect(pending).toMatchObject({ mstatus: 'pending', vResultCode: 'G001000000000000', orderId });
    const challengeUrl = String(pending.resRedirectUrl);
    expect(challengeUrl).toMatch(`${world.sandbox.url}/3ds/challenge/`);
    expect(await chargeCount(world, orderId)).toMatchObject({ charges: 0 });

    const page = await fetch(challengeUrl, { headers: { 'accept-language': 'en-GB,en;q=0.9' } });
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<h1>3-D Secure (sandbox)</h1>');
    expect(html).toContain('¥1,100');
    expect(html).toContain('400000********20');
    expect(html).toMatch(/<button type="submit" name="result" value="authenticate"[^>]*>Authenticate</);
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");

    const back = await postFormNoFollow(challengeUrl, { result: 'authenticate' });
    expect(back.status).toBe(303);
    const location = new URL(back.location);
    expect(`${location.origin}${location.pathname}`).toBe(RETURN_URL);
    const q = Object.fromEntries(location.searchParams);
    expect(q).toMatchObject({ orderId, mstatus: 'success', vResultCode: 'A001000000000000' });
    const { merchantCcid, merchantSecretKey } = SANDBOX_VERITRANS_MERCHANT;
    expect(q.authHash).toBe(
      challengeResultHash(merchantCcid, orderId, 'success', 'A001000000000000', merchantSecretKey),
    );
    expect(await chargeCount(world, orderId)).toEqual({ orderId, charges: 1, attempts: 1 });
    const search = await veritransCall(world, 'Search/common', { searchParameters: { common: { orderId } } });
    expect(search).toMatchObject({ orderInfos: { orderInfo: [{ orderStatus: 'captured' }] } });

    // The challenge is over: the page says so and a second post changes nothing.
    const replay = await postFormNoFollow(challengeUrl, { result: 'authenticate' });
    expect(replay.status).toBe(404);
    expect((await chargeCount(world, orderId)).charges).toBe(1);
  });

  it('the first gateway: Fail returns a failure and takes no money; the page speaks Japanese by default', async () => {
    const orderId = newOrderId('tds');
    const pending = await startVeritrans(orderId);
    const challengeUrl = String(pending.resRedirectUrl);
    const html = await (await fetch(challengeUrl)).text();
    expect(html).toContain('<html lang="ja">');
    expect(html).toContain('認証する');
    const back = await postFormNoFollow(challengeUrl, { result: 'fail' }, 'ja');
    const q = Object.fromEntries(new URL(back.location).searchParams);
    expect(q).toMatchObject({ orderId, mstatus: 'failure', vResultCode: 'G011000000000000' });
    expect(await chargeCount(world, orderId)).toMatchObject({ charges: 0 });
  });

  it('the first gateway refuses a 3-D Secure card without a return URL', async () => {
    const token = await veritransTokenOf(world, THREE_DS_CARD);
    expect(await veritransCharge(world, newOrderId(), token)).toMatchObject({
      mstatus: 'failure',
      vResultCode: 'MA01000000000000',
    });
  });

  it('the second gateway: ExecTran answers ACS=2, the challenge returns the AccessID, SecureTran2 charges', async () => {
    const orderId = newOrderId('gtds');
    const entry = await gmoCall(world, 'EntryTran', { OrderID: orderId, Amount: '3300', TdFlag: '2' });
    const access = { AccessID: entry.AccessID ?? '', AccessPass: entry.AccessPass ?? '' };
    const exec = await gmoCall(world, 'ExecTran', {
      ...access,
      Token: await gmoTokenOf(world, THREE_DS_CARD),
      RetUrl: 'http://localhost:3000/demo/gmo-payment/confirm',
    });
    expect(exec.ACS).toBe('2');
    expect(await gmoCall(world, 'SecureTran2', access)).toMatchObject({ ErrInfo: 'E01060006' });
    const back = await postFormNoFollow(exec.RedirectUrl ?? '', { result: 'authenticate' });
    const q = Object.fromEntries(new URL(back.location).searchParams);
    expect(q).toEqual({ AccessID: access.AccessID, OrderID: orderId });
    expect(await chargeCount(world, orderId)).toMatchObject({ charges: 0 });
    expect(await gmoCall(world, 'SecureTran2', access)).toMatchObject({ ACS: '0', OrderID: orderId });
    expect(await chargeCount(world, orderId)).toMatchObject({ charges: 1 });
    expect(await gmoCall(world, 'SecureTran2', access)).toMatchObject({ ErrInfo: 'E01060006' });
    expect((await chargeCount(world, orderId)).charges).toBe(1);
  });

  it('the second gateway: a failed challenge makes SecureTran2 refuse', async () => {
    const orderId = newOrderId('gtds');
    const entry = await gmoCall(world, 'EntryTran', { OrderID: orderId, Amount: '3300' });
    const access = { AccessID: entry.AccessID ?? '', AccessPass: entry.AccessPass ?? '' };
    const exec = await gmoCall(world, 'ExecTran', {
      ...access,
      Token: await gmoTokenOf(world, THREE_DS_CARD),
      RetUrl: 'http://localhost:3000/demo/gmo-payment/confirm',
    });
    await postFormNoFollow(exec.RedirectUrl ?? '', { result: 'fail' });
    expect(await gmoCall(world, 'SecureTran2', access)).toEqual({ ErrCode: 'E21', ErrInfo: 'E21010201' });
    expect(await chargeCount(world, orderId)).toMatchObject({ charges: 0 });
    const noRet = await gmoCall(world, 'EntryTran', { OrderID: newOrderId('gtds'), Amount: '1' });
    expect(
      await gmoCall(world, 'ExecTran', {
        AccessID: noRet.AccessID ?? '',
        AccessPass: noRet.AccessPass ?? '',
        Token: await gmoTokenOf(world, THREE_DS_CARD),
      }),
    ).toMatchObject({ ErrInfo: 'E01220001' });
  });

  it('an unknown challenge is a page saying so', async () => {
    const response = await fetch(`${world.sandbox.url}/3ds/challenge/nothing?lang=en`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('role="alert"');
  });
});
