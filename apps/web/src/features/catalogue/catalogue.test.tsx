import {
  type AuthUser,
  type CatalogueCard,
  type CatalogueDetail,
  type ContentGroupSummary,
  ContentGroupType,
  PAGE_SIZE_MAX,
  type Page,
  sortFieldCodes,
  type ViewSettings,
} from '@hondana/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n as i18next } from '../../i18n/i18n.ts';
import { initialSessionState, useSession } from '../../session/session-store.ts';
import settingsFixture from '../../test-support/fixtures/view-settings.demo.json' with { type: 'json' };
import { type Handlers, ok, renderWithApp, tenantHandlers } from '../../test-support/render-with-app.tsx';
import { detailFields } from './detail-fields.ts';
import { favouriteIconSize } from './FavouriteButton.tsx';
import {
  PAGE_SIZE_LIMIT,
  pagerNumbers,
  pagerSlots,
  previousPageWhenEmpty,
  shelfLayout,
} from './shelf-layout.ts';
import { sortCodeOfField } from './sort-codes.ts';

afterEach(() => {
  // The session store outlives a render: the next test starts with no session and no dialog.
  useSession.setState(initialSessionState);
});

const elementId = (n: number) => `content${String(n).padStart(16, '0')}`;

function card(n: number, extra: Partial<CatalogueCard> = {}): CatalogueCard {
  return {
    id: elementId(n),
    detailId: elementId(n),
    contentId: null,
    type: null,
    isFavorite: false,
    isRegistered: false,
    isSubscriptionPlan: false,
    title: `Book ${n}`,
    author: `Author ${n}`,
    distributorName: null,
    series: null,
    year: null,
    keywords: null,
    param1: null,
    param2: null,
    param3: null,
    param4: null,
    param5: null,
    fileKind: 'pdf',
    coverUrl: `/api/v1/content/cover/${elementId(n)}/large`,
    coverThumbnailUrl: `/api/v1/content/cover/${elementId(n)}/small`,
    view: true,
    viewOnline: false,
    loginRequired: false,
    publishedAt: '2026-11-01T09:00:00.000Z',
    access: { read: 'allowed', favourite: 'allowed', download: 903 },
    ...extra,
  };
}

const pageOf = (
  cards: CatalogueCard[],
  number: number,
  size: number,
  total: number,
): Page<CatalogueCard> => ({
  content: cards,
  totalElements: total,
  totalPages: Math.ceil(total / size),
  number,
  size,
});

function group(
  id: number,
  type: number,
  name: string,
  layout: Partial<ContentGroupSummary> = {},
): ContentGroupSummary {
  return {
    id,
    name,
    nameTranslations: { en: name, ja: name, vn: name },
    type: type as ContentGroupSummary['type'],
    isDefault: false,
    ordinal: id,
    isWrapLine: false,
    itemSize: null,
    numRow: null,
    ...layout,
  };
}

const baseSettings = settingsFixture.data;
type Setting = ViewSettings['contentSearchResultSettingResponse'];

function handlers(
  groups: ContentGroupSummary[],
  page: (query: URLSearchParams) => Page<CatalogueCard>,
  setting: Partial<Setting> = {},
  more: Handlers = {},
): Handlers {
  const settings = {
    ...baseSettings,
    contentSearchResultSettingResponse: { ...baseSettings.contentSearchResultSettingResponse, ...setting },
  };
  return {
    ...tenantHandlers('demo'),
    viewSettings: () => ok(settings),
    publicContentGroups: () => ok(groups),
    cataloguePage: ({ query }) => ok(page(query)),
    ...more,
  };
}

