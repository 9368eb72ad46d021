import type { AuthUser, OrderQuote } from '@hondana/contract';
import { waitFor } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { expect, vi } from 'vitest';
import { i18n } from '../../i18n/i18n.ts';
import demoSettings from '../../test-support/fixtures/view-settings.demo.json' with { type: 'json' };
import { type Handlers, ok, tenantHandlers } from '../../test-support/render-with-app.tsx';

export const t = (key: string, options?: Record<string, unknown>) => i18n.t(key, options);
export const TOKEN_API = 'http://gateway.test/veritrans/4gtoken';

export const reader: AuthUser = {
  id: 7,
  companyId: 1,
  serviceId: 1,
  domain: 'localhost',
  path: 'demo',
  email: 'reader@demo.hondana.test',
  username: 'reader01',
  fullName: 'Demo Reader',
  name: 'Demo Reader',
  lang: 'en',
  roleLevel: 3,
  loginType: 4,
  isSubscribeMail: false,
  isReceiveNotify: true,
  abilities: ['portal.login', 'account.read', 'subscription.manage'],
};

export const receipt = (coupon: boolean) => ({
  lines: [
    { rule: 'plan-price' as const, label: 'Yearly plan', yen: 11000, taxMode: 'inclusive' as const },
    ...(coupon
      ? [
          {
            rule: 'coupon' as const,
            label: 'WELCOME10',
            yen: -1100,
            taxMode: 'inclusive' as const,
            percent: 10,
          },
        ]
      : []),
  ],
  taxes: [{ ratePercent: 10, netYen: coupon ? 9000 : 10000, taxYen: coupon ? 900 : 1000 }],
  netYen: coupon ? 9000 : 10000,
  taxYen: coupon ? 900 : 1000,
  totalYen: coupon ? 9900 : 11000,
});

export const quote = (coupon: boolean): OrderQuote => ({
  orderId: coupon ? 'ORDER-COUPON-1' : 'ORDER-1',
  plan: { id: 5, name: 'Yearly plan' },
  paymentGateway: 'card',
  receipt: receipt(coupon),
  closesWithoutCharge: false,
  freeTermDays: 0,
  freeTermEndsAt: null,
  firstChargeAt: '2026-11-28T03:00:00.000Z',
  firstChargeYen: coupon ? 9900 : 11000,
  schedule: {
    freeTermEndsAt: null,
    charges: [
      {
        paidPeriodNo: 1,
        chargeAt: '2026-11-28T03:00:00.000Z',
        periodStart: '2026-11-28T03:00:00.000Z',
        periodEnd: '2027-11-28T03:00:00.000Z',
        receipt: receipt(coupon),
      },
    ],
  },
  terms: {
    version: 'terms-v1',
    language: 'en',
    text: 'You pay ¥9,900 today. Cancel any time on your plans page.',
  },
});

/** The demo portal with a card gateway whose token API the fake network answers. */
export function handlers(more: Handlers): Handlers {
  const settings = structuredClone(demoSettings) as unknown as {
    status: number;
    data: { company: Record<string, unknown> };
  };
  settings.data.company.paymentGateway = 'card';
  settings.data.company.cardTokenizer = { kind: 'token_api', url: TOKEN_API, publicKey: 'public-key' };
  return {
    ...tenantHandlers('demo'),
    viewSettings: () => settings,
    companyPublicDetail: () => ok(settings.data.company),
    authInfo: () => ok(reader),
    orderQuote: ({ query }) => ok(quote(query.get('coupon_code') === 'WELCOME10')),
    couponCheck: ({ query }) =>
      query.get('code') === 'WELCOME10'
        ? ok({ code: 'WELCOME10', discountPercent: 10 })
        : { status: 847, message: 'api.error.847', data: null },
    registeredPage: () => ok({ content: [], totalElements: 0, totalPages: 0, number: 1, size: 100 }),
    ...more,
  };
}

/** The token API in front of the fake network: a token per call, the card number kept for the check. */
export function withTokenApi() {
  const inner = globalThis.fetch;
  const cards: string[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    if (String(input) !== TOKEN_API) return inner(input, init);
    cards.push(JSON.parse(String(init?.body)).card_number);
    return Response.json({
      status: 'success',
      token: `tok-${cards.length}`,
      req_card_number: '411111********11',
    });
  });
  return cards;
}

/** The entry drawn (the texts the test computes are then in the page's language). */
export async function entryReady() {
  await waitFor(() => {
    expect(document.querySelector('[data-order-entry="5"]'), 'entry').not.toBeNull();
  });
}

export async function typeCard(user: ReturnType<typeof userEvent.setup>) {
  const field = (name: string) => document.querySelector(`[data-card-field="${name}"]`) as HTMLInputElement;
  await waitFor(() => expect(field('number')).not.toBeNull());
  await user.type(field('number'), '4111111111111111');
  await user.type(field('expiry'), '12/29');
  await user.type(field('securityCode'), '123');
  await user.click(document.querySelector('[data-card-submit]') as HTMLElement);
}
