import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n as i18next } from '../../../i18n/i18n.ts';
import { initialSessionState, useSession } from '../../../session/session-store.ts';
import { renderWithApp } from '../../../test-support/render-with-app.tsx';
import {
  harbour,
  inputOf,
  ownAdmin,
  sectionOf,
  settingsHandlers,
  systemAdmin,
  T,
} from './company-settings-test-support.ts';

let session = 0;
const cookies = () => ({ hondana_token_admin: `company-settings-${++session}` });

describe('company settings sections (component test, real app, fake network)', () => {
  beforeEach(() => useSession.setState(initialSessionState));

  it('lets a system admin change a limit: only the changed field is sent, and it is saved', async () => {
    const { network } = await renderWithApp(
      '/admin/c/6/company-settings',
      settingsHandlers(systemAdmin, harbour),
      { cookies: cookies() },
    );
    const limits = await sectionOf('limits');
    const maxUser = inputOf(limits, 'maxUser');
    expect(maxUser.value).toBe('100');
    expect(maxUser.disabled).toBe(false);
    const user = userEvent.setup();
    await user.clear(maxUser);
    await user.type(maxUser, '250');
    await user.click(
      within(limits).getByRole('button', {
        name: i18next.t('companyForm.saveSection', { section: i18next.t('companyForm.sections.limits') }),
      }),
    );
    await waitFor(() => expect(network.callsTo('companyUpdate')).toHaveLength(1), T);
    const [call] = network.callsTo('companyUpdate');
    expect(call?.url).toBe('/api/v1/company/update/6');
    expect(call?.body).toEqual({ maxUser: 250 });
    await waitFor(() => expect(document.body.textContent).toContain(i18next.t('companySettings.saved')), T);

    // Saved: the same form again has nothing to send.
    await user.click(within(limits).getByRole('button', { name: /./ }));
    expect(await within(limits).findByRole('alert')).toHaveProperty(
      'textContent',
      i18next.t('companyForm.noChanges'),
    );
    expect(network.callsTo('companyUpdate')).toHaveLength(1);
    // The portal address of a path company: the platform's host and the service's path.
    const address = await sectionOf('address');
    await waitFor(
      () => expect(address.querySelector('[data-portal-address]')?.textContent).toMatch(/\/harbour$/),
      T,
    );
  });

  it('shows a company admin the system admin’s fields read-only and sends only its own', async () => {
    const own = { ...harbour, id: 1 };
    const { network } = await renderWithApp('/admin/company-settings', settingsHandlers(ownAdmin, own), {
      cookies: cookies(),
    });
    const limits = await sectionOf('limits');
    expect(inputOf(limits, 'maxUser').disabled).toBe(true);
    expect(limits.querySelector('[data-system-only]')?.textContent).toBe(i18next.t('companyForm.systemOnly'));
    expect(within(limits).queryByRole('button')).toBeNull();
    const company = await sectionOf('company');
    expect(inputOf(company, 'name').disabled).toBe(true);
    expect(inputOf(company, 'email').disabled).toBe(false);
    expect(inputOf(await sectionOf('backEnd'), 'beViewerHost').disabled).toBe(true);
    expect(document.querySelector('[data-be-password]')?.textContent).toBe(
      i18next.t('companyForm.fields.bePasswordNotSet'),
    );
    expect(screen.queryByRole('button', { name: i18next.t('companyForm.apiKey.rotate') })).toBeNull();

    const portal = await sectionOf('portal');
    const user = userEvent.setup();
    await user.type(inputOf(portal, 'gtmId'), 'GTM-AB12CD');
    await user.click(within(portal).getByRole('button'));
    await waitFor(() => expect(network.callsTo('companyUpdate')).toHaveLength(1), T);
    expect(network.callsTo('companyUpdate')[0]?.body).toEqual({ gtmId: 'GTM-AB12CD' });
    // An e-mail emptied is cleared (sent as null), not left out.
    await user.clear(inputOf(company, 'email'));
    await user.click(within(company).getByRole('button'));
    await waitFor(() => expect(network.callsTo('companyUpdate')).toHaveLength(2), T);
    expect(network.callsTo('companyUpdate')[1]?.body).toEqual({ email: null });
  });

  it('checks a field by the contract before sending, and shows the server’s 414 on the domain', async () => {
    const fullDomain = { ...harbour, domainType: 'FULL_DOMAIN' as const, domain: 'books.harbour.test' };
    const { network } = await renderWithApp(
      '/admin/c/6/company-settings',
      settingsHandlers(systemAdmin, fullDomain, () => ({
        status: 414,
        message: 'api.error.414',
        data: { field: 'domain' },
      })),
      { cookies: cookies() },
    );
    const backEnd = await sectionOf('backEnd');
    const user = userEvent.setup();
    const viewer = inputOf(backEnd, 'beViewerHost');
    await user.clear(viewer);
    await user.type(viewer, 'https://viewer.test');
    await user.click(within(backEnd).getByRole('button'));
    await waitFor(() => expect(viewer.getAttribute('aria-invalid')).toBe('true'), T);
    expect(backEnd.textContent).toContain(i18next.t('companyForm.refusals.host'));
    expect(network.callsTo('companyUpdate')).toHaveLength(0);

    const address = await sectionOf('address');
    const { protocol, port } = window.location;
    expect(address.querySelector('[data-portal-address]')?.textContent).toBe(
      `${protocol}//books.harbour.test${port ? `:${port}` : ''}/`,
    );
    const domain = inputOf(address, 'domain');
    await user.clear(domain);
    await user.type(domain, 'taken.example.com');
    await user.click(within(address).getByRole('button'));
    await waitFor(() => expect(domain.getAttribute('aria-invalid')).toBe('true'), T);
    expect(address.textContent).toContain(i18next.t('api.error.414'));
    expect(network.callsTo('companyUpdate')[0]?.body).toEqual({ domain: 'taken.example.com' });
  });

  it('puts a 400’s field on its field, and a 614 for a field of the section on it', async () => {
    let answer = { status: 400, message: 'api.error.400', data: { fields: [{ field: 'body.gtmId' }] } };
    await renderWithApp(
      '/admin/company-settings',
      settingsHandlers(ownAdmin, { ...harbour, id: 1 }, () => answer),
      { cookies: cookies() },
    );
    const portal = await sectionOf('portal');
    const gtm = inputOf(portal, 'gtmId');
    const user = userEvent.setup();
    await user.type(gtm, 'GTM-ZZ99ZZ');
    await user.click(within(portal).getByRole('button'));
    await waitFor(() => expect(gtm.getAttribute('aria-invalid')).toBe('true'), T);
    expect(portal.textContent).toContain(i18next.t('adminConsole.form.invalid'));

    answer = { status: 614, message: 'api.error.614', data: { field: 'email' } as never };
    const company = await sectionOf('company');
    const email = inputOf(company, 'email');
    await user.clear(email);
    await user.type(email, 'new@harbour.test');
    await user.click(within(company).getByRole('button'));
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'), T);
    expect(company.textContent).toContain(i18next.t('companyForm.refusals.systemOnly'));
  });
});