describe('shelf and paging rules', () => {
  it('restates the contract’s sort codes and page size limit exactly (kept apart to keep zod out)', () => {
    expect(sortCodeOfField).toEqual(Object.fromEntries(sortFieldCodes.map((s) => [s.field, s.code])));
    expect(PAGE_SIZE_LIMIT).toBe(PAGE_SIZE_MAX);
  });

  it('a shelf takes the group’s layout where it sets one, else the tenant’s rows × covers a row', () => {
    const setting = { itemsPerRow: 5, numRow: 2 };
    expect(shelfLayout({ isWrapLine: false, itemSize: null, numRow: null }, setting)).toEqual({
      wrap: false,
      perRow: 5,
      rows: 2,
      size: 10,
    });
    expect(shelfLayout({ isWrapLine: true, itemSize: 4, numRow: 3 }, setting)).toEqual({
      wrap: true,
      perRow: 4,
      rows: 3,
      size: 12,
    });
    // A page of the API holds at most 100 contents.
    expect(shelfLayout({ isWrapLine: true, itemSize: 12, numRow: 20 }, setting).size).toBe(100);
  });

  it('the pager goes where the setting puts it; an empty page above 1 asks for the previous one', () => {
    expect(pagerSlots(1)).toEqual({ top: true, bottom: false });
    expect(pagerSlots(2)).toEqual({ top: false, bottom: true });
    expect(pagerSlots(3)).toEqual({ top: true, bottom: true });
    expect(previousPageWhenEmpty(3, { content: [] })).toBe(2);
    expect(previousPageWhenEmpty(1, { content: [] })).toBeNull();
    expect(previousPageWhenEmpty(3, { content: [1] })).toBeNull();
    expect(pagerNumbers(6, 12)).toEqual([1, 'gap', 4, 5, 6, 7, 8, 'gap', 12]);
  });

  it('detail fields follow the layout’s order, size, label and box; empty ones are skipped', () => {
    const detail = { ...card(1), description: 'About it', toc: null, author: 'Someone', keywords: '' };
    const { title, fields } = detailFields(
      [
        { field: 'description', size: 18, showLabel: false, showBox: true, ordinal: 2 },
        { field: 'author', size: 99, label: 'Writer', showLabel: true, showBox: false, ordinal: 1 },
        { field: 'keywords', size: 14, showLabel: true, showBox: false, ordinal: 3 },
        { field: 'bogus', size: 14, showLabel: true, showBox: false, ordinal: 4 },
      ],
      detail,
    );
    expect(title.field).toBe('title');
    expect(fields.map((f) => [f.field, f.size, f.label, f.showBox, f.value])).toEqual([
      ['author', 48, 'Writer', false, 'Someone'],
      ['description', 18, undefined, true, 'About it'],
    ]);
    expect([favouriteIconSize(5), favouriteIconSize(30), favouriteIconSize(80)]).toEqual([15, 30, 45]);
  });
});

describe('the home’s shelves (component test, real app, fake network)', () => {
  it('draws a shelf per group in the home’s order, each by its layout, and leaves empty groups out', async () => {
    const groups = [
      group(1, ContentGroupType.NORMAL, 'Novels', { isWrapLine: true, itemSize: 3, numRow: 2 }),
      group(2, ContentGroupType.NORMAL, 'Empty shelf'),
      group(4, ContentGroupType.POPULAR, 'Popular'),
      group(3, ContentGroupType.NEW, 'New'),
    ];
    const { network } = await renderWithApp(
      '/demo',
      handlers(groups, (query) => {
        const id = Number(query.get('content_group_id'));
        const size = Number(query.get('size'));
        if (id === 2) return pageOf([], 1, size, 0);
        const cards = Array.from({ length: size }, (_, i) => card(id * 100 + i));
        return pageOf(cards, 1, size, 40);
      }),
    );
    await waitFor(() => expect(document.querySelectorAll('[data-shelf]').length).toBe(3));
    const shelves = [...document.querySelectorAll<HTMLElement>('[data-shelf]')];
    expect(shelves.map((s) => s.dataset.shelf)).toEqual(['3', '4', '1']);
    // Novels: wrapped, 3 a row × 2 rows; New: one scrolling row of the tenant's 5 × 2, focusable.
    const novels = shelves[2] as HTMLElement;
    expect(novels.querySelector('ul')?.dataset.layout).toBe('wrap');
    expect(novels.querySelectorAll('[data-card]').length).toBe(6);
    const row = (shelves[0] as HTMLElement).querySelector('ul') as HTMLElement;
    expect(row.dataset.layout).toBe('row');
    expect(row.tabIndex).toBe(0);
    expect(network.callsTo('cataloguePage').find((c) => c.url.includes('content_group_id=1'))?.url).toContain(
      'size=6',
    );
    // Covers: lazy, decoded off the main thread, named by the title.
    const img = within(novels).getByAltText('Book 100') as HTMLImageElement;
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('decoding')).toBe('async');
    expect(within(screen.getByRole('main')).queryByText('Empty shelf')).toBeNull();
  });
});

