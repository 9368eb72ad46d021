import { waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { adminCookies, companyAdmin } from '../features/admin/contents/admin-test-support.ts';
import { i18n as i18next } from '../i18n/i18n.ts';
import { ok, renderWithApp } from '../test-support/render-with-app.tsx';

const T = { timeout: 15_000 };

describe('the admin layout (component test, real app, fake network)', () => {
  it('its first tab stop is a skip link past the menu to the page', async () => {
    await renderWithApp('/admin', { authInfo: () => ok(companyAdmin) }, { cookies: adminCookies });
    await waitFor(() => {
      if (!document.querySelector('[data-admin-nav]')) throw new Error('no menu yet');
    }, T);
    const user = userEvent.setup();
    await user.tab();
    const skip = document.activeElement as HTMLAnchorElement;
    expect(skip.getAttribute('href')).toBe('#main');
    expect(skip.textContent).toBe(i18next.t('chrome.skipToContent'));
    const main = document.querySelector('main#main');
    expect(main?.getAttribute('tabindex')).toBe('-1');
    expect(skip.compareDocumentPosition(document.querySelector('[data-admin-nav]') as Node)).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
  });
});
