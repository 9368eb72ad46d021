import {
  type FullTextHit,
  ResultCode,
  type SearchBox,
  SearchOperation,
  type SearchTab,
  SearchTabType,
  type ViewSettings,
} from '@hondana/contract';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { initialSessionState, useSession } from '../../session/session-store.ts';
import { testCard, testElementId } from '../../test-support/catalogue-card.ts';
import settingsFixture from '../../test-support/fixtures/view-settings.demo.json' with { type: 'json' };
import { type Handlers, ok, renderWithApp, tenantHandlers } from '../../test-support/render-with-app.tsx';
import { useSearchOverlay } from './search-overlay-store.ts';
import { OPEN_TO } from './search-values.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useSession.setState(initialSessionState);
  useSearchOverlay.setState({ opened: false, mounted: false });
});

const elementId = testElementId;
const card = testCard;

function box(id: number, operation: number, label: string, extra: Partial<SearchBox> = {}): SearchBox {
  return {
    id,
    tabId: 2,
    label,
    isShowLabel: true,
    size: 6,
    operation: operation as SearchBox['operation'],
    searchType: SearchTabType.PARAM,
    searchFields: ['title'],
    matchValue: [],
    contentGroupResponseList: [],
    isRequiredAtLogin: false,
    isRequiredAtView: false,
    ordinal: id,
    ...extra,
  };
}

const button = {
  label: null,
  icon: 'search',
  backgroundColor: '#1d4e89',
  textColor: '#ffffff',
  align: 'right' as const,
};

const fullTextTab: SearchTab = {
  id: 1,
  title: 'Inside the books',
  titleTranslations: { ja: '本文検索', en: 'Inside the books' },
  type: SearchTabType.FULL_TEXT,
  ordinal: 1,
  isShow: true,
  button: { ...button, label: 'Find' },
  searchBoxes: [
    box(10, SearchOperation.PARTIAL, '本文', { tabId: 1, searchType: SearchTabType.FULL_TEXT, size: 12 }),
  ],
};

const parameterTab: SearchTab = {
  id: 2,
  title: 'Details',
  titleTranslations: { ja: '詳細検索' },
  type: SearchTabType.PARAM,
  ordinal: 2,
  isShow: true,
  button,
  searchBoxes: [
    box(21, SearchOperation.PARTIAL, 'タイトル'),
    box(22, SearchOperation.EXACT, '著者', { isShowLabel: false }),
    box(23, SearchOperation.DATE_RANGE, '登録日'),
    box(24, SearchOperation.MONTH_RANGE, '発行月'),
    box(25, SearchOperation.YEAR_RANGE, '出版年'),
    box(26, SearchOperation.SINGLE_CHOICE, '種類', { matchValue: ['小説', '随筆'] }),
    box(27, SearchOperation.MULTI_CHOICE, 'グループ', {
      searchFields: ['contentGroup'],
      contentGroupResponseList: [
        { id: 7, name: 'Novels', nameTranslations: { ja: '小説の棚' }, type: 1 },
        { id: 8, name: 'Essays', nameTranslations: { ja: '随筆の棚' }, type: 1 },
      ],
    }),
  ],
};

const hiddenTab: SearchTab = { ...parameterTab, id: 3, title: 'Hidden', isShow: false, ordinal: 3 };

const pageOf = <T,>(content: T[], total = content.length) => ({
  content,
  totalElements: total,
  totalPages: Math.max(1, Math.ceil(total / 10)),
  number: 1,
  size: 10,
});

const searchSortFields = [
  {
    id: 31,
    serviceId: 1,
    type: 2,
    field: 'title',
    code: 1,
    title: 'Title',
    titleTranslations: {},
    ordinal: 1,
    isAcsDefault: true,
    isSortFieldDefault: false,
  },
  {
    id: 32,
    serviceId: 1,
    type: 2,
    field: 'uploadedAt',
    code: 6,
    title: 'Uploaded',
    titleTranslations: {},
    ordinal: 2,
    isAcsDefault: false,
    isSortFieldDefault: true,
  },
];

function handlers(tabs: SearchTab[], more: Handlers = {}): Handlers {
  return {
    ...tenantHandlers('demo'),
    searchPagePublic: () => ok(tabs),
    sortFieldPublic: () => ok([]),
    parameterSearchPublic: () => ok(pageOf([card(1), card(2)])),
    ...more,
  };
}

async function openOverlay() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: '検索' }, { timeout: 5_000 }));
  const dialog = await screen.findByRole('dialog', {}, { timeout: 5_000 });
  return { user, dialog };
}

