import type { PaymentSettingsView } from '@hondana/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n as i18next } from '../../../i18n/i18n.ts';
import { initialSessionState, useSession } from '../../../session/session-store.ts';
import { ok, renderWithApp } from '../../../test-support/render-with-app.tsx';
import { companyAdmin } from '../contents/admin-test-support.ts';

const T = { timeout: 15_000 };
let session = 0;
const cookies = () => ({ hondana_token_admin: `payments-${++session}` });
const t = (key: string, options?: Record<string, unknown>) => i18next.t(key, options);
const admin = {
  ...companyAdmin,
  abilities: [...companyAdmin.abilities, 'paymentSettings.read', 'paymentSettings.update'],
};
const settings: PaymentSettingsView = {
  companyId: 1,
  paymentGateway: null,
  veritrans: { merchantCcid: 'A100', merchantSecretKeySet: true, tokenApiKey: 'public-key' },
  gmo: { shopId: null, shopPassSet: false, siteId: null, sitePassSet: false },
  memberId: { merchant: null, apiKeySet: false },
  invoiceRegistrationNumber: null,
};
const section = (id: string) =>
  waitFor(() => {
    const found = document.querySelector<HTMLElement>(`[data-settings-form="${id}"]`);
    if (!found) throw new Error(`no ${id} form yet`);
    return found;
  }, T);

describe('the payment settings page (component test, real app, fake network)', () => {
  beforeEach(() => useSession.setState(initialSessionState));

  it('shows a stored secret only as stored, checks typed settings and keeps a blank secret', async () => {
    const { network } = await renderWithApp(
      '/admin/payment-settings',
      {
        authInfo: () => ok(admin),
        paymentSettings: () => ok(settings),
        veritransSettingsCheck: () => ok({ verified: true }),
        veritransSettingsUpdate: () => ok(settings),
      },
      { cookies: cookies() },
    );
    const form = await section('veritrans');
    expect(form.textContent).toContain(t('paymentSettingsAdmin.secretSet'));
    const secret = within(form).getByLabelText(t('paymentSettingsAdmin.merchantSecretKey'), { exact: false });
    expect((secret as HTMLInputElement).value).toBe('');
    const user = userEvent.setup();
    await user.click(within(form).getByRole('button', { name: t('paymentSettingsAdmin.verify') }));
    await within(form).findByText(t('paymentSettingsAdmin.verified'), {}, T);
    // A blank secret is not sent: the server checks with the stored one.
    expect(network.callsTo('veritransSettingsCheck')[0]?.body).toEqual({
      merchantCcid: 'A100',
      tokenApiKey: 'public-key',
    });
    await user.click(within(form).getByRole('button', { name: t('paymentSettingsAdmin.save') }));
    await waitFor(() => expect(network.callsTo('veritransSettingsUpdate')).toHaveLength(1), T);
  });

  it('refuses a malformed registration number before sending, and shows a refused gateway choice', async () => {
    const { network } = await renderWithApp(
      '/admin/payment-settings',
      {
        authInfo: () => ok(admin),
        paymentSettings: () => ok(settings),
        paymentSettingsUpdate: () => ({ status: 835, message: 'api.error.835', data: null }),
      },
      { cookies: cookies() },
    );
    const form = await section('gateway');
    const user = userEvent.setup();
    const number = within(form).getByLabelText(t('paymentSettingsAdmin.invoiceNumber'), { exact: false });
    await user.type(number, 'T123');
    await user.click(within(form).getByRole('button', { name: t('paymentSettingsAdmin.save') }));
    await within(form).findByText(t('paymentSettingsAdmin.invoiceNumberInvalid'), {}, T);
    expect(network.callsTo('paymentSettingsUpdate')).toHaveLength(0);
    await user.clear(number);
    await user.type(number, 'T1234567890123');
    await user.click(within(form).getByRole('button', { name: t('paymentSettingsAdmin.save') }));
    await within(form).findByText(t('api.error.835'), { exact: false }, T);
    expect(network.callsTo('paymentSettingsUpdate')[0]?.body).toEqual({
      paymentGateway: null,
      invoiceRegistrationNumber: 'T1234567890123',
    });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(t('paymentSettingsAdmin.title'));
  });
});
