import type { SearchResultSetting, ServiceItem } from '@hondana/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { i18n as i18next, loadTextArea } from '../../../i18n/i18n.ts';
import { initialSessionState, useSession } from '../../../session/session-store.ts';
import { ok, renderWithApp } from '../../../test-support/render-with-app.tsx';
import { systemAdmin } from '../companies/company-test-support.ts';
import { companyAdmin } from '../contents/admin-test-support.ts';

const T = { timeout: 15_000 };
let session = 0;
const cookies = () => ({ hondana_token_admin: `service-picker-${++session}` });
const display = ['service.read', 'searchSettings.read', 'searchSettings.update'];
const acting = { ...systemAdmin, abilities: [...systemAdmin.abilities, ...display] };
const service = (id: number, isDefault: boolean): ServiceItem => ({
  id,
  companyId: 5,
  name: `Service ${id}`,
  path: `s${id}`,
  referrerUrls: [],
  maxContent: null,
  isDefault,
  contentCount: 0,
  createdAt: '2026-11-20T09:00:00.000Z',
});
const setting: SearchResultSetting = {
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
const displayForm = () =>
  waitFor(() => {
    const found = document.querySelector<HTMLFormElement>('[data-catalogue-display-form]');
    if (!found) throw new Error('no form yet');
    return found;
  }, T);

beforeAll(() => loadTextArea('contentAdmin'));
beforeEach(() => useSession.setState(initialSessionState));

describe('service picker of a page of one service (component test, real app, fake network)', () => {
  it('a system admin picks the service, which the address keeps and the page’s calls name', async () => {
    const { network } = await renderWithApp(
      '/admin/c/5/catalogue-display',
      {
        authInfo: () => ok(acting),
        serviceList: () => ok([service(11, false), service(12, true)]),
        searchResultSettingDetail: () => ok(setting),
        searchResultSettingUpdate: () => ok(setting),
      },
      { cookies: cookies() },
    );
    const list = await waitFor(() => {
      const found = document.querySelector<HTMLElement>('[data-page="service-first"] ul');
      if (!found) throw new Error('no services yet');
      return found;
    }, T);
    expect(network.callsTo('serviceList')[0]?.url).toContain('companyId=5');
    const choices = [...list.querySelectorAll('[data-service-choice]')].map((li) =>
      li.getAttribute('data-service-choice'),
    );
    expect(choices).toEqual(['12', '11']);
    expect(within(list).getByText(i18next.t('adminConsole.servicePicker.default'))).toBeTruthy();
    expect(network.callsTo('searchResultSettingDetail')).toHaveLength(0);

    const user = userEvent.setup();
    await user.click(within(list).getByRole('link', { name: 'Service 11' }));
    const form = await displayForm();
    expect(window.location.pathname).toBe('/admin/c/5/s/11/catalogue-display');
    expect(network.callsTo('searchResultSettingDetail').at(-1)?.url).toContain('serviceId=11');
    await user.click(within(form).getByRole('button', { name: i18next.t('contentAdmin.display.save') }));
    await waitFor(() => expect(network.callsTo('searchResultSettingUpdate')).toHaveLength(1), T);
    expect(network.callsTo('searchResultSettingUpdate')[0]?.body).toMatchObject({ serviceId: 11 });
  });

  it('opens the only service of a company at once', async () => {
    await renderWithApp(
      '/admin/c/5/catalogue-display',
      {
        authInfo: () => ok(acting),
        serviceList: () => ok([service(12, true)]),
        searchResultSettingDetail: () => ok(setting),
      },
      { cookies: cookies() },
    );
    await displayForm();
    expect(window.location.pathname).toBe('/admin/c/5/s/12/catalogue-display');
  });

  it('asks a company admin for no service: the server takes its default one', async () => {
    const admin = { ...companyAdmin, abilities: [...companyAdmin.abilities, ...display] };
    const { network } = await renderWithApp(
      '/admin/catalogue-display',
      { authInfo: () => ok(admin), searchResultSettingDetail: () => ok(setting) },
      { cookies: cookies() },
    );
    await displayForm();
    expect(screen.queryByText(i18next.t('adminConsole.servicePicker.title'))).toBeNull();
    expect(network.callsTo('serviceList')).toHaveLength(0);
    expect(network.callsTo('searchResultSettingDetail').at(-1)?.url).not.toContain('serviceId');
  });
});