describe('a group page (component test)', () => {
  it('an empty page above 1 asks for the previous page, and the pager sits top and bottom', async () => {
    const groups = [group(1, ContentGroupType.NORMAL, 'Novels')];
    const { network } = await renderWithApp(
      '/demo/1?page=4',
      handlers(
        groups,
        (query) => {
          const page = Number(query.get('page'));
          const size = Number(query.get('size'));
          // 25 contents: page 3 holds the last five, page 4 is empty.
          if (page >= 4) return pageOf([], page, size, 25);
          const count = Math.min(size, 25 - (page - 1) * size);
          return pageOf(
            Array.from({ length: count }, (_, i) => card((page - 1) * size + i + 1)),
            page,
            size,
            25,
          );
        },
        { pagingPosition: 3, itemsPerRow: 5, numRow: 2 },
      ),
    );
    await screen.findByText('Book 21', {});
    const pages = network
      .callsTo('cataloguePage')
      .map((c) => new URL(c.url, 'http://x').searchParams.get('page'));
    expect(pages).toEqual(['4', '3']);
    expect(window.location.search).toBe('?page=3');
    expect(document.querySelectorAll('[data-pager]').length).toBe(2);
    const pager = document.querySelector('[data-pager="top"]') as HTMLElement;
    expect(within(pager).getByRole('link', { current: 'page' }).textContent).toBe('3');
  });

  it('a group with nothing in it says so', async () => {
    await renderWithApp(
      '/demo/1',
      handlers([group(1, ContentGroupType.NORMAL, 'Novels')], () => pageOf([], 1, 10, 0)),
    );
    expect(await screen.findByText(i18next.t('catalogue.group.empty'), {})).toBeTruthy();
  });
});

const reader: AuthUser = {
  id: 7,
  companyId: 1,
  serviceId: 1,
  domain: 'localhost',
  path: 'demo',
  email: 'reader@demo.hondana.test',
  username: 'reader01',
  fullName: 'Demo Reader',
  name: 'Demo Reader',
  lang: 'en',
  roleLevel: 3,
  loginType: 4,
  isSubscribeMail: false,
  isReceiveNotify: true,
  abilities: ['portal.login', 'account.read'],
};

function detailOf(n: number, extra: Partial<CatalogueDetail> = {}): CatalogueDetail {
  return {
    ...card(n),
    description: 'A story.',
    toc: null,
    pageCount: 10,
    print: 0,
    printableContent: false,
    contentGroups: [],
    contentGroupIds: [],
    hashtags: [{ id: 5, name: 'mystery' }],
    seriesField: 'series',
    seriesValue: null,
    viewBookButton: null,
    ...extra,
  };
}

