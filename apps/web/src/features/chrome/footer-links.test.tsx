import type { AuthUser } from '@hondana/contract';
import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSession } from '../../session/session-store.ts';
import { ok, renderWithApp, tenantHandlers } from '../../test-support/render-with-app.tsx';

const T = { timeout: 15_000 };
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
  lang: 'ja',
  roleLevel: 3,
  loginType: 4,
  isSubscribeMail: false,
  isReceiveNotify: true,
  abilities: ['portal.login', 'account.read', 'account.update', 'account.cancel'],
};

/** The footer's link addresses, once the footer is drawn. */
const footerLinks = () =>
  waitFor(() => {
    const links = [...document.querySelectorAll<HTMLAnchorElement>('footer a')];
    if (links.length === 0) throw new Error('no footer links yet');
    return links.map((a) => a.getAttribute('href'));
  }, T);

describe("the footer's links (component test, real app, fake network)", () => {
  it('offers a visitor the sign-up page', async () => {
    await renderWithApp('/demo/', tenantHandlers('demo'));
    expect(await footerLinks()).toContain('/demo/register');
  });

  it('does not offer a signed-in reader the sign-up page; the other links stay', async () => {
    // A fresh page load: the portal binds its session again and reads the cookie.
    useSession.setState({ scope: null });
    await renderWithApp(
      '/demo/',
      { ...tenantHandlers('demo'), authInfo: () => ok(reader) },
      { cookies: { hondana_token_demo: 'reader-token' } },
    );
    await waitFor(() => expect(useSession.getState().isAuthenticated).toBe(true), T);
    const links = await footerLinks();
    expect(links).not.toContain('/demo/register');
    expect(links).toContain('/demo/search');
  });
});
