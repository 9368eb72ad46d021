import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n as i18next } from '../../../i18n/i18n.ts';
import { initialSessionState, useSession } from '../../../session/session-store.ts';
import { ok, renderWithApp } from '../../../test-support/render-with-app.tsx';
import { harbour, sectionOf, settingsHandlers, systemAdmin, T } from './company-settings-test-support.ts';

const KEY = 'hk_abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG';

describe('company API key and history (component test, real app, fake network)', () => {
  beforeEach(() => useSession.setState(initialSessionState));

  it('generates a key after a confirmation and shows it once, with a copy button', async () => {
    const { network } = await renderWithApp(
      '/admin/c/6/company-settings',
      {
        ...settingsHandlers(systemAdmin, { ...harbour, apiKeyHint: 'WXYZ' }),
        companyApiKeyRotate: () => ok({ apiKey: KEY, apiKeyHint: 'DEFG' }),
      },
      { cookies: { hondana_token_admin: 'company-settings-api-key' } },
    );
    const section = await sectionOf('apiKey');
    expect(section.textContent).toContain(i18next.t('companyForm.apiKey.current', { hint: 'WXYZ' }));
    const user = userEvent.setup();
    await user.click(within(section).getByRole('button', { name: i18next.t('companyForm.apiKey.rotate') }));
    const confirm = await screen.findByRole('dialog', { name: i18next.t('companyForm.apiKey.confirmTitle') });
    expect(confirm.textContent).toContain(i18next.t('companyForm.apiKey.confirmRotate'));
    expect(network.callsTo('companyApiKeyRotate')).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: i18next.t('companyForm.apiKey.rotate') }));

    const shown = await screen.findByRole('dialog', { name: i18next.t('companyForm.apiKey.newTitle') }, T);
    expect(shown.querySelector('[data-new-api-key]')?.textContent).toBe(KEY);
    expect(shown.textContent).toContain(i18next.t('companyForm.apiKey.warning'));
    expect(within(shown).getByRole('button', { name: i18next.t('companyForm.apiKey.copy') })).toBeTruthy();
    expect(network.callsTo('companyApiKeyRotate')).toHaveLength(1);

    await user.click(within(shown).getByRole('button', { name: i18next.t('companyForm.apiKey.done') }));
    await waitFor(() => expect(document.body.textContent).not.toContain(KEY), T);
    expect(section.textContent).toContain(i18next.t('companyForm.apiKey.current', { hint: 'DEFG' }));
  });

  it('ends with the company’s history, asked for only when opened', async () => {
    const { network } = await renderWithApp(
      '/admin/c/6/company-settings',
      {
        ...settingsHandlers({ ...systemAdmin, abilities: [...systemAdmin.abilities, 'audit.read'] }, harbour),
        auditHistory: () => ok([]),
      },
      { cookies: { hondana_token_admin: 'company-settings-history' } },
    );
    await sectionOf('apiKey');
    const history = await waitFor(() => {
      const found = document.querySelector<HTMLElement>('[data-audit-history="company"]');
      if (!found) throw new Error('no history yet');
      return found;
    }, T);
    expect(network.callsTo('auditHistory')).toHaveLength(0);
    await userEvent.setup().click(within(history).getByRole('button'));
    await waitFor(() => expect(network.callsTo('auditHistory')).toHaveLength(1), T);
    const url = new URL(network.callsTo('auditHistory')[0]?.url ?? '', 'http://x');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      entity: 'company',
      entityId: '6',
      companyId: '6',
    });
  });
});
