import { ContentGroupType, PAGE_SIZE_MAX, sortFieldCodes } from '@hondana/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n as i18next } from '../../i18n/i18n.ts';
import { renderWithApp } from '../../test-support/render-with-app.tsx';
import { card, group, handlers, pageOf, resetAfterEach } from './catalogue-test-support.ts';
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

resetAfterEach();

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
