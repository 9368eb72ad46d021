import type { AuthUser, TransactionItem } from '@hondana/contract';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n as i18next } from '../../i18n/i18n.ts';
import { ok, renderWithApp, tenantHandlers } from '../../test-support/render-with-app.tsx';

const reader: AuthUser = {
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
  abilities: ['portal.login', 'account.read', 'subscription.read', 'transaction.read'],
};

const paid: TransactionItem = {
  id: 31,
  orderId: 'P261128-HISTORY1',
  kind: 'purchase',
  status: 'OK',
  paymentGateway: 'card',
  amountYen: 990,
  netYen: 900,
  taxYen: 90,
  discountYen: 110,
  couponCode: 'WELCOME',
  couponPercent: 10,
  planName: 'Basic',
  userId: 7,
  userEmail: 'reader@demo.hondana.test',
  periodStart: '2026-11-28T03:00:00.000Z',
  periodEnd: '2026-12-28T03:00:00.000Z',
  createdAt: '2026-11-28T03:00:00.000Z',
  completedAt: '2026-11-28T03:00:00.000Z',
  resultCode: null,
  receipt: {
    number: 4,
    kind: 'receipt',
    issuedAt: '2026-11-28T03:00:00.000Z',
    reissueCount: 0,
    registrationNumber: null,
    lines: [
      { rule: 'plan-price', label: 'Basic', yen: 1100, taxMode: 'inclusive' },
      { rule: 'coupon', label: 'WELCOME', yen: -110, taxMode: 'inclusive', percent: 10 },
    ],
    taxes: [{ ratePercent: 10, netYen: 900, taxYen: 90 }],
  },
  refunds: [],
  refundableYen: 0,
};

describe('the reader’s payment history (component test, real app, fake network)', () => {
  it('lists the reader’s own payments with each discount’s rule and a receipt to download', async () => {
    const { network } = await renderWithApp(
      '/demo/subscription/payments',
      {
        ...tenantHandlers('demo'),
        authInfo: () => ok(reader),
        transactionPage: () => ok({ content: [paid], totalElements: 1, totalPages: 1, number: 1, size: 20 }),
      },
      { cookies: { hondana_token_demo: 'demo-reader-token' } },
    );
    const row = await waitFor(() => {
      const found = document.querySelector<HTMLElement>('[data-payment-row="31"]');
      if (!found) throw new Error('no payment yet');
      return found;
    });
    expect(row.textContent).toContain('¥990');
    const coupon = i18next.t('payments.rule.coupon', { code: 'WELCOME', percent: 10 });
    expect(screen.getByText(`${coupon} ¥-110`)).toBeTruthy();
    expect(
      screen.getByRole('button', {
        name: i18next.t('payments.history.downloadLabel', { orderId: paid.orderId }),
      }),
    ).toBeTruthy();
    await waitFor(() => expect(network.callsTo('transactionPage').length).toBeGreaterThan(0));
    const url = new URL(network.callsTo('transactionPage')[0]?.url ?? '', 'http://x');
    expect(url.searchParams.has('companyId')).toBe(false);
    expect(url.searchParams.has('userId')).toBe(false);
  });
});
