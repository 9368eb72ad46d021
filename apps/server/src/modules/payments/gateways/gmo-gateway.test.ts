import { describe, expect, it } from 'vitest';
import { SANDBOX_GMO_SHOP } from '../../../sandbox-gateway/sandbox-merchants.ts';
import {
  chargeCount,
  gmoToken,
  gmoTokenOf,
  newOrderId,
  useSandbox,
} from '../../../sandbox-gateway/sandbox-test-support.ts';
import {
  answerChallenge,
  gmoOf,
  pause,
  RETURN_URL,
  SANDBOX_TIMEOUT_CARD_DELAY_MS,
} from './gateway-test-support.ts';
import { gmoGateway } from './gmo-gateway.ts';

const world = useSandbox(SANDBOX_TIMEOUT_CARD_DELAY_MS);

async function chargeCard(cardNumber: string, orderId = newOrderId('gm')) {
  const token = await gmoTokenOf(world, cardNumber);
  const outcome = await gmoOf(world).charge({
    orderId,
    amountYen: 1100,
    source: { kind: 'token', token },
    returnUrl: RETURN_URL,
  });
  return { orderId, outcome };
}

describe('second card gateway adapter: every test card', () => {
  it.each(['4111111111111111', '5555555555554444'])('%s is charged once and found paid', async (card) => {
    const { orderId, outcome } = await chargeCard(card);
    expect(outcome).toMatchObject({ outcome: 'paid' });
    expect(await chargeCount(world, orderId)).toMatchObject({ charges: 1 });
    expect(await gmoOf(world).search(orderId)).toMatchObject({
      found: true,
      status: 'paid',
      amountYen: 1100,
    });
  });

  it('4000000000000002 is declined, 4000000000000069 declined as expired; nothing is taken', async () => {
    const declined = await chargeCard('4000000000000002');
    expect(declined.outcome).toEqual({ outcome: 'declined', gatewayCode: '42G020000', reason: 'declined' });
    const expired = await chargeCard('4000000000000069');
    expect(expired.outcome).toEqual({
      outcome: 'declined',
      gatewayCode: '42G830000',
      reason: 'expired-card',
    });
    expect(await chargeCount(world, declined.orderId)).toMatchObject({ charges: 0 });
  });

  it('4000000000003220: ACS=2 challenge; after Authenticate, SecureTran2 charges', async () => {
    const { orderId, outcome } = await chargeCard('4000000000003220');
    expect(outcome).toMatchObject({ outcome: 'challenge', gatewayCode: 'ACS=2' });
    if (outcome.outcome !== 'challenge') return;
    expect(await gmoOf(world).search(orderId)).toMatchObject({ status: 'awaiting-challenge' });
    const returned = await answerChallenge(outcome.redirectUrl, 'authenticate');
    expect(await gmoOf(world).completeChallenge(orderId, returned)).toMatchObject({ outcome: 'paid' });
    expect(await chargeCount(world, orderId)).toMatchObject({ charges: 1 });
  });

  it('a failed challenge is declined; a return naming another trade is refused and charges nothing', async () => {
    const failed = await chargeCard('4000000000003220');
    if (failed.outcome.outcome !== 'challenge') throw new Error('no challenge');
    const returned = await answerChallenge(failed.outcome.redirectUrl, 'fail');
    expect(await gmoOf(world).completeChallenge(failed.orderId, returned)).toEqual({
      outcome: 'declined',
      gatewayCode: 'E21010201',
      reason: 'three-d-secure-failed',
    });
    const other = await chargeCard('4000000000003220');
    if (other.outcome.outcome !== 'challenge') throw new Error('no challenge');
    const back = await answerChallenge(other.outcome.redirectUrl, 'authenticate');
    expect(
      await gmoOf(world).completeChallenge(other.orderId, { ...back, AccessID: 'someone-else' }),
    ).toEqual({ outcome: 'refused', gatewayCode: 'AccessID' });
    expect(await chargeCount(world, other.orderId)).toMatchObject({ charges: 0 });
  });

  it('4000000000000119 answers after the timeout: unknown; search then finds it paid', async () => {
    const { orderId, outcome } = await chargeCard('4000000000000119');
    expect(outcome).toMatchObject({ outcome: 'unknown' });
    expect(await gmoOf(world).search(orderId)).toMatchObject({ found: true, status: 'paid' });
    await pause(SANDBOX_TIMEOUT_CARD_DELAY_MS);
  });

  it('4242424242424241 never gets a token (103); a spent token is a token error; a reused order id is unknown', async () => {
    const { body } = await gmoToken(world, { cardno: '4242424242424241' });
    expect(body).toEqual({ resultCode: '103' });
    const token = await gmoTokenOf(world, '4111111111111111');
    const orderId = newOrderId('gm');
    await gmoOf(world).charge({ orderId, amountYen: 500, source: { kind: 'token', token } });
    const spent = await gmoOf(world).charge({
      orderId: newOrderId('gm'),
      amountYen: 500,
      source: { kind: 'token', token },
    });
    expect(spent).toEqual({ outcome: 'token-error', gatewayCode: 'E61010002' });
    const again = await chargeCard('4111111111111111', orderId);
    expect(again.outcome).toMatchObject({ outcome: 'unknown' });
    expect(await chargeCount(world, orderId)).toMatchObject({ charges: 1 });
    expect(await gmoOf(world).search('never-entered')).toEqual({ found: false });
  });
});

describe('second card gateway adapter: members, settings', () => {
  it('stores the card of a member and charges it by member id without 3-D Secure', async () => {
    const customerRef = newOrderId('mem');
    const token = await gmoTokenOf(world, '4000000000003220');
    expect(await gmoOf(world).storeCard({ customerRef, token })).toMatchObject({
      outcome: 'stored',
      customerRef,
      cardMask: '400000********20',
    });
    // Storing again (a new card) keeps the member.
    const second = await gmoTokenOf(world, '4111111111111111');
    expect(await gmoOf(world).storeCard({ customerRef, token: second })).toMatchObject({ outcome: 'stored' });
    const outcome = await gmoOf(world).charge({
      orderId: newOrderId('gm'),
      amountYen: 980,
      source: { kind: 'stored-card', customerRef },
    });
    expect(outcome).toMatchObject({ outcome: 'paid' });
    const nobody = await gmoOf(world).charge({
      orderId: newOrderId('gm'),
      amountYen: 980,
      source: { kind: 'stored-card', customerRef: 'nobody' },
    });
    expect(nobody).toEqual({ outcome: 'token-error', gatewayCode: 'E01390002' });
  });

  it('checks settings without charging; a wrong shop password is refused, without a site no card is stored', async () => {
    expect(await gmoOf(world).verifySettings()).toEqual({ ok: true });
    const wrong = gmoGateway({
      apiUrl: `${world.sandbox.url}/gmo`,
      shopId: SANDBOX_GMO_SHOP.shopId,
      shopPass: 'x',
    });
    expect(await wrong.verifySettings()).toEqual({ ok: false, gatewayCode: 'E01030002' });
    const token = await gmoTokenOf(world, '4111111111111111');
    expect(await wrong.storeCard({ customerRef: 'm1', token })).toEqual({
      outcome: 'refused',
      gatewayCode: 'E01230002',
    });
    const orderId = newOrderId('gm');
    expect(await wrong.charge({ orderId, amountYen: 100, source: { kind: 'token', token } })).toEqual({
      outcome: 'refused',
      gatewayCode: 'E01030002',
    });
  });
});
