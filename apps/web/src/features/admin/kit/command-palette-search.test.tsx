import type { AdminSearchResult } from '@hondana/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n as i18next } from '../../../i18n/i18n.ts';
import { initialSessionState, useSession } from '../../../session/session-store.ts';
import { ok, renderWithApp } from '../../../test-support/render-with-app.tsx';
import { adminGroups, companyAdmin, contentAnswer, pageOf } from '../contents/admin-test-support.ts';
import { reader } from '../readers/reader-test-support.ts';

const T = { timeout: 15_000 };
let session = 0;
/** A token of its own per test: the app checks a token it has seen once only. */
const freshCookies = () => ({ hondana_token_admin: `palette-${++session}` });
const admin = {
  ...companyAdmin,
  abilities: [...companyAdmin.abilities, 'user.read', 'console.search'],
} as const;
const systemAdmin = {
  ...admin,
  id: 1,
  companyId: null,
  domain: null,
  path: null,
  roleLevel: 1,
  abilities: [...admin.abilities, 'company.read'],
} as const;
const nothing: AdminSearchResult = { readers: [], contents: [], companies: [] };
const found: AdminSearchResult = {
  readers: [
    { id: 41, companyId: 1, name: '山田 花子', username: 'hanako', email: 'hanako@demo.hondana.test' },
  ],
  contents: [{ id: 5, companyId: 1, title: 'Harbour Lights', author: 'Aoi Mori' }],
  companies: [],
};
const calls = {
  contentGroupAll: () => ok(adminGroups),
  contentPage: () => ok(pageOf([contentAnswer()])),
  readerDetail: () => ok(reader(41, { fullName: '山田 花子' })),
  userGroupPage: () => ok({ content: [], totalElements: 0, totalPages: 0, number: 1, size: 50 }),
};

const item = (id: string) =>
  waitFor(() => {
    const found = document.querySelector<HTMLElement>(`[data-palette-item="${id}"]`);
    if (!found) throw new Error(`no ${id} yet`);
    return found;
  }, T);

/** Opens the palette from the keyboard (Ctrl+K) once the console's header is there. */
async function openPalette() {
  const user = userEvent.setup();
  await waitFor(() => {
    if (!document.querySelector('[data-palette-open]')) throw new Error('no header yet');
  }, T);
  await user.keyboard('{Control>}k{/Control}');
  const search = await screen.findByRole('textbox', { name: i18next.t('adminConsole.palette.label') }, T);
  return { user, search };
}

describe('command palette: the console search (component test, real app, fake network)', () => {
  beforeEach(() => useSession.setState(initialSessionState));

  it('lists a reader typed by name under Readers, and Enter opens the reader’s page', async () => {
    const { network } = await renderWithApp(
      '/admin/c/1/contents',
      {
        authInfo: () => ok(admin),
        adminSearch: ({ query }) => ok(query.get('q') === '山田' ? found : nothing),
        ...calls,
      },
      { cookies: freshCookies() },
    );
    const { user, search } = await openPalette();
    await user.type(search, '山田');
    const hanako = await item('reader:41');
    expect(hanako.textContent).toContain('山田 花子');
    expect(screen.getByText(i18next.t('adminConsole.palette.readers'))).toBeTruthy();
    expect(document.querySelector('[data-palette-item="content:5"]')).not.toBeNull();
    // One call for the pause in typing, not one per key; a company admin names no company.
    const asked = network.callsTo('adminSearch').map((call) => new URL(call.url, 'http://x').searchParams);
    expect(asked.map((query) => query.get('q'))).toEqual(['山田']);
    expect(asked[0]?.has('companyId')).toBe(false);
    await user.keyboard('{ArrowDown}');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(window.location.pathname).toBe('/admin/c/1/readers/41'), T);
  });

  it('waits for two letters and names the company a system admin acts on', async () => {
    const { network } = await renderWithApp(
      '/admin/c/1/contents',
      {
        authInfo: () => ok(systemAdmin),
        adminSearch: () => ok({ ...nothing, companies: [{ id: 3, name: 'Campus', domain: 'localhost' }] }),
        ...calls,
      },
      { cookies: freshCookies() },
    );
    const { user, search } = await openPalette();
    await user.type(search, 'c');
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(network.callsTo('adminSearch')).toHaveLength(0);
    await user.type(search, 'a');
    await user.click(await item('company:3'));
    const query = new URL(network.callsTo('adminSearch')[0]?.url ?? '', 'http://x').searchParams;
    expect(Object.fromEntries(query)).toMatchObject({ q: 'ca', companyId: '1' });
    await waitFor(() => expect(window.location.pathname).toBe('/admin/c/3/company-settings'), T);
    // The chosen item clears the palette: the new company's page asks nothing more.
    expect(network.callsTo('adminSearch')).toHaveLength(1);
  });
});
