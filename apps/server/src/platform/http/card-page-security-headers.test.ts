import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardGatewaySourcesOf, cardPageSources, isCardPagePath } from './card-page-policy.ts';
import { registerSecurityHeaders } from './security-headers.ts';

const SANDBOX = 'http://127.0.0.1:3302';
const app = Fastify();

beforeAll(async () => {
  registerSecurityHeaders(app, {
    https: false,
    cardGateways: cardPageSources({
      sandboxGateway: false,
      sandboxGatewayPort: 0,
      sandboxGatewayUrl: SANDBOX,
      paymentGatewayUrls: { gmoTokenScript: 'https://static.mul-pay.jp/ext/js/token.js' },
    }),
  });
  app.get('/*', async () => 'page');
  await app.ready();
});
afterAll(() => app.close());

async function policyOf(url: string): Promise<Map<string, string[]>> {
  const response = await app.inject({ method: 'GET', url });
  const header = String(response.headers['content-security-policy']);
  return new Map(
    header
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name as string, values]),
  );
}

describe('Content-Security-Policy of the card pages', () => {
  it('lets the order entry reach the token API and load the gateway script, and nothing of the tag manager', async () => {
    for (const url of [
      '/demo/order-entry/12',
      '/order-entry/12?coupon=A',
      '/demo/card-payment/confirm?orderId=x',
    ]) {
      const directives = await policyOf(url);
      expect(directives.get('connect-src'), url).toEqual(["'self'", SANDBOX]);
      expect(directives.get('script-src'), url).toEqual([
        "'self'",
        "'wasm-unsafe-eval'",
        SANDBOX,
        'https://static.mul-pay.jp',
      ]);
      expect(directives.get('form-action'), url).toEqual(["'self'"]);
      expect(directives.get('script-src-attr'), url).toEqual(["'none'"]);
    }
  });

  it('keeps every other page to our own origin for fetches, with the tag manager as before', async () => {
    for (const url of ['/demo', '/demo/subscription/12', '/demo/home-search', '/order-entry-help']) {
      const directives = await policyOf(url);
      expect(directives.get('connect-src'), url).toEqual(["'self'"]);
      expect(directives.get('script-src'), url).toContain('https://www.googletagmanager.com');
      expect(directives.get('script-src'), url).not.toContain(SANDBOX);
    }
  });

  it('gives an API answer the common policy even under a card-like path', async () => {
    const directives = await policyOf('/api/order-entry/1');
    expect(directives.get('connect-src')).toEqual(["'self'"]);
  });
});

describe('card pages and gateway origins', () => {
  it('names the order entry, the 3-D Secure return and the subscription page, with or without a tenant path', () => {
    expect(isCardPagePath('/order-entry/5')).toBe(true);
    expect(isCardPagePath('/demo/order-entry/5')).toBe(true);
    expect(isCardPagePath('/demo/card-payment/confirm?orderId=1')).toBe(true);
    expect(isCardPagePath('/demo/subscription')).toBe(true);
    expect(isCardPagePath('/demo/subscription/5')).toBe(false);
    expect(isCardPagePath('/demo/order-entry')).toBe(false);
    expect(isCardPagePath('/demo/order-entry/5/confirm')).toBe(true);
    expect(isCardPagePath('/demo/order-entry/5/other')).toBe(false);
    expect(isCardPagePath('/a/b/order-entry/5')).toBe(false);
  });

  it('allows the embedded sandbox at its port, and no origin when its port is not known yet', () => {
    const known = cardPageSources({
      sandboxGateway: true,
      sandboxGatewayPort: 3302,
      sandboxGatewayUrl: undefined,
      paymentGatewayUrls: {},
    });
    expect(known).toEqual({ connect: [SANDBOX], script: [SANDBOX] });
    const anyPort = cardPageSources({
      sandboxGateway: true,
      sandboxGatewayPort: 0,
      sandboxGatewayUrl: undefined,
      paymentGatewayUrls: {},
    });
    expect(anyPort).toEqual({ connect: [], script: [] });
  });

  it('allows the configured real gateways beside the sandbox', () => {
    const sources = cardGatewaySourcesOf({
      tokenApiUrls: ['https://api.veritrans.co.jp/4gtoken', null, 'https://api.veritrans.co.jp/other'],
      tokenScriptUrls: [undefined, 'not a url'],
    });
    expect(sources).toEqual({ connect: ['https://api.veritrans.co.jp'], script: [] });
  });
});
