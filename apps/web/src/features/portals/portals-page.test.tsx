import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ok, renderWithApp } from '../../test-support/render-with-app.tsx';

const T = { timeout: 15_000 };
const noTenantMeta = () => document.head.querySelector('meta[name="hd-portal"]');
afterEach(() => noTenantMeta()?.remove());

describe("the portal host's root (component test, real app, fake network)", () => {
  it('asks for no tenant settings where the server says no tenant lives, and lists the portals', async () => {
    document.head.insertAdjacentHTML('beforeend', '<meta name="hd-portal" data-none="">');
    const { network } = await renderWithApp('/', {
      portalDirectory: () =>
        ok({ demoData: true, portals: [{ name: 'Demo Library', url: '/demo' }], adminUrl: '/admin/login' }),
    });
    await waitFor(() => expect(document.querySelector('[data-portal-list]')).not.toBeNull(), T);
    expect(network.callsTo('viewSettings')).toHaveLength(0);
  });
});
