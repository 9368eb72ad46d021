import { ResultCode } from '@hondana/contract';
import { describe, expect, it } from 'vitest';
import { sorted, useParameterSearchWorld, visitor } from './parameter-search-test-support.ts';

const { box, group, keysOf, search, found, refused, reader } = useParameterSearchWorld();

describe('POST /content/public/search and /content/search', () => {
  describe('choices', () => {
    it('single choice: one offered value, equal', async () => {
      expect(await found(visitor, [{ searchBoxId: box.single as number, value: 'Red' }])).toEqual([
        'k1',
        'k3',
      ]);
      await refused(
        visitor,
        [{ searchBoxId: box.single as number, value: 'Purple' }],
        ResultCode.BAD_PARAMETERS,
      );
      await refused(
        visitor,
        [{ searchBoxId: box.single as number, value: ['Red', 'Blue'] }],
        ResultCode.BAD_PARAMETERS,
      );
    });
    it('multiple choice: any of the values', async () => {
      const multi = box.multi as number;
      expect(await found(visitor, [{ searchBoxId: multi, value: ['Red', 'Blue'] }])).toEqual([
        'k1',
        'k2',
        'k3',
      ]);
      expect(await found(visitor, [{ searchBoxId: multi, value: ['Blue', 'Green'] }])).toEqual(['k2']);
    });
    it('groups: contents in any of the groups the box offers', async () => {
      const groups = box.groups as number;
      expect(
        await found(visitor, [{ searchBoxId: groups, contentGroupIdList: [group.novels as number] }]),
      ).toEqual(['k7']);
      expect(
        await found(reader(), [{ searchBoxId: groups, contentGroupIdList: [group.novels as number] }]),
      ).toEqual(['k7', 'k4']);
      expect(
        await found(visitor, [{ searchBoxId: groups, contentGroupIdList: [group.new as number] }]),
      ).toEqual(['k1', 'k2', 'k3']);
      const both = [group.new as number, group.novels as number];
      expect(await found(visitor, [{ searchBoxId: groups, contentGroupIdList: both }])).toEqual([
        'k1',
        'k2',
        'k3',
        'k7',
      ]);
    });
    it('favourite and recently-read groups only for a signed-in reader (710 for a visitor)', async () => {
      const groups = box.groups as number;
      const mine = [group.favourites as number];
      expect(await found(reader(), [{ searchBoxId: groups, contentGroupIdList: mine }])).toEqual(['k2']);
      expect(
        await found(reader(), [{ searchBoxId: groups, contentGroupIdList: [group.recent as number] }]),
      ).toEqual([]);
      await refused(
        visitor,
        [{ searchBoxId: groups, contentGroupIdList: mine }],
        ResultCode.CONTENT_GROUP_NOT_FOUND,
      );
    });
    it('refuses a group the box does not offer, a hidden group and a group in a box without groups (710)', async () => {
      const groups = box.groups as number;
      await refused(
        visitor,
        [{ searchBoxId: groups, contentGroupIdList: [group.notOffered as number] }],
        ResultCode.CONTENT_GROUP_NOT_FOUND,
      );
      await refused(
        visitor,
        [{ searchBoxId: groups, contentGroupIdList: [group.hidden as number] }],
        ResultCode.CONTENT_GROUP_NOT_FOUND,
      );
      await refused(
        visitor,
        [{ searchBoxId: box.multi as number, contentGroupIdList: [group.novels as number] }],
        ResultCode.CONTENT_GROUP_NOT_FOUND,
      );
    });
  });

  describe('boxes', () => {
    it('combines boxes with AND', async () => {
      const body = [
        { searchBoxId: box.partial as number, value: 'さくら' },
        { searchBoxId: box.single as number, value: 'Red' },
      ];
      expect(await found(visitor, body)).toEqual(['k1']);
      expect(sorted(await found(reader(), body))).toEqual(['k1', 'k4']);
      const none = [...body, { searchBoxId: box.exact as number, value: '1999' }];
      expect(await found(visitor, none)).toEqual([]);
    });
    it('ignores a full-text box (its words go to the full-text search)', async () => {
      expect(await found(visitor, [{ searchBoxId: box.fullText as number, value: 'zzz' }])).toEqual([
        'k1',
        'k2',
        'k3',
        'k7',
      ]);
    });
    it('refuses boxes of another service or company and unknown boxes (708)', async () => {
      await refused(
        visitor,
        [{ searchBoxId: box.a2 as number, value: 'さくら' }],
        ResultCode.SEARCH_BOX_NOT_FOUND,
      );
      await refused(
        reader(),
        [{ searchBoxId: box.b as number, value: 'さくら' }],
        ResultCode.SEARCH_BOX_NOT_FOUND,
      );
      await refused(
        visitor,
        [{ searchBoxId: 999_999_999, value: 'さくら' }],
        ResultCode.SEARCH_BOX_NOT_FOUND,
      );
    });
    it('refuses boxes of two tabs and a box named twice (406)', async () => {
      const partial = box.partial as number;
      await refused(
        visitor,
        [
          { searchBoxId: partial, value: 'a' },
          { searchBoxId: box.otherTab as number, value: 'b' },
        ],
        ResultCode.BAD_PARAMETERS,
      );
      await refused(
        visitor,
        [
          { searchBoxId: partial, value: 'a' },
          { searchBoxId: partial, value: 'b' },
        ],
        ResultCode.BAD_PARAMETERS,
      );
    });
    it('needs the boxes required at view from a visitor and at login from a reader (406)', async () => {
      const atView = { searchBoxId: box.atView as number, value: 'さくら' };
      const atLogin = { searchBoxId: box.atLogin as number, value: 'Tanaka' };
      const free = { searchBoxId: box.free as number, value: 'さくら' };
      await refused(visitor, [free], ResultCode.BAD_PARAMETERS);
      await refused(visitor, [{ ...atView, value: ' ' }, free], ResultCode.BAD_PARAMETERS);
      expect(await found(visitor, [atView])).toEqual(['k1']);
      await refused(reader(), [atView], ResultCode.BAD_PARAMETERS);
      expect(await found(reader(), [atLogin])).toEqual(['k1', 'k3']);
    });
  });

  describe('sorting and paging', () => {
    it('sorts by a search-result sort field, in its default direction unless one is sent', async () => {
      expect(await found(visitor, [], { sort_field: 4 })).toEqual(['k2', 'k1', 'k3', 'k7']);
      expect(await found(visitor, [], { sort_field: 4, sort: 'asc' })).toEqual(['k7', 'k3', 'k1', 'k2']);
      expect(await found(visitor, [], { sort_field: 12 })).toEqual(['k1', 'k2', 'k3', 'k7']);
    });
    it('sorts and pages what the boxes found, and counts it past the last page', async () => {
      const colours = [{ searchBoxId: box.multi as number, value: ['Red', 'Blue'] }];
      expect(await found(visitor, colours, { sort_field: 4, sort: 'ASC' })).toEqual(['k3', 'k1', 'k2']);
      // Japanese order (digits, Latin of either width, kana), not code points (full-width Latin last).
      expect(await found(visitor, colours, { sort_field: 1, sort: 'DESC' })).toEqual(['k1', 'k2', 'k3']);
      const second = await search(visitor, colours, { size: 2, page: 2 });
      // A visitor is shown the login-required k4 too, locked.
      expect(keysOf(second.json().data)).toEqual(['k3', 'k4']);
      const past = await search(visitor, colours, { size: 2, page: 5 });
      expect(past.json().data).toMatchObject({ content: [], totalElements: 4, totalPages: 2 });
    });
    it('pages, and starts a new search at page 1', async () => {
      const response = await search(visitor, [], { size: 3, page: 2 });
      expect(response.json().data).toMatchObject({ totalElements: 5, totalPages: 2, number: 2, size: 3 });
      expect(keysOf(response.json().data)).toEqual(['k7', 'k4']);
      const fresh = await search(visitor, [], { size: 3, page: 2, is_new_search: true });
      expect(fresh.json().data).toMatchObject({ number: 1 });
      expect(keysOf(fresh.json().data)).toEqual(['k1', 'k2', 'k3']);
    });
  });
});