describe('content detail and favourites (component test)', () => {
  it('draws the layout’s fields with label, size and box, the bookmark at its clamped size, hashtag chips', async () => {
    await renderWithApp(
      '/demo/1/content0000000000000001',
      handlers(
        [group(1, ContentGroupType.NORMAL, 'Novels')],
        () => pageOf([], 1, 10, 0),
        {
          favouriteIconSize: 80,
          buttonFavouritePosition: 'information',
          contentLayoutDetail: [
            { field: 'author', size: 22, label: 'Writer', showLabel: true, showBox: false, ordinal: 1 },
            { field: 'description', size: 15, showLabel: false, showBox: true, ordinal: 2 },
          ],
        },
        { catalogueDetail: () => ok(detailOf(1)) },
      ),
    );
    const heading = await screen.findByRole('heading', { level: 1, name: 'Book 1' });
    expect(heading).toBeTruthy();
    const author = document.querySelector<HTMLElement>('[data-field="author"]');
    expect(author?.textContent).toBe('WriterAuthor 1');
    expect(author?.querySelector('p')?.style.fontSize).toBe('22px');
    const description = document.querySelector<HTMLElement>('[data-field="description"]');
    expect(description?.className).toMatch(/fieldBox/);
    expect(description?.textContent).toBe('A story.');
    const bookmark = document.querySelector('[data-favourite]') as HTMLElement;
    expect(bookmark.querySelector('svg')?.getAttribute('width')).toBe('45');
    expect(screen.getByRole('link', { name: '#mystery' }).getAttribute('href')).toBe(
      '/demo/search?hashtag=5&tag=mystery',
    );
  });

  it('draws the view-book button as the service configures it (label, colours, size, alignment, no icon)', async () => {
    const viewBookButton = {
      label: 'Read now',
      icon: 'none',
      backgroundColor: '#112233',
      textColor: '#fefefe',
      borderColor: '#445566',
      width: 200,
      height: 40,
      align: 'right' as const,
    };
    await renderWithApp(
      '/demo/1/content0000000000000001',
      handlers([group(1, ContentGroupType.NORMAL, 'Novels')], () => pageOf([], 1, 10, 0), undefined, {
        catalogueDetail: () => ok(detailOf(1, { view: true, viewBookButton })),
      }),
    );
    const button = await screen.findByRole('button', { name: 'Read now' });
    expect(button.style.background).toBe('#112233');
    expect(button.style.color).toBe('#fefefe');
    expect(button.style.width).toBe('200px');
    expect(button.style.minHeight).toBe('40px');
    expect(button.querySelector('svg')).toBeNull();
    expect((button.parentElement as HTMLElement).style.justifyContent).toBe('flex-end');
  });

  it('a visitor who favourites gets the login dialog and nothing is sent', async () => {
    let favourite = false;
    const more: Handlers = {
      catalogueDetail: () => ok(detailOf(1, { isFavorite: favourite })),
      favouriteAdd: () => {
        favourite = true;
        return ok({ contentId: elementId(1), isFavorite: true });
      },
      favouriteDelete: () => {
        favourite = false;
        return ok({ contentId: elementId(1), isFavorite: false });
      },
    };
    const visitor = await renderWithApp(
      '/demo/content0000000000000001',
      handlers([group(1, ContentGroupType.NORMAL, 'Novels')], () => pageOf([], 1, 10, 0), {}, more),
    );
    await userEvent.click(await screen.findByRole('button', { name: /Book 1/, pressed: false }));
    expect(await screen.findByRole('dialog', {})).toBeTruthy();
    expect(visitor.network.callsTo('favouriteAdd')).toHaveLength(0);
  });

  it('a reader’s toggle is sent with the token, and the detail is read again with the new state', async () => {
    let favourite = false;
    const more: Handlers = {
      catalogueDetail: () => ok(detailOf(1, { isFavorite: favourite })),
      favouriteAdd: () => {
        favourite = true;
        return ok({ contentId: elementId(1), isFavorite: true });
      },
      favouriteDelete: () => {
        favourite = false;
        return ok({ contentId: elementId(1), isFavorite: false });
      },
    };

    const { network } = await renderWithApp(
      '/demo/content0000000000000001',
      handlers(
        [group(1, ContentGroupType.NORMAL, 'Novels')],
        () => pageOf([], 1, 10, 0),
        {},
        {
          ...more,
          authInfo: () => ok(reader),
          userContentGroups: () =>
            ok([
              group(1, ContentGroupType.NORMAL, 'Novels'),
              group(9, ContentGroupType.FAVORITE, 'Favourites'),
            ]),
        },
      ),
      { cookies: { hondana_token_demo: 'demo-reader-token' } },
    );
    // The session is restored (auth info) before the page is drawn: a longer wait than a visitor's.
    await userEvent.click(await screen.findByRole('button', { name: /Book 1/, pressed: false }));
    // The detail is read again after the toggle: the bookmark is now pressed.
    expect(await screen.findByRole('button', { name: /Book 1/, pressed: true })).toBeTruthy();
    expect(network.callsTo('favouriteAdd')[0]?.body).toEqual({ contentId: elementId(1) });
    expect(network.callsTo('favouriteAdd')[0]?.token).toBe('demo-reader-token');
    await userEvent.click(screen.getByRole('button', { name: /Book 1/, pressed: true }));
    await screen.findByRole('button', { name: /Book 1/, pressed: false });
    expect(network.callsTo('favouriteDelete')[0]?.url).toContain(`/content/favorites/delete/${elementId(1)}`);
  });
});
