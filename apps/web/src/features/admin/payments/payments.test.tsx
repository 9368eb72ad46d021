import type { TransactionItem } from '@hondana/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n as i18next } from '../../../i18n/i18n.ts';
import { ok, renderWithApp } from '../../../test-support/render-with-app.tsx';
import { adminCookies, companyAdmin } from '../contents/admin-test-support.ts';
import { page } from '../readers/reader-test-support.ts';

const admin = {
  ...companyAdmin,
  abilities: [...companyAdmin.abilities, 'transaction.read', 'transaction.export', 'transaction.refund'],
};

const payment = (id: number, overrides: Partial<TransactionItem> = {}): TransactionItem => ({
  id,
  orderId: `P261128-ORDER${id}`,
  kind: 'purchase',
  status: 'OK',
  paymentGateway: 'card',
  amountYen: 990,
  netYen: 900,
  taxYen: 90,
  discountYen: 110,
  couponCode: 'WELCOME',
  couponPercent: 10,
  planName: 'Gold',
  userId: 7,
  userEmail: 'reader@demo.hondana.test',
  periodStart: '2026-11-28T03:00:00.000Z',
  periodEnd: '2026-12-28T03:00:00.000Z',
  createdAt: '2026-11-28T03:00:00.000Z',
  completedAt: '2026-11-28T03:00:00.000Z',
  resultCode: null,
  receipt: {
    number: 12,
    kind: 'receipt',
    issuedAt: '2026-11-28T03:00:00.000Z',
    reissueCount: 0,
    registrationNumber: 'T1234567890123',
    lines: [
      { rule: 'plan-price', label: 'Gold', yen: 1100, taxMode: 'inclusive' },
      { rule: 'coupon', label: 'WELCOME', yen: -110, taxMode: 'inclusive', percent: 10 },
    ],
    taxes: [{ ratePercent: 10, netYen: 900, taxYen: 90 }],
  },
  refunds: [],
  refundableYen: 990,
  ...overrides,
});

const t = (key: string, params?: Record<string, unknown>) => i18next.t(key, params);

async function openDrawer(id: number) {
  const user = userEvent.setup();
  const button = await screen.findAllByRole('button', {
    name: t('payments.list.openLabel', { orderId: `P261128-ORDER${id}` }),
  });
  await user.click(button[0] as HTMLElement);
  const drawer = await waitFor(() => {
    const found = document.querySelector<HTMLElement>(`[data-payment-drawer="${id}"]`);
    if (!found) throw new Error('no drawer yet');
    return found;
  });
  return { user, drawer };
}

describe('the console’s payments (component test, real app, fake network)', () => {
  it('asks for the filters in the address and shows a payment’s receipt lines with their rules and tax', async () => {
    const { network } = await renderWithApp(
      '/admin/payments?status=OK&kind=purchase',
      { authInfo: () => ok(admin), transactionPage: () => ok(page([payment(1)])) },
      { cookies: adminCookies },
    );
    await waitFor(() => expect(network.callsTo('transactionPage').length).toBeGreaterThan(0));
    const url = new URL(network.callsTo('transactionPage')[0]?.url ?? '', 'http://x');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ status: 'OK', kind: 'purchase' });
    const { drawer } = await openDrawer(1);
    const receipt = within(drawer);
    expect(receipt.getByText(t('payments.rule.coupon', { code: 'WELCOME', percent: 10 }))).toBeTruthy();
    expect(receipt.getByText('¥-110')).toBeTruthy();
    expect(receipt.getByText(t('payments.detail.tax', { rate: 10, net: '¥900' }))).toBeTruthy();
    expect(receipt.getByText(t('payments.detail.registration', { number: 'T1234567890123' }))).toBeTruthy();
  });

  it('refunds part of a payment with a reason, says a later day returns the money, and sends one key', async () => {
    const refunded = payment(2, {
      completedAt: '2026-10-01T03:00:00.000Z',
      createdAt: '2026-10-01T03:00:00.000Z',
    });
    const { network } = await renderWithApp(
      '/admin/payments',
      {
        authInfo: () => ok(admin),
        transactionPage: () => ok(page([refunded])),
        transactionRefund: () =>
          ok({
            refund: {
              id: 1,
              amountYen: 300,
              method: 'return',
              reason: 'Goodwill',
              createdAt: '2026-11-28T03:00:00.000Z',
              refundTransactionId: 3,
              creditNoteNumber: 13,
            },
            transaction: { ...refunded, refundableYen: 690 },
          }),
      },
      { cookies: adminCookies },
    );
    const { user, drawer } = await openDrawer(2);
    await user.click(within(drawer).getByRole('button', { name: t('payments.refund.open') }));
    const dialog = await screen.findByRole('dialog', {
      name: t('payments.refund.title', { orderId: 'P261128-ORDER2' }),
    });
    expect(within(dialog).getByText(t('payments.refund.willReturn'))).toBeTruthy();
    const amount = within(dialog).getByRole('textbox', { name: t('payments.refund.amount') });
    await user.clear(amount);
    await user.type(amount, '300');
    await user.type(within(dialog).getByRole('textbox', { name: t('payments.refund.reason') }), 'Goodwill');
    const submit = within(dialog).getByRole('button', { name: t('payments.refund.submit') });
    expect(submit.hasAttribute('disabled')).toBe(true);
    await user.click(within(dialog).getByRole('checkbox'));
    await user.click(submit);
    await waitFor(() => expect(network.callsTo('transactionRefund')).toHaveLength(1));
    const sent = network.callsTo('transactionRefund')[0];
    expect(sent?.url).toContain('/transaction/refund/2');
    expect(sent?.body).toMatchObject({ amountYen: 300, reason: 'Goodwill' });
    expect(String((sent?.body as { refundKey?: string } | undefined)?.refundKey)).toMatch(
      /^[A-Za-z0-9_-]{8,64}$/,
    );
  });
});
