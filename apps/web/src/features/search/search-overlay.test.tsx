import { SearchOperation } from '@hondana/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../test-support/render-with-app.tsx';
import {
  box,
  elementId,
  fullTextTab,
  handlers,
  hiddenTab,
  openOverlay,
  parameterTab,
  resetAfterEach,
} from './search-test-support.tsx';
import { OPEN_TO } from './search-values.ts';

resetAfterEach();

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
