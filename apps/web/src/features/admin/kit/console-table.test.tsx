import type { SearchResultSetting } from '@hondana/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n as i18next } from '../../../i18n/i18n.ts';
import { initialSessionState, useSession } from '../../../session/session-store.ts';
import { ok, renderWithApp } from '../../../test-support/render-with-app.tsx';
import { adminGroups, companyAdmin, contentAnswer } from '../contents/admin-test-support.ts';

const T = { timeout: 15_000 };
let session = 0;
const freshCookies = () => ({ hondana_token_admin: `table-${++session}` });
const rows = [
  contentAnswer({ id: 5, title: 'Harbour Lights' }),
  contentAnswer({ id: 6, title: 'River Song' }),
];
const page45 = { content: rows, totalElements: 45, totalPages: 3, number: 1, size: 20 };
const lastQuery = (network: { callsTo: (name: 'contentPage') => { url: string }[] }) =>
  new URL(network.callsTo('contentPage').at(-1)?.url ?? '', 'http://localhost').searchParams;

beforeEach(() => useSession.setState(initialSessionState));

describe('the console’s server-paged table (component test, real app, fake network)', () => {
  it('asks the server for the page, sort and filter chosen, and deletes the selected rows after naming them', async () => {
    const deleted: string[] = [];
    const { network } = await renderWithApp(
      '/admin/contents',
      {
        authInfo: () => ok(companyAdmin),
        contentGroupAll: () => ok(adminGroups),
        contentPage: () => ok(page45),
        contentDelete: ({ params }) => {
          deleted.push(params.id as string);
          return ok({ accepted: true });
        },
      },
      { cookies: freshCookies() },
    );
    const table = await waitFor(() => {
      const found = document.querySelector<HTMLElement>('[data-content-row="6"]')?.closest('table');
      if (!found) throw new Error('no table yet');
      return found;
    }, T);
    expect(Object.fromEntries(lastQuery(network))).toMatchObject({
      page: '1',
      size: '20',
      sort: 'updatedAt',
    });
    const user = userEvent.setup();

    await user.click(
      screen.getByRole('button', { name: i18next.t('adminConsole.table.pageN', { page: 2 }) }),
    );
    await waitFor(() => expect(lastQuery(network).get('page')).toBe('2'), T);

    const titleHeader = within(table).getByRole('button', {
      name: new RegExp(i18next.t('contentAdmin.list.column.title')),
    });
    await user.click(titleHeader);
    await waitFor(() => expect(lastQuery(network).get('sort')).toBe('title'), T);
    expect(lastQuery(network).get('page')).toBe('1');
    expect(window.location.search).toContain('sort=title');

    const filters = document.querySelector<HTMLFormElement>('[data-content-filters]') as HTMLFormElement;
    await user.type(
      within(filters).getByRole('searchbox', { name: i18next.t('contentAdmin.list.search') }),
      'sea{Enter}',
    );
    await waitFor(() => expect(lastQuery(network).get('text')).toBe('sea'), T);
    expect(lastQuery(network).get('sort')).toBe('title');

    await user.click(
      screen.getByRole('checkbox', {
        name: i18next.t('adminConsole.table.selectRow', { name: 'Harbour Lights' }),
      }),
    );
    await user.click(
      screen.getByRole('checkbox', {
        name: i18next.t('adminConsole.table.selectRow', { name: 'River Song' }),
      }),
    );
    const bar = document.querySelector<HTMLElement>('[data-bulk-bar]') as HTMLElement;
    expect(bar.textContent).toContain(i18next.t('adminConsole.table.selected', { count: 2 }));
    await user.click(
      within(bar).getByRole('button', { name: i18next.t('adminConsole.table.deleteSelected') }),
    );
    const names = `Harbour Lights${i18next.t('adminConsole.table.nameSeparator')}River Song`;
    const dialog = await screen.findByRole('dialog', {
      name: i18next.t('adminConsole.confirmDelete.title', { name: names }),
    });
    expect(dialog.textContent).toContain(i18next.t('adminConsole.confirmDelete.text', { name: names }));
    expect(deleted).toEqual([]);
    await user.click(
      within(dialog).getByRole('button', { name: i18next.t('adminConsole.confirmDelete.confirm') }),
    );
    await waitFor(() => expect(deleted).toEqual(['5', '6']), T);
    await waitFor(() => expect(document.querySelector('[data-bulk-bar]')).toBeNull(), T);
  });

  it('keeps the rows when the confirmation is declined', async () => {
    const deleted: string[] = [];
    await renderWithApp(
      '/admin/contents/5',
      {
        authInfo: () => ok(companyAdmin),
        contentGroupAll: () => ok(adminGroups),
        contentDetail: () => ok(rows[0]),
        contentDelete: ({ params }) => {
          deleted.push(params.id as string);
          return ok({ accepted: true });
        },
      },
      { cookies: freshCookies() },
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: i18next.t('contentAdmin.detail.delete') }, T));
    const dialog = await screen.findByRole('dialog', {
      name: i18next.t('adminConsole.confirmDelete.title', { name: 'Harbour Lights' }),
    });
    await user.click(
      within(dialog).getByRole('button', { name: i18next.t('adminConsole.confirmDelete.keep') }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), T);
    expect(deleted).toEqual([]);
    expect(window.location.pathname).toBe('/admin/c/1/contents/5');
  });
});

