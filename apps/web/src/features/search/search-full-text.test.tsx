import { type FullTextHit, ResultCode } from '@hondana/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { type Handlers, ok, renderWithApp, tenantHandlers } from '../../test-support/render-with-app.tsx';
import {
  card,
  elementId,
  fullTextTab,
  handlers,
  openOverlay,
  pageOf,
  parameterTab,
  resetAfterEach,
  searchSortFields,
} from './search-test-support.tsx';

resetAfterEach();

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
