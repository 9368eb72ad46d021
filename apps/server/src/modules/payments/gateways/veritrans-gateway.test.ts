import { describe, expect, it } from 'vitest';
import {
  chargeCount,
  newOrderId,
  useSandbox,
  veritransToken,
  veritransTokenOf,
} from '../../../sandbox-gateway/sandbox-test-support.ts';
import {
  answerChallenge,
  pause,
  RETURN_URL,
  SANDBOX_TIMEOUT_CARD_DELAY_MS,
  veritransOf,
} from './gateway-test-support.ts';
import { veritransGateway } from './veritrans-gateway.ts';

const world = useSandbox(SANDBOX_TIMEOUT_CARD_DELAY_MS);

async function chargeCard(cardNumber: string, orderId = newOrderId('vt')) {
  const token = await veritransTokenOf(world, cardNumber);
  const outcome = await veritransOf(world).charge({
    orderId,
    amountYen: 1100,
    source: { kind: 'token', token },
    returnUrl: RETURN_URL,
  });
  return { orderId, outcome };
}

describe('first card gateway adapter: every test card', () => {
  it.each(['4111111111111111', '5555555555554444'])('%s is charged once and found paid', async (card) => {
    const { orderId, outcome } = await chargeCard(card);
    expect(outcome).toMatchObject({
      outcome: 'paid',
      gatewayCode: 'A001000000000000',
      gatewayTransactionId: orderId,
    });
    expect(await chargeCount(world, orderId)).toMatchObject({ charges: 1 });
    expect(await veritransOf(world).search(orderId)).toEqual({
      found: true,
      status: 'paid',
      amountYen: 1100,
      gatewayTransactionId: orderId,
    });
  });

  it('4000000000000002 is declined, 4000000000000069 declined as expired; nothing is taken', async () => {
    const declined = await chargeCard('4000000000000002');
    expect(declined.outcome).toEqual({
      outcome: 'declined',
      gatewayCode: 'AG33000000000000',
      reason: 'declined',
    });
    const expired = await chargeCard('4000000000000069');
    expect(expired.outcome).toEqual({
      outcome: 'declined',
      gatewayCode: 'AG36000000000000',
      reason: 'expired-card',
    });
    expect(await chargeCount(world, declined.orderId)).toMatchObject({ charges: 0 });
    expect(await veritransOf(world).search(expired.orderId)).toMatchObject({
      found: true,
      status: 'declined',
    });
  });

  it('4000000000003220 asks for 3-D Secure; the signed return of Authenticate is paid', async () => {
    const { orderId, outcome } = await chargeCard('4000000000003220');
    expect(outcome).toMatchObject({ outcome: 'challenge', gatewayCode: 'G001000000000000' });
    if (outcome.outcome !== 'challenge') return;
    expect(await veritransOf(world).search(orderId)).toMatchObject({ status: 'awaiting-challenge' });
    const returned = await answerChallenge(outcome.redirectUrl, 'authenticate');
    expect(await veritransOf(world).completeChallenge(orderId, returned)).toMatchObject({ outcome: 'paid' });
    expect(await chargeCount(world, orderId)).toMatchObject({ charges: 1 });
  });

  it('a failed challenge is declined; a forged return is not believed (the gateway is asked)', async () => {
    const failed = await chargeCard('4000000000003220');
    if (failed.outcome.outcome !== 'challenge') throw new Error('no challenge');
    const returned = await answerChallenge(failed.outcome.redirectUrl, 'fail');
    expect(await veritransOf(world).completeChallenge(failed.orderId, returned)).toEqual({
      outcome: 'declined',
      gatewayCode: 'G011000000000000',
      reason: 'three-d-secure-failed',
    });
    // Someone rewrites the address to say success: the hash fails, and the gateway's record says declined.
    const forged = { ...returned, mstatus: 'success', vResultCode: 'A001000000000000' };
    expect(await veritransOf(world).completeChallenge(failed.orderId, forged)).toMatchObject({
      outcome: 'declined',
      reason: 'three-d-secure-failed',
    });
    expect(await chargeCount(world, failed.orderId)).toMatchObject({ charges: 0 });
  });

  it('4000000000000119 answers after the timeout: unknown, never guessed; search then finds it paid', async () => {
    const { orderId, outcome } = await chargeCard('4000000000000119');
    expect(outcome).toMatchObject({ outcome: 'unknown' });
    expect(await veritransOf(world).search(orderId)).toMatchObject({ found: true, status: 'paid' });
    await pause(SANDBOX_TIMEOUT_CARD_DELAY_MS);
  });

  it('4242424242424241 never gets a token (check digit); a spent token is a token error', async () => {
    const { body } = await veritransToken(world, { card_number: '4242424242424241' });
    expect(body).toMatchObject({ status: 'failure', code: 'digit_check_error' });
    const token = await veritransTokenOf(world, '4111111111111111');
    const gateway = veritransOf(world);
    await gateway.charge({ orderId: newOrderId('vt'), amountYen: 500, source: { kind: 'token', token } });
    const again = await gateway.charge({
      orderId: newOrderId('vt'),
      amountYen: 500,
      source: { kind: 'token', token },
    });
    expect(again).toEqual({ outcome: 'token-error', gatewayCode: 'OC09000000000000' });
  });

  it('a second charge of the same order id is unknown (search decides), never a second charge', async () => {
    const { orderId } = await chargeCard('4111111111111111');
    const again = await chargeCard('4111111111111111', orderId);
    expect(again.outcome).toMatchObject({ outcome: 'unknown' });
    expect(await chargeCount(world, orderId)).toMatchObject({ charges: 1 });
  });
});

