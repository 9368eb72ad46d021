/** Helpers for the sandbox gateway's tests (imported by *.test.ts only): real HTTP to a started sandbox. */
import { afterAll, beforeAll } from 'vitest';
import { ManualClock } from '../platform/clock.ts';
import { type SandboxGateway, startSandboxGateway } from './sandbox-gateway.ts';
import { SANDBOX_GMO_SHOP, SANDBOX_VERITRANS_MERCHANT, type VeritransMerchant } from './sandbox-merchants.ts';
import { veritransAuthHash } from './veritrans-api.ts';

export const PORTAL_ORIGIN = 'http://localhost:3000';
/** A card expiry a few years ahead of the test clock (2026-11). */
export const FUTURE_MM_YY = '12/29';

export interface SandboxWorld {
  sandbox: SandboxGateway;
  clock: ManualClock;
}

/** One sandbox for a test file, on a free port, with a manual clock and a short timeout-card delay. */
export function useSandbox(timeoutDelayMs = 30_000): SandboxWorld {
  const world = {} as SandboxWorld;
  beforeAll(async () => {
    world.clock = new ManualClock(new Date('2026-11-28T03:00:00Z'));
    world.sandbox = await startSandboxGateway({
      port: 0,
      clock: world.clock,
      timeoutDelayMs,
      allowOrigin: (origin) => origin === PORTAL_ORIGIN,
    });
  });
  afterAll(() => world.sandbox?.close());
  return world;
}

let sequence = 0;
/** A fresh order id (≤ 27 characters, the second gateway's limit). */
export function newOrderId(prefix = 'ord'): string {
  sequence += 1;
  return `${prefix}-${Date.now().toString(36)}-${sequence}`;
}

export async function postJson(url: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as Record<string, unknown>,
  };
}

/** The first gateway's token API, as the portal's browser calls it. */
export function veritransToken(world: SandboxWorld, card: Record<string, string> = {}) {
  return postJson(
    `${world.sandbox.url}/veritrans/4gtoken`,
    {
      token_api_key: SANDBOX_VERITRANS_MERCHANT.tokenApiKey,
      card_number: '4111111111111111',
      card_expire: FUTURE_MM_YY,
      security_code: '123',
      cardholder_name: 'TARO YAMADA',
      lang: 'en',
      ...card,
    },
    { origin: PORTAL_ORIGIN },
  );
}

/** A token for a card number (fails the test when the token API refuses it). */
export async function veritransTokenOf(world: SandboxWorld, cardNumber: string): Promise<string> {
  const { body } = await veritransToken(world, { card_number: cardNumber });
  if (body.status !== 'success') throw new Error(`token refused: ${JSON.stringify(body)}`);
  return body.token as string;
}

/** A signed call of the first gateway's server API; `params.merchantCcid` is added. */
export async function veritransCall(
  world: SandboxWorld,
  path: string,
  params: Record<string, unknown>,
  merchant: VeritransMerchant = SANDBOX_VERITRANS_MERCHANT,
) {
  const signed = { ...params, merchantCcid: merchant.merchantCcid };
  const { body } = await postJson(`${world.sandbox.url}/veritrans/paynowid/v1/${path}`, {
    params: signed,
    authHash: veritransAuthHash(merchant, signed),
  });
  return body.result as Record<string, unknown>;
}

export const veritransCharge = (world: SandboxWorld, orderId: string, token: string, extra = {}) =>
  veritransCall(world, 'Authorize/card', {
    orderId,
    amount: '1100',
    jpo: '10',
    withCapture: 'true',
    payNowIdParam: { token },
    ...extra,
  });

/** A form post of the second gateway's server API; the answer's key=value pairs. */
export async function gmoCall(world: SandboxWorld, name: string, fields: Record<string, string>) {
  const response = await fetch(`${world.sandbox.url}/gmo/payment/${name}.idPass`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      ShopID: SANDBOX_GMO_SHOP.shopId,
      ShopPass: SANDBOX_GMO_SHOP.shopPass,
      ...fields,
    }),
  });
  return Object.fromEntries(new URLSearchParams(await response.text()));
}

/** getToken of the second gateway's script, over its HTTP endpoint. */
export function gmoToken(world: SandboxWorld, card: Record<string, unknown> = {}) {
  return postJson(
    `${world.sandbox.url}/gmo/token`,
    {
      shopId: SANDBOX_GMO_SHOP.shopId,
      cardno: '4111111111111111',
      expire: '202912',
      securitycode: '123',
      holdername: 'TARO YAMADA',
      tokennumber: 1,
      ...card,
    },
    { origin: PORTAL_ORIGIN },
  );
}

export async function gmoTokenOf(world: SandboxWorld, cardNumber: string): Promise<string> {
  const { body } = await gmoToken(world, { cardno: cardNumber });
  if (body.resultCode !== '000') throw new Error(`token refused: ${JSON.stringify(body)}`);
  return (body.tokenObject as { token: string[] }).token[0] ?? '';
}

/** The sandbox's admin count, read over HTTP as the bench does. */
export async function chargeCount(world: SandboxWorld, orderId: string) {
  const response = await fetch(`${world.sandbox.url}/sandbox/charges?orderId=${encodeURIComponent(orderId)}`);
  return (await response.json()) as { orderId: string; charges: number; attempts: number };
}

/** Follows nothing: the Location of a redirect answer. */
export async function postFormNoFollow(url: string, fields: Record<string, string>, lang = 'en') {
  const response = await fetch(url, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': lang },
    body: new URLSearchParams(fields),
  });
  return { status: response.status, location: response.headers.get('location') ?? '' };
}
