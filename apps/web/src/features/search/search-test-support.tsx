/** Tabs, boxes and fake answers the search screens' component tests share (imported by *.test.tsx only). */
import { type SearchBox, SearchOperation, type SearchTab, SearchTabType } from '@hondana/contract';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, vi } from 'vitest';
import { initialSessionState, useSession } from '../../session/session-store.ts';
import { testCard, testElementId } from '../../test-support/catalogue-card.ts';
import { type Handlers, ok, tenantHandlers } from '../../test-support/render-with-app.tsx';
import { useSearchOverlay } from './search-overlay-store.ts';

/** Call once at a test file's top level: each test starts with no screen, session or open overlay. */
export function resetAfterEach() {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    useSession.setState(initialSessionState);
    useSearchOverlay.setState({ opened: false, mounted: false });
  });
}

export const elementId = testElementId;
export const card = testCard;

export function box(id: number, operation: number, label: string, extra: Partial<SearchBox> = {}): SearchBox {
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

export const button = {
  label: null,
  icon: 'search',
  backgroundColor: '#1d4e89',
  textColor: '#ffffff',
  align: 'right' as const,
};

export const fullTextTab: SearchTab = {
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

export const parameterTab: SearchTab = {
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

export const hiddenTab: SearchTab = { ...parameterTab, id: 3, title: 'Hidden', isShow: false, ordinal: 3 };

export const pageOf = <T,>(content: T[], total = content.length) => ({
  content,
  totalElements: total,
  totalPages: Math.max(1, Math.ceil(total / 10)),
  number: 1,
  size: 10,
});

export const searchSortFields = [
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

export function handlers(tabs: SearchTab[], more: Handlers = {}): Handlers {
  return {
    ...tenantHandlers('demo'),
    searchPagePublic: () => ok(tabs),
    sortFieldPublic: () => ok([]),
    parameterSearchPublic: () => ok(pageOf([card(1), card(2)])),
    ...more,
  };
}

export async function openOverlay() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: '検索' }, { timeout: 5_000 }));
  const dialog = await screen.findByRole('dialog', {}, { timeout: 5_000 });
  // The tabs load when the overlay first opens: a test opening it first in its file waits for them.
  await waitFor(() => expect(within(dialog).queryByRole('status')).toBeNull(), { timeout: 5_000 });
  return { user, dialog };
}