const displaySetting: SearchResultSetting = {
  pageTitle: 'Results',
  showSidebar: true,
  buttonFavouritePosition: 'image',
  favouriteIconSize: 24,
  contentLayoutDetail: [],
  paramSeriesContent: null,
  listView: 1,
  pagingPosition: 2,
  numRow: 2,
  itemsPerRow: 5,
  showOnHome: true,
  overlayNew: true,
  overlayPopular: true,
  overlayRecommend: true,
  popularPeriodDays: 30,
  newPeriodDays: 30,
  itemsDisplayed: 10,
  popularMinReaders: 3,
  paramNames: {},
  buttonResponseList: [],
  sortFieldResponseList: [],
};
const displayAdmin = { ...companyAdmin, abilities: [...companyAdmin.abilities, 'searchSettings.update'] };

describe('a console form checked by the contract’s schema (component test)', () => {
  it('names each problem in the language on screen and sends nothing', async () => {
    const { network } = await renderWithApp(
      '/admin/catalogue-display',
      {
        authInfo: () => ok(displayAdmin),
        searchResultSettingDetail: () => ok(displaySetting),
        searchResultSettingUpdate: () => ok(displaySetting),
      },
      { cookies: freshCookies() },
    );
    const form = await waitFor(() => {
      const found = document.querySelector<HTMLFormElement>('[data-catalogue-display-form]');
      if (!found) throw new Error('no form yet');
      return found;
    }, T);
    const user = userEvent.setup();
    const days = form.querySelector('input[name="newPeriodDays"]') as HTMLInputElement;
    await user.clear(days);
    await user.click(within(form).getByRole('button', { name: i18next.t('contentAdmin.display.save') }));
    await waitFor(() => expect(form.textContent).toContain(i18next.t('validate.required')), T);
    expect(days.getAttribute('aria-invalid')).toBe('true');
    expect(network.callsTo('searchResultSettingUpdate')).toEqual([]);
  });

  it('shows a refused load with its result code’s message and a retry', async () => {
    const { network } = await renderWithApp(
      '/admin/catalogue-display',
      {
        authInfo: () => ok(displayAdmin),
        searchResultSettingDetail: () => ({ status: 404, message: 'api.error.404', data: null }),
      },
      { cookies: freshCookies() },
    );
    const error = await waitFor(() => {
      const found = document.querySelector<HTMLElement>('[data-error-state]');
      if (!found) throw new Error('no error yet');
      return found;
    }, T);
    expect(error.textContent).toContain(i18next.t('api.error.404'));
    expect(within(error).getByRole('button', { name: i18next.t('adminConsole.list.retry') })).toBeTruthy();
    expect(network.callsTo('searchResultSettingUpdate')).toEqual([]);
  });
});
