import type { ServiceItem } from '@hondana/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n as i18next } from '../../../i18n/i18n.ts';
import { initialSessionState, useSession } from '../../../session/session-store.ts';
import { ok, renderWithApp } from '../../../test-support/render-with-app.tsx';
import { systemAdmin } from '../companies/company-test-support.ts';

const T = { timeout: 15_000 };
let session = 0;
const cookies = () => ({ hondana_token_admin: `services-${++session}` });
const admin = { ...systemAdmin, abilities: [...systemAdmin.abilities, 'service.read', 'service.create'] };

const main: ServiceItem = {
  id: 11,
  companyId: 5,
  name: 'City Library',
  path: 'city',
  referrerUrls: ['https://school.example.com'],
  maxContent: null,
  isDefault: true,
  contentCount: 3,
  createdAt: '2026-11-20T09:00:00.000Z',
};

describe('services of a company (component test, real app, fake network)', () => {
  beforeEach(() => useSession.setState(initialSessionState));

  it('lists the acting company’s services; adds one with its referrers, a taken path shown on the path', async () => {
    let answer = () => ({ status: 414, message: 'api.error.414', data: { field: 'path' } });
    const { network } = await renderWithApp(
      '/admin/c/5/services',
      { authInfo: () => ok(admin), serviceList: () => ok([main]), serviceAdd: () => answer() },
      { cookies: cookies() },
    );
    const row = await waitFor(() => {
      const found = document.querySelector<HTMLElement>('[data-service="11"]');
      if (!found) throw new Error('no service yet');
      return found;
    }, T);
    expect(row.textContent).toContain('/city');
    expect(row.textContent).toContain('https://school.example.com');
    expect(network.callsTo('serviceList')[0]?.url).toContain('companyId=5');

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: i18next.t('companyAdmin.services.add') }));
    const form = await waitFor(() => {
      const found = document.querySelector<HTMLFormElement>('[data-service-form]');
      if (!found) throw new Error('no form yet');
      return found;
    }, T);
    const box = (key: string) => within(form).getByRole('textbox', { name: new RegExp(i18next.t(key)) });
    await user.type(box('companyAdmin.services.name'), 'Branch');
    await user.type(box('companyAdmin.services.path'), 'Branch');
    await user.type(
      box('companyAdmin.services.referrers'),
      'https://a.example.com/{enter}{enter}http://b.example.com:8080',
    );
    await user.click(within(form).getByRole('button', { name: i18next.t('companyAdmin.services.save') }));
    await waitFor(() => expect(network.callsTo('serviceAdd')).toHaveLength(1), T);
    expect(network.callsTo('serviceAdd')[0]?.body).toEqual({
      companyId: 5,
      name: 'Branch',
      path: 'branch',
      referrerUrls: ['https://a.example.com', 'http://b.example.com:8080'],
    });
    const path = box('companyAdmin.services.path');
    await waitFor(() => expect(path.getAttribute('aria-invalid')).toBe('true'), T);
    expect(form.textContent).toContain(i18next.t('api.error.414'));

    answer = () => ok({ ...main, id: 12, name: 'Branch', path: 'branch', isDefault: false }) as never;
    await user.click(within(form).getByRole('button', { name: i18next.t('companyAdmin.services.save') }));
    await waitFor(() => expect(document.querySelector('[data-service-form]')).toBeNull(), T);
  });

  it('refuses a referrer that is not an origin before sending', async () => {
    const { network } = await renderWithApp(
      '/admin/c/5/services',
      { authInfo: () => ok(admin), serviceList: () => ok([]) },
      { cookies: cookies() },
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: i18next.t('companyAdmin.services.add') }, T));
    const form = await waitFor(() => {
      const found = document.querySelector<HTMLFormElement>('[data-service-form]');
      if (!found) throw new Error('no form yet');
      return found;
    }, T);
    const box = (key: string) => within(form).getByRole('textbox', { name: new RegExp(i18next.t(key)) });
    await user.type(box('companyAdmin.services.name'), 'Branch');
    await user.type(box('companyAdmin.services.path'), 'branch');
    await user.type(box('companyAdmin.services.referrers'), 'https://a.example.com/page');
    await user.click(within(form).getByRole('button', { name: i18next.t('companyAdmin.services.save') }));
    await waitFor(
      () => expect(box('companyAdmin.services.referrers').getAttribute('aria-invalid')).toBe('true'),
      T,
    );
    expect(form.textContent).toContain(i18next.t('validate.url'));
    expect(network.callsTo('serviceAdd')).toHaveLength(0);
  });
});
