import type { ServiceAdmin, ServiceItem } from '@hondana/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n as i18next } from '../../../i18n/i18n.ts';
import { initialSessionState, useSession } from '../../../session/session-store.ts';
import { ok, renderWithApp } from '../../../test-support/render-with-app.tsx';
import { systemAdmin } from '../companies/company-test-support.ts';
import { companyAdmin } from '../contents/admin-test-support.ts';

const T = { timeout: 15_000 };
let session = 0;
const cookies = () => ({ hondana_token_admin: `service-detail-${++session}` });
const serviceAbilities = ['service.read', 'service.update', 'service.create', 'service.delete'];
const admin = {
  ...companyAdmin,
  abilities: [...companyAdmin.abilities, ...serviceAbilities, 'serviceAdmin.manage'],
};
const branch: ServiceItem = {
  id: 12,
  companyId: 1,
  name: 'Branch',
  path: 'branch',
  referrerUrls: ['https://school.example.com'],
  maxContent: null,
  isDefault: false,
  contentCount: 0,
  createdAt: '2026-11-20T09:00:00.000Z',
};
const kenji: ServiceAdmin = {
  id: 40,
  email: 'kenji@demo.hondana.test',
  fullName: 'Kenji',
  hasPassword: true,
};
const t = (key: string, options?: Record<string, unknown>) => i18next.t(key, options);
const page = () =>
  waitFor(() => {
    const found = document.querySelector<HTMLElement>('[data-page="admin-service-detail"]');
    if (!found) throw new Error('no service page yet');
    return found;
  }, T);