describe('the search overlay (component test, real app, fake network)', () => {
  it('draws a tab per shown tab and a control per box operation; each sends what the contract says', async () => {
    const { network } = await renderWithApp('/demo/search', handlers([parameterTab, fullTextTab, hiddenTab]));
    const { user, dialog } = await openOverlay();
    // Two shown tabs, by ordinal, titled in the page's language (Japanese on the demo portal).
    const tabs = await within(dialog).findAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['本文検索', '詳細検索']);
    // The full-text tab comes first: full-text mode, one box.
    expect(within(dialog).getByRole('searchbox', { name: '本文' })).toBeTruthy();
    await user.click(tabs[1] as HTMLElement);
    const form = dialog.querySelector('[data-search-form="parameter"]') as HTMLElement;
    await user.type(within(form).getByLabelText('タイトル'), ' 坊っちゃん ');
    // A box without its label shown is still named.
    await user.type(within(form).getByRole('textbox', { name: '著者' }), '夏目漱石');
    // Dates are typed in the Japanese format, which each box shows as its placeholder.
    const registered = within(form).getByRole('textbox', { name: '登録日：開始' });
    expect(registered.getAttribute('placeholder')).toBe('YYYY/MM/DD');
    expect(within(form).getByRole('textbox', { name: '発行月：開始' }).getAttribute('placeholder')).toBe(
      'YYYY/MM',
    );
    expect(within(form).getByRole('textbox', { name: '出版年：終了' }).getAttribute('placeholder')).toBe(
      'YYYY',
    );
    await user.type(registered, '2024/01/15');
    await user.type(within(form).getByRole('textbox', { name: '発行月：開始' }), '2024/02');
    await user.type(within(form).getByRole('textbox', { name: '発行月：終了' }), '2024/02');
    await user.type(within(form).getByRole('textbox', { name: '出版年：終了' }), '1910');
    // Single choice: one chip at a time; multiple choice: several, groups by their Japanese names.
    const novel = within(form).getByRole('button', { name: '小説' });
    const essay = within(form).getByRole('button', { name: '随筆' });
    await user.click(novel);
    await user.click(essay);
    expect(novel.getAttribute('aria-pressed')).toBe('false');
    expect(essay.getAttribute('aria-pressed')).toBe('true');
    await user.click(within(form).getByRole('button', { name: '小説の棚' }));
    await user.click(within(form).getByRole('button', { name: '随筆の棚' }));
    expect(within(form).getByRole('button', { name: '小説の棚' }).getAttribute('aria-pressed')).toBe('true');
    await user.click(within(form).getByRole('button', { name: '検索' }));

    await waitFor(() => expect(network.callsTo('parameterSearchPublic').length).toBe(1), { timeout: 5_000 });
    const call = network.callsTo('parameterSearchPublic')[0];
    expect(call?.body).toEqual([
      { searchBoxId: 21, value: '坊っちゃん' },
      { searchBoxId: 22, value: '夏目漱石' },
      { searchBoxId: 23, value: ['2024/01/15', OPEN_TO] },
      { searchBoxId: 24, value: ['2024/02/01', '2024/02/29'] },
      { searchBoxId: 25, value: ['0001/01/01', '1910/12/31'] },
      { searchBoxId: 26, value: '随筆' },
      { searchBoxId: 27, contentGroupIdList: [7, 8] },
    ]);
    expect(call?.url).toContain('is_new_search=true');
    // The search is in the address (reload, back, share) and the overlay is closed.
    const address = new URL(window.location.href);
    expect(address.pathname).toBe('/demo/search');
    expect(address.searchParams.get('tab')).toBe('2');
    expect(address.searchParams.getAll('b24')).toEqual(['2024/02/01', '2024/02/29']);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Results as cards, linking to the detail in the search layout.
    await waitFor(() => expect(document.querySelectorAll('[data-card]').length).toBe(2), { timeout: 5_000 });
    expect(document.querySelector(`a[href="/demo/search/${elementId(1)}"]`)).not.toBeNull();
  });

  it('checks the search before sending: formats, a start after its end, required boxes, nothing given', async () => {
    const required = {
      ...parameterTab,
      searchBoxes: [
        ...parameterTab.searchBoxes,
        box(28, SearchOperation.PARTIAL, '必須', { isRequiredAtView: true }),
      ],
    };
    const { network } = await renderWithApp('/demo/search', handlers([required]));
    const { user, dialog } = await openOverlay();
    // One tab: no tab list.
    await within(dialog).findByRole('button', { name: '検索' });
    expect(within(dialog).queryByRole('tablist')).toBeNull();
    await user.type(within(dialog).getByRole('textbox', { name: '登録日：開始' }), '01/15/2024');
    await user.type(within(dialog).getByRole('textbox', { name: '出版年：開始' }), '1920');
    await user.type(within(dialog).getByRole('textbox', { name: '出版年：終了' }), '1910');
    await user.click(within(dialog).getByRole('button', { name: '検索' }));
    expect(await within(dialog).findByText('日付はYYYY/MM/DDの形で入力してください。')).toBeTruthy();
    expect(within(dialog).getByText('開始は終了より後にできません。')).toBeTruthy();
    expect(within(dialog).getByText('この項目を入力してください。')).toBeTruthy();
    // The focus goes to the first wrong control.
    expect(document.activeElement).toBe(within(dialog).getByRole('textbox', { name: '登録日：開始' }));
    expect(network.callsTo('parameterSearchPublic')).toEqual([]);
    expect(new URL(window.location.href).search).toBe('');
  });

  it('asks for something to search when every box is empty', async () => {
    const { network } = await renderWithApp('/demo/search', handlers([parameterTab]));
    const { user, dialog } = await openOverlay();
    await user.click(await within(dialog).findByRole('button', { name: '検索' }));
    expect(await within(dialog).findByText('検索する言葉を入力するか、項目を選んでください。')).toBeTruthy();
    expect(network.callsTo('parameterSearchPublic')).toEqual([]);
  });

  it('Escape closes the overlay and gives the focus back to the icon', async () => {
    await renderWithApp('/demo/search', handlers([parameterTab]));
    const { user } = await openOverlay();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement?.getAttribute('data-search-launcher')).toBe(''));
  });
});

