import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n as i18next } from '../../i18n/i18n.ts';
import groups from '../../test-support/fixtures/public-content-groups.demo.json' with { type: 'json' };
import settings from '../../test-support/fixtures/view-settings.demo.json' with { type: 'json' };
import { renderWithApp, tenantHandlers } from '../../test-support/render-with-app.tsx';

describe('the chrome of the Demo Library home (component test, real app, fake network)', () => {
  it('header: the language switch and a login that opens the login dialog', async () => {
    await renderWithApp('/demo', tenantHandlers('demo'));
    const header = await screen.findByRole('banner');
    // The tenant's language (ja) arrives as its own chunk; without a server-written <html lang> it follows vn.
    expect(await within(header).findByRole('button', { name: /日本語/ })).toBeTruthy();
    const login = within(header).getByRole('button', { name: i18next.t('chrome.header.login') });
    await userEvent.click(login);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText(/パスワード/, { selector: 'input' })).toBeTruthy();
    // The dialog's title bar is no second page banner (axe landmark-no-duplicate-banner).
    expect(dialog.querySelector('header')).toBeNull();
    expect(screen.getAllByRole('banner')).toHaveLength(1);
  });

  it('sidebar: every public content group of the tenant, in the page language', async () => {
    await renderWithApp('/demo', tenantHandlers('demo'));
    for (const group of groups.data) {
      expect((await screen.findAllByText(group.nameTranslations.ja)).length).toBeGreaterThan(0);
    }
  });

  it('banner: each slide is a named group of the carousel, with a next arrow', async () => {
    await renderWithApp('/demo', tenantHandlers('demo'));
    // The page is drawn in the tenant's language (ja) once its settings are in.
    await screen.findAllByText(groups.data[0]?.nameTranslations.ja ?? '');
    expect(i18next.language).toBe(settings.data.company.defaultLanguage);
    for (let index = 1; index <= 3; index += 1) {
      const slides = await screen.findAllByRole('group', {
        name: i18next.t('chrome.banner.slideAlt', { index, total: 3 }),
      });
      expect(slides.length).toBeGreaterThan(0);
    }
    expect(screen.getAllByRole('button', { name: i18next.t('chrome.banner.next') }).length).toBeGreaterThan(
      0,
    );
  });
});
