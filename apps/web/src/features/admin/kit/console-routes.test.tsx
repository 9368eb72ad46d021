import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n as i18next } from '../../../i18n/i18n.ts';
import { initialSessionState, useSession } from '../../../session/session-store.ts';
import { ok, renderWithApp } from '../../../test-support/render-with-app.tsx';
import { adminGroups, companyAdmin, contentAnswer, pageOf } from '../contents/admin-test-support.ts';

const T = { timeout: 15_000 };
let session = 0;
/** A token of its own per test: the app checks a token it has seen once only. */
const freshCookies = () => ({ hondana_token_admin: `console-${++session}` });
const serviceAdmin = {
  ...companyAdmin,
  id: 3,
  serviceId: 2,
  email: 'service@demo.hondana.test',
  roleLevel: 3,
  abilities: ['adminSite.open', 'content.read', 'userGroup.read', 'company.read'],
} as const;
const systemAdmin = {
  ...companyAdmin,
  id: 1,
  companyId: null,
  domain: null,
  path: null,
  roleLevel: 1,
  abilities: [...companyAdmin.abilities, 'userGroup.read', 'company.read', 'searchSettings.update'],
} as const;
const companies = {
  content: [
    {
      id: 3,
      name: 'Campus',
      email: null,
      accountType: 'ALL',
      domainType: 'PATH',
      domain: 'localhost',
      paths: ['campus'],
      createdAt: '2026-11-01T09:00:00.000Z',
    },
  ],
  totalElements: 1,
  totalPages: 1,
  number: 1,
  size: 20,
};
const contents = {
  contentGroupAll: () => ok(adminGroups),
  contentPage: () => ok(pageOf([contentAnswer()])),
  userGroupPage: () => ok({ content: [], totalElements: 0, totalPages: 0, number: 1, size: 50 }),
};

const menu = () =>
  waitFor(() => {
    const nav = document.querySelector<HTMLElement>('[data-admin-nav]');
    if (!nav?.querySelector('[data-nav]')) throw new Error('no menu yet');
    return [...nav.querySelectorAll('[data-nav]')].map((link) => link.getAttribute('data-nav'));
  }, T);

describe('the console’s pages and the acting company (component test, real app, fake network)', () => {
  beforeEach(() => useSession.setState(initialSessionState));

  it('shows each role the pages its abilities open', async () => {
    await renderWithApp('/admin', { authInfo: () => ok(serviceAdmin) }, { cookies: freshCookies() });
    expect(await menu()).toEqual(['home', 'contents', 'user-groups', 'company-settings']);
    expect(document.querySelector('[data-nav="user-groups"]')?.getAttribute('href')).toBe(
      '/admin/c/1/s/2/user-groups',
    );
  });

  it('keeps a company admin in its company whatever company the address names', async () => {
    const { network } = await renderWithApp(
      '/admin/c/9/contents?text=sea',
      { authInfo: () => ok(companyAdmin), ...contents },
      { cookies: freshCookies() },
    );
    await waitFor(() => expect(window.location.pathname).toBe('/admin/c/1/contents'), T);
    expect(window.location.search).toBe('?text=sea');
    await waitFor(() => expect(network.callsTo('contentPage').length).toBeGreaterThan(0), T);
    for (const call of network.calls) expect(call.url).not.toContain('companyId');
    expect(await menu()).toEqual(['home', 'contents']);
  });

  it('a company admin cannot reach a page its abilities do not open, even by its address', async () => {
    await renderWithApp(
      '/admin/c/1/user-groups',
      { authInfo: () => ok(companyAdmin), ...contents },
      { cookies: freshCookies() },
    );
    await waitFor(() => expect(window.location.pathname).toBe('/admin'), T);
  });

  it('lets the system admin pick a company, then names it in every call', async () => {
    const { network } = await renderWithApp(
      '/admin/contents',
      { authInfo: () => ok(systemAdmin), companyPage: () => ok(companies), ...contents },
      { cookies: freshCookies() },
    );
    const list = await waitFor(() => {
      const found = document.querySelector<HTMLElement>('[data-company-list] [data-company="3"]');
      if (!found) throw new Error('no companies yet');
      return found;
    }, T);
    expect(list.textContent).toBe('Campus');
    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox', { name: i18next.t('adminConsole.picker.search') }), 'camp');
    await waitFor(() => expect(network.callsTo('companyPage').at(-1)?.url).toContain('keyword=camp'), T);
    await user.click(list);
    await waitFor(() => expect(window.location.pathname).toBe('/admin/c/3/contents'), T);
    await waitFor(() => expect(network.callsTo('contentPage').at(-1)?.url).toContain('companyId=3'), T);
    expect(network.callsTo('contentGroupAll').at(-1)?.url).toContain('companyId=3');
    expect(document.querySelector('[data-acting-company]')?.getAttribute('data-acting-company')).toBe('3');
  });

  it('finds a page by its name in the command palette and opens it', async () => {
    await renderWithApp(
      '/admin',
      { authInfo: () => ok(serviceAdmin), ...contents },
      { cookies: freshCookies() },
    );
    await menu();
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: new RegExp(i18next.t('adminConsole.palette.open')) }),
    );
    const search = await screen.findByRole('textbox', { name: i18next.t('adminConsole.palette.label') }, T);
    await user.type(search, 'groups');
    const found = await waitFor(() => {
      const item = document.querySelector<HTMLElement>('[data-palette-item="page:user-groups"]');
      if (!item) throw new Error('not found yet');
      return item;
    }, T);
    expect(document.querySelector('[data-palette-item="page:contents"]')).toBeNull();
    await user.click(found);
    await waitFor(() => expect(window.location.pathname).toBe('/admin/c/1/s/2/user-groups'), T);
  });
});