function hit(n: number, extra: Partial<FullTextHit> = {}): FullTextHit {
  return {
    ...card(n),
    matchedInTitle: false,
    matchedInMetadata: false,
    pageHitCount: 3,
    pages: [
      {
        pageNo: 12,
        snippet: [
          { text: '<b>吾輩</b>は', hit: false },
          { text: '猫', hit: true },
          { text: 'である', hit: false },
        ],
      },
      { pageNo: 40, snippet: [{ text: '猫', hit: true }] },
    ],
    refusal: null,
    ...extra,
  };
}

describe('full-text results (component test)', () => {
  const fullTextHandlers = (more: Handlers = {}) =>
    handlers([fullTextTab, parameterTab], {
      fullTextSearchPublic: () =>
        ok({
          ...pageOf([hit(1), hit(2, { fileKind: 'epub', pageHitCount: 1, matchedInTitle: true })]),
          terms: ['猫'],
        }),
      ...more,
    });

  it('searches inside the books from the full-text tab and shows each book’s pages with the words marked', async () => {
    const { network } = await renderWithApp('/demo/search', fullTextHandlers());
    const { user, dialog } = await openOverlay();
    await user.type(within(dialog).getByRole('searchbox', { name: '本文' }), '猫');
    await user.click(within(dialog).getByRole('button', { name: 'Find' }));
    await waitFor(() => expect(document.querySelectorAll('[data-hit]').length).toBe(2), { timeout: 5_000 });
    expect(network.callsTo('fullTextSearchPublic')[0]?.url).toContain(
      `searchKey=${encodeURIComponent('猫')}`,
    );
    expect(new URL(window.location.href).searchParams.get('words')).toBe('猫');
    const first = document.querySelector(`[data-hit="${elementId(1)}"]`) as HTMLElement;
    // Snippets are text: the server's markup is shown as written, the hit in <mark>.
    const snippet = first.querySelector('[data-page-hit="12"] [data-snippet]') as HTMLElement;
    expect(snippet.textContent).toBe('<b>吾輩</b>は猫である');
    expect([...snippet.querySelectorAll('mark')].map((m) => m.textContent)).toEqual(['猫']);
    expect(snippet.querySelector('b')).toBeNull();
    expect(within(first).getByText('12ページ')).toBeTruthy();
    expect(within(first).getByText('3ページで見つかりました')).toBeTruthy();
    const epub = document.querySelector(`[data-hit="${elementId(2)}"]`) as HTMLElement;
    expect(within(epub).getByText('セクション12')).toBeTruthy();
    expect(epub.querySelector('[data-matched="title"]')).not.toBeNull();
  });

  it('shows no text of a book the reader may not open, and says why where its pages would be', async () => {
    const closed = { pages: [], pageHitCount: 4 };
    await renderWithApp(
      '/demo/search?words=%E7%8C%AB&tab=1',
      fullTextHandlers({
        fullTextSearchPublic: () =>
          ok({
            ...pageOf([
              hit(1, { ...closed, refusal: ResultCode.PLAN_REQUIRED_TO_VIEW }),
              hit(2, { ...closed, refusal: ResultCode.LOGIN_REQUIRED }),
            ]),
            terms: ['猫'],
          }),
      }),
    );
    await waitFor(() => expect(document.querySelectorAll('[data-hit]').length).toBe(2), { timeout: 5_000 });
    const plan = document.querySelector(`[data-hit="${elementId(1)}"]`) as HTMLElement;
    expect(plan.querySelector('[data-page-hit]')).toBeNull();
    expect(within(plan).getByText('4ページで見つかりました')).toBeTruthy();
    expect(within(plan).getByText('この本の本文を読むにはプランが必要です。')).toBeTruthy();
    const login = document.querySelector(`[data-hit="${elementId(2)}"]`) as HTMLElement;
    expect(within(login).getByText('この本の本文を読むにはログインしてください。')).toBeTruthy();
  });

  it('a visitor’s click on a page asks for the login first when the server says a login opens it', async () => {
    const locked = { read: 850, favourite: 850, download: 903 };
    await renderWithApp(
      '/demo/search?words=%E7%8C%AB&tab=1',
      fullTextHandlers({
        fullTextSearchPublic: () => ok({ ...pageOf([hit(1, { access: locked })]), terms: ['猫'] }),
      }),
    );
    const user = userEvent.setup();
    const open = vi.fn(() => ({}) as Window);
    vi.stubGlobal('open', open);
    const page = await screen.findByRole('button', { name: /12ページ/ }, { timeout: 5_000 });
    await user.click(page);
    expect(await screen.findByRole('dialog', {}, { timeout: 5_000 })).toBeTruthy();
    expect(open).not.toHaveBeenCalled();
  });

  it('on an open portal a page opens the viewer in a new tab on that page with the words', async () => {
    const openSettings = (await import('../../test-support/fixtures/view-settings.open.json')).default;
    await renderWithApp('/open/search?words=%E7%8C%AB', {
      ...tenantHandlers('open'),
      sortFieldPublic: () => ok([]),
      fullTextSearchPublic: () =>
        ok({ ...pageOf([hit(1), hit(2, { fileKind: 'epub' })]), terms: ['猫', 'cat'] }),
    });
    expect(openSettings.data.company.accountType).toBe('OPEN');
    const open = vi.fn(() => ({}) as Window);
    vi.stubGlobal('open', open);
    const user = userEvent.setup();
    await waitFor(() => expect(document.querySelector('[data-page-hit="12"]')).not.toBeNull(), {
      timeout: 5_000,
    });
    // Open Shelf speaks Vietnamese: the page is named by its number in the page's language (its texts
    // may arrive after the results on a busy machine).
    const page = (
      await screen.findAllByRole('button', { name: /^Trang 12/ }, { timeout: 10_000 })
    )[0] as HTMLElement;
    await user.click(page);
    expect(open).toHaveBeenCalledWith(`/open/view-online/${elementId(1)}?page=12&q=%E7%8C%AB+cat`, '_blank');
    const epub = document.querySelector(`[data-hit="${elementId(2)}"] [data-page-hit="40"]`) as HTMLElement;
    await user.click(epub);
    expect(open).toHaveBeenLastCalledWith(
      `/open/view-online/${elementId(2)}?section=40&q=%E7%8C%AB+cat`,
      '_blank',
    );
  });

  it('full-text results come best match first until the reader picks a sort field', async () => {
    const { network } = await renderWithApp('/demo/search?words=%E7%8C%AB', {
      ...fullTextHandlers(),
      sortFieldPublic: () => ok(searchSortFields),
    });
    await waitFor(() => expect(document.querySelectorAll('[data-hit]').length).toBe(2), { timeout: 5_000 });
    expect(network.callsTo('fullTextSearchPublic')[0]?.url).not.toContain('sort_field');
    const user = userEvent.setup();
    const sort = screen.getByRole('group', { name: '並び順' });
    expect(within(sort).getByDisplayValue('関連度順')).toBeTruthy();
    await user.selectOptions(within(sort).getByRole('combobox', { name: '並べ替えの項目' }), 'タイトル');
    await waitFor(() =>
      expect(network.callsTo('fullTextSearchPublic').at(-1)?.url).toContain('sort_field=1'),
    );
  });

  it('on /home-search/{group} the search stays on that page and the full-text search keeps to the group', async () => {
    const { network } = await renderWithApp('/demo/home-search/7', {
      ...fullTextHandlers(),
      cataloguePage: () => ok(pageOf([card(5)])),
    });
    const { user, dialog } = await openOverlay();
    await user.type(await within(dialog).findByRole('searchbox', { name: '本文' }), '猫');
    await user.click(within(dialog).getByRole('button', { name: 'Find' }));
    await waitFor(() => expect(network.callsTo('fullTextSearchPublic').length).toBe(1), { timeout: 5_000 });
    expect(network.callsTo('fullTextSearchPublic')[0]?.url).toContain('contentGroupId=7');
    expect(window.location.pathname).toBe('/demo/home-search/7');
  });

  it('a 502 of the full-text search is silent: the page says the search failed, no toast', async () => {
    await renderWithApp('/demo/search?words=%E7%8C%AB', {
      ...fullTextHandlers(),
      fullTextSearchPublic: () => ({ status: 502, message: 'api.error.502', data: null }),
    });
    expect(
      await screen.findByText(
        '検索できませんでした。しばらくしてからもう一度お試しください。',
        {},
        { timeout: 5_000 },
      ),
    ).toBeTruthy();
    await new Promise((r) => setTimeout(r, 50));
    expect(document.querySelector('[data-toast]')).toBeNull();
  });
});