describe('first card gateway adapter: stored cards, settings, network', () => {
  it('stores a card under the account id and charges it without 3-D Secure', async () => {
    const customerRef = newOrderId('acct');
    const token = await veritransTokenOf(world, '4000000000003220');
    const stored = await veritransOf(world).storeCard({ customerRef, token });
    expect(stored).toMatchObject({ outcome: 'stored', customerRef, cardMask: '400000********20' });
    const orderId = newOrderId('vt');
    const outcome = await veritransOf(world).charge({
      orderId,
      amountYen: 980,
      source: { kind: 'stored-card', customerRef },
    });
    expect(outcome).toMatchObject({ outcome: 'paid' });
    const missing = await veritransOf(world).charge({
      orderId: newOrderId('vt'),
      amountYen: 980,
      source: { kind: 'stored-card', customerRef: 'nobody-here' },
    });
    expect(missing).toEqual({ outcome: 'token-error', gatewayCode: 'AC01000000000000' });
  });

  it('a declined card is not stored', async () => {
    const token = await veritransTokenOf(world, '4000000000000002');
    expect(await veritransOf(world).storeCard({ customerRef: newOrderId('acct'), token })).toEqual({
      outcome: 'token-error',
      gatewayCode: 'AG33000000000000',
    });
  });

  it('checks settings without charging: right ones pass, a wrong secret is refused (859)', async () => {
    expect(await veritransOf(world).verifySettings()).toEqual({ ok: true });
    const wrong = veritransGateway({
      apiUrl: `${world.sandbox.url}/veritrans`,
      merchantCcid: 'A100000000000001069951cc',
      merchantSecretKey: 'not-the-secret',
    });
    expect(await wrong.verifySettings()).toEqual({ ok: false, gatewayCode: 'MA02000000000000' });
    const token = await veritransTokenOf(world, '4111111111111111');
    const orderId = newOrderId('vt');
    expect(await wrong.charge({ orderId, amountYen: 100, source: { kind: 'token', token } })).toEqual({
      outcome: 'refused',
      gatewayCode: 'MA02000000000000',
    });
    expect(await chargeCount(world, orderId)).toMatchObject({ charges: 0 });
  });

  it('nobody listening is unknown, not a refusal', async () => {
    const gone = veritransGateway({
      apiUrl: 'http://127.0.0.1:9/veritrans',
      merchantCcid: 'x',
      merchantSecretKey: 'y',
      timeoutMs: 500,
    });
    const outcome = await gone.charge({ orderId: 'o1', amountYen: 1, source: { kind: 'token', token: 't' } });
    expect(outcome).toMatchObject({ outcome: 'unknown' });
    expect(await gone.search('o1')).toMatchObject({ found: 'unknown' });
    expect(await gone.verifySettings()).toMatchObject({ ok: 'unknown' });
  });
});
