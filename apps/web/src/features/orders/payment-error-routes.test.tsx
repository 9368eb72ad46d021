import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/i18n.ts';
import { initialSessionState, useSession } from '../../session/session-store.ts';
import { renderWithApp, tenantHandlers } from '../../test-support/render-with-app.tsx';
import { rememberPaymentCallbackUrl } from '../errors/payment-callback.ts';
import { handlers } from './order-test-support.ts';

afterEach(() => useSession.setState(initialSessionState));
beforeEach(() => {
  vi.spyOn(performance, 'getEntriesByType').mockReturnValue([]);
});

const signature = 'a'.repeat(64);

describe('the payment ERROR page (component test)', () => {
  it('a payment address whose portal settings fail to load shows the payment error, not 404', async () => {
    await renderWithApp('/demo/member-payment/confirm?result=OK', {
      ...tenantHandlers('demo'),
      viewSettings: () => ({ status: 500, message: 'api.error.500', data: null }),
    });
    await waitFor(() => expect(window.location.pathname).toBe('/demo/member-payment/error'));
    expect(await screen.findByRole('heading', { name: i18n.t('shell.paymentError.title') })).toBeTruthy();
  });

  it("a member-ID return the server refuses lands on the error page, whose button goes back to the plan's order", async () => {
    const confirms: unknown[] = [];
    rememberPaymentCallbackUrl('/demo/order-entry/5');
    await renderWithApp(
      `/demo/member-payment/confirm?result=CANCEL&gid_order_no=G1&order_no=ORDER-1&amount=1100&state=5&signature=${signature}`,
      handlers({
        memberIdConfirmOrder: ({ body }) => {
          confirms.push(body);
          return { status: 867, message: 'api.error.867', data: null };
        },
      }),
      { cookies: { hondana_token_demo: 'reader-token' } },
    );
    await waitFor(() => expect(window.location.pathname).toBe('/demo/member-payment/error'));
    expect(confirms).toEqual([
      expect.objectContaining({ result: 'CANCEL', gid_order_no: 'G1', order_no: 'ORDER-1', signature }),
    ]);
    expect(await screen.findByRole('heading', { name: i18n.t('shell.paymentError.title') })).toBeTruthy();
  });
});
