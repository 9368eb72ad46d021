import type { SearchResultSetting } from '@hondana/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n as i18next } from '../../../i18n/i18n.ts';
import { ok, renderWithApp } from '../../../test-support/render-with-app.tsx';
import { adminCookies, companyAdmin } from '../contents/admin-test-support.ts';

const admin = {
  ...companyAdmin,
  abilities: [...companyAdmin.abilities, 'searchSettings.read', 'searchSettings.update'],
} as const;

const stored: SearchResultSetting = {
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
  paramNames: { param1: { en: 'Audience', ja: '対象' } },
  buttonResponseList: [],
  sortFieldResponseList: [],
};

describe('book display of the administration (component test, real app, fake network)', () => {
  it('names a parameter per language and sets the badges, keeping the rest of the record; shows a refusal', async () => {
    let answer: () => { status: number; data?: unknown; message?: string } = () => ({
      status: 400,
      message: 'api.error.400',
      data: null,
    });
    const { network } = await renderWithApp(
      '/admin/catalogue-display',
      {
        authInfo: () => ok(admin),
        searchResultSettingDetail: () => ok(stored),
        searchResultSettingUpdate: () => answer(),
      },
      { cookies: adminCookies },
    );
    const form = await waitFor(() => {
      const found = document.querySelector<HTMLFormElement>('[data-catalogue-display-form]');
      if (!found) throw new Error('no form yet');
      return found;
    });
    const field = (n: number, lang: 'en' | 'ja' | 'vn') =>
      within(form).getByRole('textbox', {
        name: i18next.t('contentAdmin.display.paramName', {
          n,
          language: i18next.t(`contentAdmin.display.language.${lang}`),
        }),
      });
    expect((field(1, 'ja') as HTMLInputElement).value).toBe('対象');
    const user = userEvent.setup();
    await user.type(field(2, 'vn'), 'Tập');
    const readers = within(form).getByRole('textbox', {
      name: i18next.t('contentAdmin.display.popularMinReaders'),
    });
    await user.clear(readers);
    await user.type(readers, '5');
    const save = within(form).getByRole('button', { name: i18next.t('contentAdmin.display.save') });
    await user.click(save);
    const alert = await within(form).findByRole('alert');
    expect(alert.textContent).toBeTruthy();
    expect(network.callsTo('searchResultSettingUpdate')[0]?.body).toEqual({
      ...Object.fromEntries(
        Object.entries(stored).filter(
          ([key]) => key !== 'buttonResponseList' && key !== 'sortFieldResponseList',
        ),
      ),
      popularMinReaders: 5,
      paramNames: { param1: { en: 'Audience', ja: '対象' }, param2: { vn: 'Tập' } },
    });
    answer = () => ok({ ...stored, popularMinReaders: 5 });
    await user.click(save);
    await waitFor(() => expect(within(form).queryByRole('alert')).toBeNull());
    expect(screen.getByRole('link', { name: i18next.t('contentAdmin.nav.display') })).toBeTruthy();
  });
});
