import { cleanup, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, renderWithApp } from '../../../test-support/render-with-app.tsx';
import { adminCookies, companyAdmin, contentAnswer } from './admin-test-support.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function openEditPage() {
  let content = contentAnswer();
  const rendered = await renderWithApp(
    '/admin/contents/5',
    {
      authInfo: () => ok(companyAdmin),
      contentDetail: ({ params }) =>
        params.id === '5' ? ok(content) : { status: 404, message: 'api.error.404', data: null },
      contentUpdate: ({ body }) => {
        content = { ...content, ...(body as object), updatedAt: '2026-11-02T10:00:00.000Z' };
        return ok(content);
      },
    },
    { cookies: adminCookies },
  );
  const form = await waitFor(
    () => {
      const found = document.querySelector<HTMLFormElement>('form[data-content-form="update"]');
      if (!found) throw new Error('no edit form yet');
      return found;
    },
    { timeout: 5_000 },
  );
  const input = (name: string) =>
    form.querySelector<HTMLInputElement>(`[name="${name}"]`) as HTMLInputElement;
  const save = within(form).getByRole('button', { name: i18next.t('contentAdmin.detail.save') });
  return { ...rendered, form, input, save };
}

describe('content edit form (component test, real app, fake network)', () => {
  it('shows every field of the content, its groups read-only, and sends nothing while a field is wrong', async () => {
    const { form, input, save, network } = await openEditPage();
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
    expect(form.querySelector('[data-content-groups]')?.textContent).toBe('#3');

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

  it('saves the fields with contentUpdate and shows the update toast', async () => {
    const { input, save, network } = await openEditPage();
    await userEvent.clear(input('series'));
    await userEvent.type(input('series'), 'Harbour Stories');
    await userEvent.selectOptions(input('print') as unknown as HTMLSelectElement, '2');
    await userEvent.click(input('loginRequired'));
    await userEvent.click(save);

    await waitFor(() => expect(network.callsTo('contentUpdate')).toHaveLength(1));
    const [call] = network.callsTo('contentUpdate');
    expect(call?.url).toBe('/api/v1/content/update/5');
    expect(call?.token).toBe('admin-token');
    expect(call?.body).toMatchObject({
      title: 'Harbour Lights',
      series: 'Harbour Stories',
      print: 2,
      loginRequired: true,
      year: 2024,
      hashtags: ['sea'],
    });
    // Groups are read-only here: the update leaves them as they are.
    expect(call?.body).not.toHaveProperty('contentGroupIds');
    await waitFor(() => expect(document.body.textContent).toContain(i18next.t('api.update.200')));
  });
});
