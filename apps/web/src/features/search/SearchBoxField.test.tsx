import { SearchOperation, type SearchTab, SearchTabType } from '@hondana/contract';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { initialSessionState, useSession } from '../../session/session-store.ts';
import { ok, renderWithApp, tenantHandlers } from '../../test-support/render-with-app.tsx';
import { useSearchOverlay } from './search-overlay-store.ts';

afterEach(() => {
  cleanup();
  useSession.setState(initialSessionState);
  useSearchOverlay.setState({ opened: false, mounted: false });
});

const box = (id: number, operation: number, label: string) => ({
  id,
  tabId: 2,
  label,
  isShowLabel: true,
  size: 6,
  operation: operation as SearchTab['searchBoxes'][number]['operation'],
  searchType: SearchTabType.PARAM,
  searchFields: ['title'],
  matchValue: [],
  contentGroupResponseList: [],
  isRequiredAtLogin: false,
  isRequiredAtView: false,
  ordinal: id,
});

const tab: SearchTab = {
  id: 2,
  title: 'Details',
  titleTranslations: { ja: '詳細検索' },
  type: SearchTabType.PARAM,
  ordinal: 1,
  isShow: true,
  button: { label: null, icon: 'search', backgroundColor: '#1d4e89', textColor: '#ffffff', align: 'right' },
  searchBoxes: [box(21, SearchOperation.PARTIAL, 'タイトル'), box(25, SearchOperation.YEAR_RANGE, '出版年')],
};

describe('parameter search inputs (component test)', () => {
  it('an empty box is marked empty, so it keeps the neutral border instead of the "valid" colour', async () => {
    await renderWithApp('/demo/search', {
      ...tenantHandlers('demo'),
      searchPagePublic: () => ok([tab]),
      sortFieldPublic: () => ok([]),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '検索' }, { timeout: 5_000 }));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 5_000 });
    const title = await within(dialog).findByLabelText('タイトル', {}, { timeout: 5_000 });
    const from = within(dialog).getByRole('textbox', { name: '出版年：開始' });
    const to = within(dialog).getByRole('textbox', { name: '出版年：終了' });
    for (const input of [title, from, to]) expect(input.hasAttribute('data-empty')).toBe(true);

    await user.type(title, '坊っちゃん');
    await user.type(from, '1906');
    expect(title.hasAttribute('data-empty')).toBe(false);
    expect(from.hasAttribute('data-empty')).toBe(false);
    expect(to.hasAttribute('data-empty')).toBe(true);

    await user.clear(title);
    expect(title.hasAttribute('data-empty')).toBe(true);
  });
});
