import type { Language } from '@hondana/contract';
import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n as i18next } from '../../../i18n/i18n.ts';
import { ok, renderWithApp } from '../../../test-support/render-with-app.tsx';
import { adminCookies, adminGroups, companyAdmin, contentAnswer } from './admin-test-support.ts';

async function openEditPage() {
  let content = contentAnswer();
  const rendered = await renderWithApp(
    '/admin/contents/5',
    {
      authInfo: () => ok(companyAdmin),
      contentGroupAll: () => ok(adminGroups),
      contentDetail: ({ params }) =>
        params.id === '5' ? ok(content) : { status: 404, message: 'api.error.404', data: null },
      contentUpdate: ({ body }) => {
        content = { ...content, ...(body as object), updatedAt: '2026-11-02T10:00:00.000Z' };
        return ok(content);
      },
    },
    { cookies: adminCookies },
  );
  const form = await waitFor(() => {
    const found = document.querySelector<HTMLFormElement>('form[data-content-form="update"]');
    if (!found) throw new Error('no edit form yet');
    return found;
  });
  const input = (name: string) =>
    form.querySelector<HTMLInputElement>(`[name="${name}"]`) as HTMLInputElement;
  const save = within(form).getByRole('button', { name: i18next.t('contentAdmin.detail.save') });
  const groups = within(form).getByRole('combobox', { name: i18next.t('contentAdmin.field.contentGroups') });
  /** The groups the multi-select holds, as their pills read. */
  const pills = () =>
    [...(groups.closest('.mantine-MultiSelect-root')?.querySelectorAll('.mantine-Pill-label') ?? [])].map(
      (pill) => pill.textContent,
    );
  return { ...rendered, form, input, save, groups, pills };
}

/** The options of a combobox's list (Mantine renders them in a portal, during its opening transition). */
const options = (combobox: HTMLElement) => [
  ...(document
    .getElementById(combobox.getAttribute('aria-controls') ?? '')
    ?.querySelectorAll<HTMLElement>('[role="option"]') ?? []),
];

/** Group 3's name in the page language (the test's language may be any of the three). */
const seaName = () =>
  adminGroups.find((group) => group.id === 3)?.nameTranslations[i18next.language as Language];

describe('content edit form (component test, real app, fake network)', () => {
  it('shows every field of the content, its groups by name, and sends nothing while a field is wrong', async () => {
    const { input, save, groups, pills, network } = await openEditPage();
    expect(input('title').value).toBe('Harbour Lights');
    expect(input('contentCode').value).toBe('BK-0005');
    expect(input('year').value).toBe('2024');
    for (const name of ['author', 'distributorName', 'description', 'toc', 'keywords', 'series', 'refCode'])
      expect(input(name), name).not.toBeNull();
    for (const n of [1, 2, 3, 4, 5]) expect(input(`param${n}`)).not.toBeNull();
    expect(input('print').value).toBe('0');
    expect(input('enableViewBook').checked).toBe(true);
    expect(input('viewOnline').checked).toBe(false);
    expect(input('loginRequired').checked).toBe(false);
    expect(input('published').checked).toBe(true);
    // Groups by name in the page language; only the normal groups of the content's service are offered.
    await waitFor(() => expect(pills()).toEqual([seaName()]));
    expect(input('contentGroupIds').value).toBe('3');
    await userEvent.click(groups);
    await waitFor(() => expect(options(groups).map((o) => o.textContent)).toEqual([seaName(), 'Mountains']));
    await userEvent.keyboard('{Escape}');

    await userEvent.clear(input('title'));
    await userEvent.clear(input('param1'));
    await userEvent.click(input('param1'));
    await userEvent.paste('x'.repeat(256));
    await userEvent.clear(input('contentCode'));
    await userEvent.type(input('contentCode'), 'has space');
    await userEvent.clear(input('year'));
    await userEvent.type(input('year'), '20x4');
    await userEvent.click(save);

    expect(network.callsTo('contentUpdate')).toHaveLength(0);
    const errorOf = (name: string) => {
      const ids = (input(name).getAttribute('aria-describedby') ?? '').split(' ');
      return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
    };
    expect(errorOf('title')).toContain(i18next.t('validate.required'));
    expect(errorOf('param1')).toContain(i18next.t('api.error.752'));
    expect(errorOf('contentCode')).toContain(i18next.t('validate.contentCode'));
    expect(errorOf('year')).toContain(i18next.t('validate.integer'));
    // The first field in error (in the order shown) has the focus.
    expect(document.activeElement).toBe(input('contentCode'));
  });

  it('saves only what changed with contentUpdate, groups by name, and shows the update toast', async () => {
    const { input, save, groups, network } = await openEditPage();
    await waitFor(() => expect(input('contentGroupIds').value).toBe('3'));
    await userEvent.clear(input('series'));
    await userEvent.type(input('series'), 'Harbour Stories');
    await userEvent.selectOptions(input('print') as unknown as HTMLSelectElement, '2');
    await userEvent.click(input('loginRequired'));
    await userEvent.click(groups);
    await waitFor(() => expect(options(groups).length).toBe(2));
    await userEvent.click(options(groups).find((o) => o.textContent === 'Mountains') as HTMLElement);
    await userEvent.click(save);

    await waitFor(() => expect(network.callsTo('contentUpdate')).toHaveLength(1));
    const [call] = network.callsTo('contentUpdate');
    expect(call?.url).toBe('/api/v1/content/update/5');
    expect(call?.token).toBe('admin-token');
    expect(call?.body).toEqual({
      series: 'Harbour Stories',
      print: 2,
      loginRequired: true,
      contentGroupIds: [3, 4],
    });
    await waitFor(() => expect(document.body.textContent).toContain(i18next.t('api.update.200')));
    // The toast's close button is named in the page language (axe button-name).
    const close = document.querySelector('[data-toast="success"] button');
    expect(close?.getAttribute('aria-label')).toBe(i18next.t('chrome.close'));
  });

  it('clears an emptied field and every group by sending null and [] (absent would keep them)', async () => {
    const { form, input, save, groups, pills, network } = await openEditPage();
    await waitFor(() => expect(pills()).toEqual([seaName()]));
    await userEvent.clear(input('author'));
    await userEvent.click(groups);
    await userEvent.keyboard('{Backspace}');
    await userEvent.click(save);

    await waitFor(() => expect(network.callsTo('contentUpdate')).toHaveLength(1));
    expect(network.callsTo('contentUpdate')[0]?.body).toEqual({ author: null, contentGroupIds: [] });
    // The form starts again from the server's answer: still empty.
    await waitFor(() => expect(document.body.textContent).toContain(i18next.t('api.update.200')));
    const fresh = () =>
      form.isConnected ? form : document.querySelector('form[data-content-form="update"]');
    await waitFor(() => expect(fresh()?.querySelector<HTMLInputElement>('[name="author"]')?.value).toBe(''));
    expect(fresh()?.querySelector<HTMLInputElement>('[name="contentGroupIds"]')?.value).toBe('');
  });
});
