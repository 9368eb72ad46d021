import { type SearchBox, SearchOperation, SearchTabType } from '@hondana/contract';
import { describe, expect, it } from 'vitest';
import { addressOfSearch, searchOfAddress, searchTargetPath } from './search-address.ts';
import {
  checkSearch,
  OPEN_FROM,
  OPEN_TO,
  searchDayOf,
  toggleChip,
  typedOf,
  valuesFromRequests,
} from './search-values.ts';
import { viewerRouteAt } from './viewer-link.ts';

function box(id: number, operation: number, extra: Partial<SearchBox> = {}): SearchBox {
  return {
    id,
    tabId: 1,
    label: `Box ${id}`,
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

describe('range values, typed in the interface language', () => {
  it('turns each format into search days: month to its first or last day, year to 1 Jan or 31 Dec', () => {
    expect(searchDayOf('date', '29/02/2024', 'from', 'en')).toBe('2024/02/29');
    expect(searchDayOf('date', '3/2/2025', 'to', 'vn')).toBe('2025/02/03');
    expect(searchDayOf('date', '2025/2/3', 'to', 'ja')).toBe('2025/02/03');
    expect(searchDayOf('month', '02/2024', 'from', 'en')).toBe('2024/02/01');
    expect(searchDayOf('month', '02/2024', 'to', 'vn')).toBe('2024/02/29');
    expect(searchDayOf('month', '2025/02', 'to', 'ja')).toBe('2025/02/28');
    expect(searchDayOf('year', '2024', 'from', 'ja')).toBe('2024/01/01');
    expect(searchDayOf('year', '2024', 'to', 'en')).toBe('2024/12/31');
  });

  it('refuses what is not a calendar day in the language format', () => {
    for (const typed of ['29/02/2025', '01/13/2024', '2024/01/02', '01-02-2024', '10/00/2024', 'soon'])
      expect(searchDayOf('date', typed, 'from', 'en')).toBeNull();
    expect(searchDayOf('date', '02/01/2024', 'from', 'ja')).toBeNull();
    expect(searchDayOf('month', '13/2024', 'from', 'en')).toBeNull();
    expect(searchDayOf('month', '2024/02', 'from', 'en')).toBeNull();
    expect(searchDayOf('month', '02/2024', 'from', 'ja')).toBeNull();
    expect(searchDayOf('year', '24', 'from', 'en')).toBeNull();
    expect(searchDayOf('year', '0000', 'from', 'en')).toBeNull();
  });

  it('shows a search day back in the box’s format, an open end as empty', () => {
    expect(typedOf('date', '2024/02/29', 'en')).toBe('29/02/2024');
    expect(typedOf('date', '2024/02/29', 'ja')).toBe('2024/02/29');
    expect(typedOf('month', '2024/02/01', 'vn')).toBe('02/2024');
    expect(typedOf('month', '2024/02/01', 'ja')).toBe('2024/02');
    expect(typedOf('year', '2024/12/31', 'en')).toBe('2024');
    expect(typedOf('date', OPEN_FROM, 'en')).toBe('');
    expect(typedOf('year', OPEN_TO, 'ja')).toBe('');
  });
});

describe('checking a search before it is sent', () => {
  const boxes = [
    box(1, SearchOperation.PARTIAL),
    box(2, SearchOperation.DATE_RANGE),
    box(3, SearchOperation.YEAR_RANGE),
    box(4, SearchOperation.SINGLE_CHOICE, { matchValue: ['A', 'B'] }),
    box(5, SearchOperation.MULTI_CHOICE, {
      matchValue: ['x'],
      contentGroupResponseList: [{ id: 9, name: 'G', nameTranslations: {}, type: 1 }],
    }),
    box(6, SearchOperation.MONTH_RANGE),
  ];

  it('drops empty values and sends each operation as the contract says', () => {
    const check = checkSearch(
      boxes,
      {
        1: { kind: 'text', text: '  novel ' },
        2: { kind: 'range', from: '15/01/2024', to: '' },
        3: { kind: 'range', from: '', to: '' },
        4: { kind: 'choice', chosen: ['v:B'] },
        5: { kind: 'choice', chosen: ['v:x', 'g:9'] },
        6: { kind: 'range', from: '03/2020', to: '04/2020' },
      },
      false,
      'en',
    );
    expect(check.problems).toEqual({});
    expect(check.requests).toEqual([
      { searchBoxId: 1, value: 'novel' },
      { searchBoxId: 2, value: ['2024/01/15', OPEN_TO] },
      { searchBoxId: 4, value: 'B' },
      { searchBoxId: 5, value: ['x'], contentGroupIdList: [9] },
      { searchBoxId: 6, value: ['2020/03/01', '2020/04/30'] },
    ]);
  });

  it('finds a malformed end, a start after its end, a required box left empty, and an empty search', () => {
    const required = [...boxes, box(7, SearchOperation.EXACT, { isRequiredAtView: true })];
    const check = checkSearch(
      required,
      {
        2: { kind: 'range', from: '01/31/2024', to: '' },
        3: { kind: 'range', from: '2025', to: '2024' },
      },
      false,
      'en',
    );
    expect(check.problems).toEqual({
      2: { from: 'date' },
      3: { to: 'startAfterEnd' },
      7: { box: 'required' },
    });
    expect(check.requests).toEqual([]);
    // The same year at both ends is a whole year, not a start after its end.
    expect(
      checkSearch(boxes, { 3: { kind: 'range', from: '2024', to: '2024' } }, false, 'en').requests,
    ).toEqual([{ searchBoxId: 3, value: ['2024/01/01', '2024/12/31'] }]);
    expect(checkSearch(boxes, {}, false, 'en').empty).toBe(true);
    // Required at login: only for a signed-in reader.
    const atLogin = [box(8, SearchOperation.PARTIAL, { isRequiredAtLogin: true })];
    expect(checkSearch(atLogin, {}, false, 'en').problems).toEqual({});
    expect(checkSearch(atLogin, {}, true, 'en').problems).toEqual({ 8: { box: 'required' } });
  });

  it('a single-choice box holds one chip, a multi-choice box several', () => {
    expect(toggleChip(['v:A'], 'v:B', true)).toEqual(['v:B']);
    expect(toggleChip(['v:A'], 'v:A', true)).toEqual([]);
    expect(toggleChip(['v:A'], 'v:B', false)).toEqual(['v:A', 'v:B']);
    expect(toggleChip(['v:A', 'v:B'], 'v:A', false)).toEqual(['v:B']);
  });
});

describe('the search in the address', () => {
  it('keeps a parameter search through the address and back into the form', () => {
    const requests = [
      { searchBoxId: 1, value: 'novel' },
      { searchBoxId: 2, value: ['2024/01/15', OPEN_TO] },
      { searchBoxId: 5, value: ['x', 'y'], contentGroupIdList: [9] },
    ];
    const query = addressOfSearch(
      { type: 'parameter', tabId: 3, requests },
      new URLSearchParams('page=4&sort=2&dir=DESC&words=old&b77=gone'),
    );
    expect(query.get('page')).toBeNull();
    expect(query.get('sort')).toBe('2');
    expect(query.get('words')).toBeNull();
    expect(query.get('b77')).toBeNull();
    expect(searchOfAddress(query)).toEqual({ type: 'parameter', tabId: 3, requests });
    const values = valuesFromRequests(
      [
        box(1, SearchOperation.PARTIAL),
        box(2, SearchOperation.DATE_RANGE),
        box(5, SearchOperation.MULTI_CHOICE),
      ],
      requests,
      'en',
    );
    expect(values).toEqual({
      1: { kind: 'text', text: 'novel' },
      2: { kind: 'range', from: '15/01/2024', to: '' },
      5: { kind: 'choice', chosen: ['v:x', 'v:y', 'g:9'] },
    });
  });

  it('reads full-text and hashtag searches; nothing else is a search', () => {
    expect(searchOfAddress(new URLSearchParams('words=%E5%90%BE%E8%BC%A9&tab=2'))).toEqual({
      type: 'fullText',
      tabId: 2,
      words: '吾輩',
    });
    expect(searchOfAddress(new URLSearchParams('hashtag=5&tag=x'))).toEqual({
      type: 'hashtag',
      hashtagId: 5,
    });
    expect(searchOfAddress(new URLSearchParams('page=2'))).toBeNull();
    expect(searchOfAddress(new URLSearchParams('tab=abc&words=%20'))).toBeNull();
  });

  it('lands on /search unless already on a search page without a content id (seed 000 §2)', () => {
    expect(searchTargetPath('/search')).toBe('/search');
    expect(searchTargetPath('/home-search')).toBe('/home-search');
    expect(searchTargetPath('/home-search/12')).toBe('/home-search/12');
    expect(searchTargetPath('/home-search/12/content0000000001')).toBe('/search');
    expect(searchTargetPath('/search/content0000000001')).toBe('/search');
    expect(searchTargetPath('/')).toBe('/search');
    expect(searchTargetPath('/12')).toBe('/search');
  });

  it('builds the viewer link on the found page: PDF by page, EPUB by section, with the words', () => {
    expect(viewerRouteAt({ id: 'abc', fileKind: 'pdf' }, 7, 12, ['吾輩', 'cat'])).toBe(
      '/view-online/abc/7?page=12&q=%E5%90%BE%E8%BC%A9+cat',
    );
    expect(viewerRouteAt({ id: 'abc', fileKind: 'epub' }, null, 3, [])).toBe('/view-online/abc?section=3');
  });
});
