import { describe, expect, it } from 'vitest';
import {
  newOrderId,
  PORTAL_ORIGIN,
  postJson,
  useSandbox,
  veritransCharge,
  veritransToken,
  veritransTokenOf,
} from './sandbox-test-support.ts';
import { DIGIT_CHECK_ERROR_CARD } from './test-cards.ts';

const world = useSandbox();

describe('the first card gateway: token API (browser side)', () => {
  it('answers a token, its expiry 15 minutes on in Japan time and the masked number', async () => {
    const { status, headers, body } = await veritransToken(world);
    expect(status).toBe(200);
    expect(body).toMatchObject({ status: 'success', code: 'success', req_card_number: '411111********11' });
    expect(body.token).toMatch(/^[\w-]{20,}$/);
    // 2026-11-28T03:00Z + 15 min = 12:15 in Japan.
    expect(body.token_expire_date).toBe('20261128121500');
    expect(headers.get('access-control-allow-origin')).toBe(PORTAL_ORIGIN);
  });

  it.each([
    [{ card_number: '' }, 'missing_card_number'],
    [{ card_number: '4111-abcd' }, 'invalid_card_number'],
    [{ card_number: '411111111' }, 'invalid_card_number'],
    [{ card_number: '41111111111111111' }, 'invalid_card_number'],
    [{ card_number: DIGIT_CHECK_ERROR_CARD }, 'digit_check_error'],
    [{ card_expire: '' }, 'missing_card_expire'],
    [{ card_expire: '2029-12' }, 'invalid_card_expire'],
    [{ card_expire: '13/29' }, 'invalid_card_expire'],
    [{ card_expire: '10/26' }, 'invalid_card_expire'],
    [{ security_code: '' }, 'missing_security_code'],
    [{ security_code: '12' }, 'invalid_security_code'],
    [{ cardholder_name: 'X'.repeat(51) }, 'invalid_cardholder_name'],
    [{ lang: 'vi' }, 'invalid_lang'],
    [{ token_api_key: '' }, 'missing_token_api_key'],
    [{ token_api_key: 'not-a-key' }, 'invalid_token_api_key'],
  ])('refuses %j with %s', async (card, code) => {
    const { status, body } = await veritransToken(world, card);
    expect(status).toBe(400);
    expect(body).toMatchObject({ status: 'failure', code });
    expect(body.token).toBeUndefined();
    expect(body.message).toEqual(expect.any(String));
  });

  it('takes this month as a valid expiry and answers Japanese messages by default', async () => {
    expect((await veritransToken(world, { card_expire: '11/26' })).body.status).toBe('success');
    const { body } = await veritransToken(world, { card_number: '', lang: 'ja' });
    expect(body.message).toBe('カード番号がありません。');
  });

  it('answers a CORS preflight for the portal origin only', async () => {
    const preflight = (origin: string) =>
      fetch(`${world.sandbox.url}/veritrans/4gtoken`, {
        method: 'OPTIONS',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type',
        },
      });
    const allowed = await preflight(PORTAL_ORIGIN);
    expect(allowed.status).toBe(204);
    expect(allowed.headers.get('access-control-allow-origin')).toBe(PORTAL_ORIGIN);
    expect(allowed.headers.get('access-control-allow-methods')).toContain('POST');
    expect(allowed.headers.get('access-control-allow-headers')).toContain('content-type');
    const refused = await preflight('http://evil.test');
    expect(refused.status).toBe(403);
    expect(refused.headers.get('access-control-allow-origin')).toBeNull();
    const plain = await postJson(
      `${world.sandbox.url}/veritrans/4gtoken`,
      {},
      { origin: 'http://evil.test' },
    );
    expect(plain.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('spends a token once: a second charge with it is OC09', async () => {
    const token = await veritransTokenOf(world, '4111111111111111');
    expect((await veritransCharge(world, newOrderId(), token)).mstatus).toBe('success');
    const again = await veritransCharge(world, newOrderId(), token);
    expect(again).toMatchObject({ mstatus: 'failure', vResultCode: 'OC09000000000000' });
  });

  it('lets a token live 15 minutes by the sandbox clock, then answers OC09', async () => {
    const fresh = await veritransTokenOf(world, '4111111111111111');
    const stale = await veritransTokenOf(world, '4111111111111111');
    world.clock.advance(15 * 60_000 - 1000);
    expect((await veritransCharge(world, newOrderId(), fresh)).mstatus).toBe('success');
    world.clock.advance(1000);
    expect((await veritransCharge(world, newOrderId(), stale)).vResultCode).toBe('OC09000000000000');
  });

  it('moves its clock over HTTP too (a sandbox in another process)', async () => {
    const token = await veritransTokenOf(world, '4111111111111111');
    const moved = await postJson(`${world.sandbox.url}/sandbox/clock`, { advanceSeconds: 16 * 60 });
    expect(moved.status).toBe(200);
    expect((await veritransCharge(world, newOrderId(), token)).vResultCode).toBe('OC09000000000000');
    expect((await postJson(`${world.sandbox.url}/sandbox/clock`, { advanceSeconds: -1 })).status).toBe(400);
  });

  it('refuses a token made for another gateway or an unknown one', async () => {
    expect((await veritransCharge(world, newOrderId(), 'no-such-token')).vResultCode).toBe(
      'OC09000000000000',
    );
  });
});
