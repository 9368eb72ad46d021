import type { AuthUser, RegisteredSubscription } from '@hondana/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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
  abilities: ['portal.login', 'account.read', 'subscription.read', 'subscription.manage'],
};

const receipt = (totalYen: number) => ({ lines: [], taxes: [], netYen: totalYen, taxYen: 0, totalYen });

const basic = (overrides: Partial<RegisteredSubscription> = {}): RegisteredSubscription => ({
  id: 41,
  userId: 7,
  serviceId: 1,
  planId: 2,
  planName: 'Basic',
  status: 'ACTIVE',
  billingState: 'ACTIVE',
  paymentGateway: 'card',
  registeredAt: '2026-11-10T00:00:00.000Z',
  freeTermEndsAt: null,
  currentPeriodStart: '2026-11-10T00:00:00.000Z',
  currentPeriodEnd: '2026-12-10T00:00:00.000Z',
  nextCharge: { chargeAt: '2026-12-10T00:00:00.000Z', paidPeriodNo: 2, receipt: receipt(1_100) },
  accessEndsAt: '2026-12-10T00:00:00.000Z',
  hasAccess: true,
  cancelledAt: null,
  cardMask: '411111******1111',
  cancellable: true,
  upgradeOptions: [{ planId: 3, name: 'Pro', periodYen: 2_200, differenceYen: 733 }],
  ...overrides,
});

const page = (content: RegisteredSubscription[]) => ({
  content,
  totalElements: content.length,
  totalPages: 1,
  number: 1,
  size: 100,
});

const cookies = { cookies: { hondana_token_demo: 'demo-reader-token' } };

describe('the subscription page (component test, real app, fake network)', () => {
  it('cancels after a confirmation that says until when the reader can read', async () => {
    let current = basic();
    const { network } = await renderWithApp(
      '/demo/subscription',
      {
        ...tenantHandlers('demo'),
        authInfo: () => ok(reader),
        registeredPage: () => ok(page([current])),
        subscriptionCancel: () => {
          current = basic({
            status: 'CANCEL',
            billingState: 'CANCEL',
            nextCharge: null,
            cancellable: false,
            upgradeOptions: [],
          });
          return ok(current);
        },
      },
      cookies,
    );
    const card = await waitFor(() => {
      const found = document.querySelector('[data-subscription="41"]');
      if (!found) throw new Error('no plan yet');
      return found as HTMLElement;
    });
    expect(card.querySelector('[data-next-charge]')?.textContent).toContain('1,100');
    expect(network.callsTo('registeredPage')[0]?.url).toContain('size=100');
    const user = userEvent.setup();
    await user.click(
      within(card).getByRole('button', { name: i18next.t('subscription.cancel.label', { plan: 'Basic' }) }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('2026-12-10'.slice(0, 4));
    expect(network.callsTo('subscriptionCancel')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: i18next.t('subscription.cancel.confirm') }));
    await waitFor(() => expect(network.callsTo('subscriptionCancel')).toHaveLength(1));
    expect(network.callsTo('subscriptionCancel')[0]?.method).toBe('DELETE');
    await waitFor(() =>
      expect(
        document.querySelector('[data-subscription-status]')?.getAttribute('data-subscription-status'),
      ).toBe('CANCEL'),
    );
  });

  it('upgrades after showing the difference to pay now, sending the amount confirmed', async () => {
    const { network } = await renderWithApp(
      '/demo/subscription',
      {
        ...tenantHandlers('demo'),
        authInfo: () => ok(reader),
        registeredPage: () => ok(page([basic()])),
        subscriptionUpgrade: () =>
          ok({ chargedYen: 733, subscription: basic({ planId: 3, planName: 'Pro' }) }),
      },
      cookies,
    );
    const user = userEvent.setup();
    // The names are read once the page is drawn, in the language the app has settled on.
    await waitFor(() => expect(document.querySelector('[data-subscription="41"]')).toBeTruthy());
    await user.click(
      screen.getByRole('button', { name: i18next.t('subscription.upgrade.label', { plan: 'Basic' }) }),
    );
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('radio', { name: /Pro/ }));
    expect(dialog.querySelector('[data-upgrade-pay-now]')?.textContent).toContain('733');
    await user.click(within(dialog).getByRole('button', { name: i18next.t('subscription.upgrade.confirm') }));
    await user.click(
      await within(dialog).findByRole('button', {
        name: i18next.t('subscription.upgrade.confirmPay', {
          amount: i18next.t('orders.yen', { yen: '733' }),
        }),
      }),
    );
    await waitFor(() => expect(network.callsTo('subscriptionUpgrade')).toHaveLength(1));
    expect(network.callsTo('subscriptionUpgrade')[0]?.body).toEqual({ toPlanId: 3, expectedYen: 733 });
  });
});
