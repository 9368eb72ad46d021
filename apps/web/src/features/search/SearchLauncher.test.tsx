import {
  type ContentGroupSummary,
  ContentGroupType,
  SearchOperation,
  type SearchTab,
  SearchTabType,
} from '@hondana/contract';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { initialSessionState, useSession } from '../../session/session-store.ts';
import { testCard, testDetail, testElementId, testPage } from '../../test-support/catalogue-card.ts';
import { type Handlers, ok, renderWithApp, tenantHandlers } from '../../test-support/render-with-app.tsx';
import { useSearchOverlay } from './search-overlay-store.ts';

afterEach(() => {
  cleanup();
  useSession.setState(initialSessionState);
  useSearchOverlay.setState({ opened: false, mounted: false });
});

const elementId = testElementId(1);
const card = testCard(1);
const detail = testDetail(1);

const novels: ContentGroupSummary = {
  id: 1,
  name: 'Novels',
  nameTranslations: { en: 'Novels', ja: '小説', vn: 'Tiểu thuyết' },
  type: ContentGroupType.NORMAL,
  isDefault: false,
  ordinal: 1,
  isWrapLine: false,
  itemSize: null,
  numRow: null,
};

const tab: SearchTab = {
  id: 2,
  title: 'Details',
  titleTranslations: { ja: '詳細検索' },
  type: SearchTabType.PARAM,
  ordinal: 1,
  isShow: true,
  button: { label: null, icon: 'search', backgroundColor: '#1d4e89', textColor: '#ffffff', align: 'right' },
  searchBoxes: [
    {
      id: 21,
      tabId: 2,
      label: 'タイトル',
      isShowLabel: true,
      size: 6,
      operation: SearchOperation.PARTIAL,
      searchType: SearchTabType.PARAM,
      searchFields: ['title'],
      matchValue: [],
      contentGroupResponseList: [],
      isRequiredAtLogin: false,
      isRequiredAtView: false,
      ordinal: 1,
    },
  ],
};

const handlers: Handlers = {
  ...tenantHandlers('demo'),
  publicContentGroups: () => ok([novels]),
  cataloguePage: () => ok(testPage([card])),
  catalogueDetail: () => ok(detail),
  searchPagePublic: () => ok([tab]),
  sortFieldPublic: () => ok([]),
};

const launcher = () => screen.findByRole('button', { name: '検索' }, { timeout: 5_000 });

describe('the header search icon on every page of the home layouts (component test)', () => {
  it.each([
    ['the home', '/demo'],
    ['a group', '/demo/1'],
    ['a content detail', `/demo/1/${elementId}`],
  ])(
    'on %s: Enter opens the search overlay, Escape closes it and the focus returns to the icon',
    async (_, path) => {
      await renderWithApp(path, handlers);
      const icon = await launcher();
      expect(icon.getAttribute('aria-haspopup')).toBe('dialog');
      const user = userEvent.setup();
      icon.focus();
      await user.keyboard('{Enter}');
      const dialog = await screen.findByRole('dialog', {}, { timeout: 5_000 });
      expect(await within(dialog).findByLabelText('タイトル', {}, { timeout: 5_000 })).toBeTruthy();
      expect(icon.getAttribute('aria-expanded')).toBe('true');
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      await waitFor(() => expect(document.activeElement).toBe(icon));
    },
  );

  it('a search from the home lands on the search page with its results', async () => {
    const { network } = await renderWithApp('/demo', {
      ...handlers,
      parameterSearchPublic: () => ok(testPage([card])),
    });
    const user = userEvent.setup();
    await user.click(await launcher());
    const dialog = await screen.findByRole('dialog', {}, { timeout: 5_000 });
    await user.type(await within(dialog).findByLabelText('タイトル', {}, { timeout: 5_000 }), '坊っちゃん');
    await user.click(within(dialog).getByRole('button', { name: '検索' }));
    await waitFor(() => expect(new URL(window.location.href).pathname).toBe('/demo/search'));
    await waitFor(() => expect(network.callsTo('parameterSearchPublic').length).toBe(1), { timeout: 5_000 });
  });

  it('is not on the login form', async () => {
    await renderWithApp('/demo/login', handlers);
    await screen.findByRole('heading', { level: 1 }, { timeout: 5_000 });
    expect(screen.queryByRole('button', { name: '検索' })).toBeNull();
  });
});