describe('parameter results (component test)', () => {
  const setting = settingsFixture.data.contentSearchResultSettingResponse;
  const withSetting = (patch: Partial<ViewSettings['contentSearchResultSettingResponse']>): Handlers => ({
    viewSettings: () =>
      ok({ ...settingsFixture.data, contentSearchResultSettingResponse: { ...setting, ...patch } }),
  });

  it('lays the cards out as the result setting asks (rows × items, paging top and bottom) and sorts by the search fields', async () => {
    const { network } = await renderWithApp('/demo/search?tab=2&b21=%E7%8C%AB', {
      ...handlers([parameterTab], {
        ...withSetting({ numRow: 2, itemsPerRow: 3, pagingPosition: 3, pageTitle: '蔵書検索' }),
        sortFieldPublic: () =>
          ok([
            {
              id: 31,
              serviceId: 1,
              type: 2,
              field: 'title',
              code: 1,
              title: 'Title',
              titleTranslations: {},
              ordinal: 1,
              isAcsDefault: true,
              isSortFieldDefault: false,
            },
            {
              id: 32,
              serviceId: 1,
              type: 2,
              field: 'uploadedAt',
              code: 6,
              title: 'Uploaded',
              titleTranslations: {},
              ordinal: 2,
              isAcsDefault: false,
              isSortFieldDefault: true,
            },
          ]),
        parameterSearchPublic: ({ query }) =>
          ok({
            ...pageOf(
              Array.from({ length: 6 }, (_, i) => card(i + 1)),
              20,
            ),
            number: Number(query.get('page') ?? 1),
            size: 6,
          }),
      }),
    });
    await waitFor(() => expect(document.querySelectorAll('[data-card]').length).toBe(6), { timeout: 5_000 });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('蔵書検索');
    expect(document.querySelector('[data-pager="top"]')).not.toBeNull();
    expect(document.querySelector('[data-pager="bottom"]')).not.toBeNull();
    const first = network.callsTo('parameterSearchPublic')[0];
    expect(first?.url).toContain('size=6');
    // The default search sort field (uploaded, descending by default) is sent by its code.
    expect(first?.url).toContain('sort_field=6');
    expect(first?.url).toContain('sort=DESC');
    expect(first?.body).toEqual([{ searchBoxId: 21, value: '猫' }]);
    expect(document.querySelector('[data-layout="wrap"]')?.getAttribute('style')).toContain('--per-row: 3');
  });

  it('a title view lists titles; no match says so', async () => {
    await renderWithApp('/demo/search?tab=2&b21=zzz', {
      ...handlers([parameterTab], {
        ...withSetting({ listView: 2 }),
        parameterSearchPublic: () => ok(pageOf([])),
      }),
    });
    expect(await screen.findByText('条件に合う本はありません。', {}, { timeout: 5_000 })).toBeTruthy();
  });

  it('/search without a search invites one; its button opens the overlay', async () => {
    await renderWithApp('/demo/search', handlers([parameterTab]));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '検索を開く' }, { timeout: 5_000 }));
    expect(await screen.findByRole('dialog', {}, { timeout: 5_000 })).toBeTruthy();
  });
});
