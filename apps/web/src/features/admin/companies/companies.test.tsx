import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n as i18next } from '../../../i18n/i18n.ts';
import { initialSessionState, useSession } from '../../../session/session-store.ts';
import { ok, renderWithApp } from '../../../test-support/render-with-app.tsx';
import { companyAdmin } from '../contents/admin-test-support.ts';
import { cityLibrary, companyPage, harbourCreated, systemAdmin } from './company-test-support.ts';

const T = { timeout: 15_000 };
let session = 0;
const cookies = () => ({ hondana_token_admin: `companies-${++session}` });

const menu = () =>
  waitFor(() => {
    const nav = document.querySelector<HTMLElement>('[data-admin-nav]');
    if (!nav?.querySelector('[data-nav]')) throw new Error('no menu yet');
    return [...nav.querySelectorAll('[data-nav]')].map((link) => link.getAttribute('data-nav'));
  }, T);

const form = () =>
  waitFor(() => {
    const found = document.querySelector<HTMLFormElement>('[data-company-create-form]');
    if (!found) throw new Error('no form yet');
    return found;
  }, T);

describe('companies of the platform (component test, real app, fake network)', () => {
  beforeEach(() => useSession.setState(initialSessionState));

  it('lists by the address’s keyword, types and page; a search goes back to page 1; a name opens the company', async () => {
    const { network } = await renderWithApp(
      '/admin/companies?keyword=city&accountType=EMAIL&domainType=PATH&page=2',
      { authInfo: () => ok(systemAdmin), companyPage: () => ok(companyPage([cityLibrary], 2)) },
      { cookies: cookies() },
    );
    const row = await waitFor(() => {
      const found = document.querySelector<HTMLElement>('[data-company-row="5"]');
      if (!found) throw new Error('no row yet');
      return found;
    }, T);
    const first = new URL(network.callsTo('companyPage')[0]?.url ?? '', 'http://x').searchParams;
    expect(Object.fromEntries(first)).toMatchObject({
      keyword: 'city',
      accountType: 'EMAIL',
      domainType: 'PATH',
      page: '2',
      size: '20',
    });
    expect(row.textContent).toContain('localhost · /city');
    expect(within(row).getByRole('link', { name: 'City Library' }).getAttribute('href')).toBe(
      '/admin/c/5/company-settings',
    );

    const user = userEvent.setup();
    const keyword = screen.getByRole('searchbox', { name: i18next.t('companyAdmin.list.keyword') });
    await user.clear(keyword);
    await user.type(keyword, 'harbour{enter}');
    await waitFor(() => {
      const last = network.callsTo('companyPage').at(-1)?.url ?? '';
      expect(last).toContain('keyword=harbour');
      expect(last).toContain('page=1');
      expect(last).toContain('accountType=EMAIL');
    }, T);
  });

  it('creates a company: sends the contract’s body, shows 414 on the path, then the invitation and a way in', async () => {
    let answer = () => ({ status: 414, message: 'api.error.414', data: { field: 'path' } });
    const { network } = await renderWithApp(
      '/admin/companies/new',
      { authInfo: () => ok(systemAdmin), companyAdd: () => answer() },
      { cookies: cookies() },
    );
    const created = await form();
    const user = userEvent.setup();
    const box = (key: string) => within(created).getByRole('textbox', { name: new RegExp(i18next.t(key)) });
    await user.type(box('companyAdmin.form.name'), 'Harbour School');
    await user.type(box('companyAdmin.form.serviceName'), 'Harbour');
    await user.type(box('companyAdmin.form.path'), 'Harbour');
    await user.type(box('companyAdmin.form.adminEmail'), 'head@harbour.test');
    await user.type(box('companyAdmin.form.adminName'), 'Ms Head');
    await user.click(within(created).getByRole('button', { name: i18next.t('companyAdmin.form.create') }));

    await waitFor(() => expect(network.callsTo('companyAdd')).toHaveLength(1), T);
    expect(network.callsTo('companyAdd')[0]?.body).toEqual({
      name: 'Harbour School',
      domainType: 'PATH',
      accountType: 'EMAIL',
      defaultLanguage: 'en', // the creator's own language
      service: { name: 'Harbour', path: 'harbour' },
      admin: { email: 'head@harbour.test', fullName: 'Ms Head' },
    });
    const path = box('companyAdmin.form.path');
    await waitFor(() => expect(path.getAttribute('aria-invalid')).toBe('true'), T);
    const message = document.getElementById(
      path
        .getAttribute('aria-describedby')
        ?.split(' ')
        .find((id) => id.endsWith('error')) ?? '',
    );
    expect(message?.textContent).toBe(i18next.t('api.error.414'));

    answer = () => ok(harbourCreated) as never;
    await user.click(within(created).getByRole('button', { name: i18next.t('companyAdmin.form.create') }));
    const notice = await waitFor(() => {
      const found = document.querySelector<HTMLElement>('[data-company-created="6"]');
      if (!found) throw new Error('not created yet');
      return found;
    }, T);
    expect(notice.textContent).toContain('head@harbour.test');
    expect(
      within(notice)
        .getByRole('link', { name: i18next.t('companyAdmin.form.openCompany') })
        .getAttribute('href'),
    ).toBe('/admin/c/6/company-settings');
  });

  it('asks for the domain of a company on its own domain, and sends nothing while it is empty', async () => {
    const { network } = await renderWithApp(
      '/admin/companies/new',
      { authInfo: () => ok(systemAdmin) },
      { cookies: cookies() },
    );
    const created = await form();
    const user = userEvent.setup();
    await user.click(
      within(created).getByRole('radio', { name: i18next.t('companyAdmin.domainTypes.FULL_DOMAIN') }),
    );
    const domain = await within(created).findByRole('textbox', {
      name: new RegExp(i18next.t('companyAdmin.form.domain')),
    });
    await user.click(within(created).getByRole('button', { name: i18next.t('companyAdmin.form.create') }));
    await waitFor(() => expect(domain.getAttribute('aria-invalid')).toBe('true'), T);
    expect(network.callsTo('companyAdd')).toHaveLength(0);
  });

  it('a system admin has Companies in the menu', async () => {
    await renderWithApp('/admin', { authInfo: () => ok(systemAdmin) }, { cookies: cookies() });
    expect(await menu()).toContain('companies');
  });

  it('a company admin does not see Companies in the menu', async () => {
    await renderWithApp(
      '/admin',
      { authInfo: () => ok({ ...companyAdmin, abilities: [...companyAdmin.abilities, 'company.read'] }) },
      { cookies: cookies() },
    );
    const pages = await menu();
    expect(pages).toContain('company-settings');
    expect(pages).not.toContain('companies');
  });
});
