import type { OrderAnswer } from '@hondana/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadTextArea } from '../../i18n/i18n.ts';
import { initialSessionState, useSession } from '../../session/session-store.ts';
import { ok, renderWithApp } from '../../test-support/render-with-app.tsx';

import { entryReady, handlers, quote, t, typeCard, withTokenApi } from './order-test-support.ts';

afterEach(() => useSession.setState(initialSessionState));
// The document was loaded at the card page itself (no reload to take its policy).
beforeEach(async () => {
  vi.spyOn(performance, 'getEntriesByType').mockReturnValue([]);
  await loadTextArea('apiErrors');
});

describe('the order entry and confirmation (component test)', () => {
  it('checks the coupon, prices it by the quote, tokenises at the gateway and places the order with the terms seen', async () => {
    const orders: unknown[] = [];
    const answer: OrderAnswer = {
      result: 'ok',
      orderId: 'ORDER-COUPON-1',
      state: 'paid',
      redirectUrl: null,
      subscriptionId: 3,
    };
    const view = await renderWithApp(
      '/demo/order-entry/5',
      handlers({
        veritransOrderReceive: ({ body }) => {
          orders.push(body);
          return ok(answer);
        },
      }),
      { cookies: { hondana_token_demo: 'reader-token' } },
    );
    const cards = withTokenApi();
    const user = userEvent.setup();
    await entryReady();
    await screen.findByText(t('orders.breakdown.total'));

    await user.type(screen.getByLabelText(t('orders.entry.coupon'), { exact: false }), 'NOPE');
    await user.click(screen.getByRole('button', { name: t('orders.entry.couponCheck') }));
    expect(await screen.findByText(t('api.error.847'))).toBeTruthy();
    await user.clear(screen.getByLabelText(t('orders.entry.coupon'), { exact: false }));
    await user.type(screen.getByLabelText(t('orders.entry.coupon'), { exact: false }), 'WELCOME10{Enter}');
    await waitFor(() =>
      expect(document.querySelector('[data-coupon-applied="WELCOME10"]'), 'applied').not.toBeNull(),
    );
    await waitFor(() => expect(document.querySelector('[data-line="coupon"]'), 'coupon line').not.toBeNull());

    await typeCard(user);
    await screen.findByText(quote(true).terms.text);
    expect(document.querySelector('[data-charged-today]')?.textContent).toContain('¥9,900');
    await user.click(screen.getByRole('button', { name: t('orders.confirm.order') }));
    await waitFor(() => expect(document.querySelector('[data-thank-you]'), 'thank you').not.toBeNull());

    expect(cards).toEqual(['4111111111111111', '4111111111111111'].slice(0, cards.length));
    expect(orders).toEqual([
      expect.objectContaining({
        order_id: 'ORDER-COUPON-1',
        subscription_plan_id: 5,
        coupon_code: 'WELCOME10',
        token: 'tok-1',
        terms_version: 'terms-v1',
        redirect_url: 'http://localhost:3000/demo/card-payment/confirm',
      }),
    ]);
    const ours = view.network.calls.filter((c) => JSON.stringify(c.body ?? '').includes('4111111111111111'));
    expect(ours).toEqual([]);
    expect(view.network.callsTo('registeredPage')).toHaveLength(1);
  });
});
