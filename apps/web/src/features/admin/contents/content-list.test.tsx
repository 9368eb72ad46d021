import type { Language } from '@hondana/contract';
import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n as i18next } from '../../../i18n/i18n.ts';
import { ok, renderWithApp } from '../../../test-support/render-with-app.tsx';
import { adminCookies, adminGroups, companyAdmin, contentAnswer, pageOf } from './admin-test-support.ts';

describe('content list group filter (component test, real app, fake network)', () => {
  it('offers the normal groups by name and asks for the chosen one', async () => {
    const { network } = await renderWithApp(
      '/admin/contents',
      {
        authInfo: () => ok(companyAdmin),
        contentGroupAll: () => ok(adminGroups),
        contentPage: () => ok(pageOf([contentAnswer()])),
      },
      { cookies: adminCookies },
    );
    const filters = await waitFor(() => {
      const found = document.querySelector<HTMLFormElement>('[data-content-filters]');
      if (!found) throw new Error('no filters yet');
      return found;
    });
    const select = within(filters).getByRole('combobox', { name: i18next.t('contentAdmin.list.group') });
    expect(select).toHaveProperty('value', i18next.t('contentAdmin.list.allGroups'));
    await userEvent.click(select);
    const options = () => [
      ...(document
        .getElementById(select.getAttribute('aria-controls') ?? '')
        ?.querySelectorAll<HTMLElement>('[role="option"]') ?? []),
    ];
    const sea = adminGroups.find((group) => group.id === 3)?.nameTranslations[i18next.language as Language];
    // Special groups (type 4) hold no contents; every service's normal groups are offered.
    await waitFor(() =>
      expect(options().map((o) => o.textContent)).toEqual([
        i18next.t('contentAdmin.list.allGroups'),
        sea,
        'Mountains',
        'Campus',
      ]),
    );
    await userEvent.click(options().find((o) => o.textContent === 'Mountains') as HTMLElement);
    await waitFor(() => expect(network.callsTo('contentPage').at(-1)?.url).toContain('contentGroupId=4'));
    expect(window.location.search).toBe('?group=4');
  });
});