describe('a service’s page (component test, real app, fake network)', () => {
  beforeEach(() => useSession.setState(initialSessionState));

  it('saves the name, the referrer list (checked as it is added) and the quota; the path is read-only for a company admin', async () => {
    const { network } = await renderWithApp(
      '/admin/services/12',
      {
        authInfo: () => ok(admin),
        serviceDetail: () => ok(branch),
        serviceAdmins: () => ok([kenji]),
        serviceUpdate: () => ok({ ...branch, name: 'Annex' }),
      },
      { cookies: cookies() },
    );
    const form = within((await page()).querySelector<HTMLElement>('[data-service-settings]') as HTMLElement);
    expect(form.queryByRole('textbox', { name: new RegExp(t('serviceDetail.path')) })).toBeNull();
    expect(form.getByText(t('serviceDetail.pathReadOnly'))).toBeTruthy();
    const user = userEvent.setup();
    const name = form.getByRole('textbox', { name: new RegExp(t('serviceDetail.name')) });
    await user.clear(name);
    await user.type(name, 'Annex');
    const box = form.getByRole('textbox', { name: t('serviceDetail.referrerNew') });
    await user.type(box, 'https://a.example.com/page{enter}');
    expect(form.getByText(t('validate.url'))).toBeTruthy();
    await user.clear(box);
    await user.type(box, 'https://school.example.com');
    await user.click(form.getByRole('button', { name: t('serviceDetail.referrerAdd') }));
    expect(form.getByText(t('serviceDetail.referrerDuplicate'))).toBeTruthy();
    await user.clear(box);
    await user.type(box, 'HTTPS://Partner.Example.com:443/{enter}');
    await user.click(
      form.getByRole('button', {
        name: t('serviceDetail.referrerRemove', { url: 'https://school.example.com' }),
      }),
    );
    await user.type(form.getByRole('textbox', { name: new RegExp(t('serviceDetail.maxContent')) }), '250');
    await user.click(form.getByRole('button', { name: t('serviceDetail.save') }));
    await waitFor(() => expect(network.callsTo('serviceUpdate')).toHaveLength(1), T);
    expect(network.callsTo('serviceUpdate')[0]?.body).toEqual({
      name: 'Annex',
      referrerUrls: ['https://partner.example.com'],
      maxContent: 250,
    });
  });

  it('explains in words why the server refused to delete the service (812)', async () => {
    const { network } = await renderWithApp(
      '/admin/services/12',
      {
        authInfo: () => ok(admin),
        serviceDetail: () => ok(branch),
        serviceAdmins: () => ok([]),
        serviceDelete: () => ({ status: 812, message: 'api.error.812', data: null }),
      },
      { cookies: cookies() },
    );
    await page();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: t('serviceDetail.delete') }, T));
    const dialog = await screen.findByRole('dialog', {}, T);
    expect(dialog.textContent).toContain(t('serviceDetail.deleteText', { name: 'Branch' }));
    await user.click(within(dialog).getByRole('button', { name: t('adminConsole.confirmDelete.confirm') }));
    await waitFor(() => expect(network.callsTo('serviceDelete')).toHaveLength(1), T);
    const alert = await screen.findByRole('alert', {}, T);
    expect(alert.textContent).toContain(t('serviceDetail.inUseTitle'));
    expect(alert.textContent).toContain(t('serviceDetail.inUseAccounts'));
    expect(screen.queryByRole('button', { name: t('serviceDetail.delete') })).toBeNull();
  });

  it('says before asking why the default service stays; its history is on the page', async () => {
    await renderWithApp(
      '/admin/services/12',
      {
        authInfo: () => ok({ ...admin, abilities: [...admin.abilities, 'audit.read'] }),
        serviceDetail: () => ok({ ...branch, isDefault: true, contentCount: 3 }),
        serviceAdmins: () => ok([]),
      },
      { cookies: cookies() },
    );
    const deletion = await waitFor(() => {
      const found = document.querySelector<HTMLElement>('[data-service-in-use]');
      if (!found) throw new Error('no reason yet');
      return found;
    }, T);
    expect(deletion.textContent).toContain(t('serviceDetail.inUseDefault'));
    expect(document.querySelector('[data-audit-history="service"]')).not.toBeNull();
    expect(screen.queryByRole('button', { name: t('serviceDetail.delete') })).toBeNull();
  });

  it('invites an admin by e-mail and name, and removes one after a confirmation', async () => {
    const { network } = await renderWithApp(
      '/admin/services/12',
      {
        authInfo: () => ok(admin),
        serviceDetail: () => ok(branch),
        serviceAdmins: () => ok([kenji]),
        serviceAdminInvite: () =>
          ok({ id: 41, email: 'new@demo.hondana.test', fullName: 'Aiko', hasPassword: false }),
        serviceAdminRemove: () => ok({ accepted: true }),
      },
      { cookies: cookies() },
    );
    await page();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: t('serviceDetail.admins.invite') }, T));
    const dialog = await screen.findByRole('dialog', {}, T);
    const email = within(dialog).getByRole('textbox', { name: new RegExp(t('serviceDetail.admins.email')) });
    await user.type(email, 'not-an-address');
    await user.click(within(dialog).getByRole('button', { name: t('serviceDetail.admins.send') }));
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'), T);
    expect(network.callsTo('serviceAdminInvite')).toHaveLength(0);
    await user.clear(email);
    await user.type(email, 'new@demo.hondana.test');
    await user.type(within(dialog).getByRole('textbox', { name: t('serviceDetail.admins.name') }), 'Aiko');
    await user.click(within(dialog).getByRole('button', { name: t('serviceDetail.admins.send') }));
    await waitFor(() => expect(network.callsTo('serviceAdminInvite')).toHaveLength(1), T);
    expect(network.callsTo('serviceAdminInvite')[0]?.body).toEqual({
      email: 'new@demo.hondana.test',
      fullName: 'Aiko',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), T);

    const row = document.querySelector<HTMLElement>('[data-service-admin="40"]') as HTMLElement;
    await user.click(within(row).getByRole('button', { name: t('serviceDetail.admins.remove') }));
    const confirm = await screen.findByRole('dialog', {}, T);
    expect(confirm.textContent).toContain(t('serviceDetail.admins.removeText', { name: 'Kenji' }));
    await user.click(within(confirm).getByRole('button', { name: t('adminConsole.confirmDelete.confirm') }));
    await waitFor(() => expect(network.callsTo('serviceAdminRemove')).toHaveLength(1), T);
    expect(network.callsTo('serviceAdminRemove')[0]?.url).toContain('/service/admins/12/40');
  });

  const handlers = { serviceDetail: () => ok(branch), serviceAdmins: () => ok([kenji]) };

  it('lets a system admin change the path', async () => {
    const sys = {
      ...systemAdmin,
      abilities: [...systemAdmin.abilities, ...serviceAbilities, 'serviceAdmin.manage'],
    };
    await renderWithApp(
      '/admin/c/1/services/12',
      { authInfo: () => ok(sys), ...handlers },
      { cookies: cookies() },
    );
    const form = within((await page()).querySelector<HTMLElement>('[data-service-settings]') as HTMLElement);
    expect(
      (form.getByRole('textbox', { name: new RegExp(t('serviceDetail.path')) }) as HTMLInputElement).value,
    ).toBe('branch');
  });

  it('shows a service admin its service without deleting it or managing its admins', async () => {
    const serviceAdmin = {
      ...companyAdmin,
      id: 5,
      serviceId: 12,
      roleLevel: 5,
      abilities: ['adminSite.open', 'service.read', 'service.update'],
    };
    await renderWithApp(
      '/admin/services/12',
      { authInfo: () => ok(serviceAdmin), ...handlers },
      { cookies: cookies() },
    );
    await page();
    await screen.findByText('kenji@demo.hondana.test', {}, T);
    expect(screen.queryByRole('button', { name: t('serviceDetail.delete') })).toBeNull();
    expect(screen.queryByRole('button', { name: t('serviceDetail.admins.invite') })).toBeNull();
    expect(screen.queryByRole('button', { name: t('serviceDetail.admins.remove') })).toBeNull();
    expect(screen.queryByRole('textbox', { name: new RegExp(t('serviceDetail.maxContent')) })).toBeNull();
  });
});
