import { describe, expect, it } from 'vitest';
import { readTableState, type TableDefaults, tableQuery, writeTableState } from './table-state.ts';

const defaults: TableDefaults<{ text: string; group: string }> = {
  size: 20,
  sizes: [20, 50],
  sortable: ['title', 'updatedAt'],
  sort: 'updatedAt',
  direction: 'desc',
  filters: { text: '', group: '' },
};

describe('a server-paged list in the address', () => {
  it('reads paging, sort and filters, refusing what the list does not offer', () => {
    const state = readTableState(
      new URLSearchParams('page=3&size=50&sort=title&direction=asc&text=sea&other=1'),
      defaults,
    );
    expect(state).toEqual({
      page: 3,
      size: 50,
      sort: 'title',
      direction: 'asc',
      filters: { text: 'sea', group: '' },
    });
    expect(readTableState(new URLSearchParams('page=-1&size=7&sort=password'), defaults)).toEqual({
      page: 1,
      size: 20,
      sort: 'updatedAt',
      direction: 'desc',
      filters: { text: '', group: '' },
    });
  });

  it('writes only what differs from the defaults, and the server query carries all of it', () => {
    const state = {
      page: 2,
      size: 20,
      sort: 'title',
      direction: 'asc' as const,
      filters: { text: 'sea', group: '' },
    };
    expect(writeTableState(state, defaults).toString()).toBe('text=sea&sort=title&direction=asc&page=2');
    expect(tableQuery(state)).toEqual({ page: 2, size: 20, sort: 'title', direction: 'asc', text: 'sea' });
  });
});
