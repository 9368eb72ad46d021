import { type CatalogueCard, ResultCode } from '@hondana/contract';
import { describe, expect, it } from 'vitest';
import { endpointTests } from '../../../test/endpoint-kit.ts';
import { type Request, sorted, useParameterSearchWorld, visitor } from './parameter-search-test-support.ts';

const { box, harness, keyOf, keysOf, found, refused, reader } = useParameterSearchWorld();

describe('POST /content/public/search and /content/search', () => {
  endpointTests('parameterSearchPublic', harness.context, {
    happy: () => ({
      as: null,
      body: [{ searchBoxId: box.partial as number, value: 'さくら' }],
      check: (data) => {
        expect(sorted(keysOf(data))).toEqual(['k1', 'k4']);
        const cards = (data as { content: CatalogueCard[] }).content;
        const read = Object.fromEntries(cards.map((card) => [keyOf(card.id), card.access.read]));
        expect(read).toEqual({ k1: ResultCode.LOGIN_REQUIRED, k4: ResultCode.LOGIN_REQUIRED });
      },
    }),
    badInput: () => ({
      as: null,
      body: [{ searchBoxId: box.date, value: ['2023/02/29', ''] }],
      code: ResultCode.DATE_FORMAT_INVALID,
    }),
    otherTenantIds: () => ({
      as: null,
      body: [{ searchBoxId: box.b, value: 'x' }],
      code: ResultCode.SEARCH_BOX_NOT_FOUND,
    }),
  });
  endpointTests('parameterSearch', harness.context, {
    happy: (w) => ({
      as: w.readerA,
      body: [{ searchBoxId: box.partial as number, value: 'さくら' }],
      check: (data) => expect(sorted(keysOf(data))).toEqual(['k1', 'k4']),
    }),
    badInput: (w) => ({
      as: w.readerA,
      body: [{ searchBoxId: box.date, value: ['2024/02/02', '2024/02/01'] }],
      code: ResultCode.DATE_RANGE_INVALID,
    }),
    otherTenantIds: (w) => ({
      as: w.readerA,
      body: [{ searchBoxId: box.a2, value: 'x' }],
      code: ResultCode.SEARCH_BOX_NOT_FOUND,
    }),
  });

  it('answers every visible content, newest first, when nothing is asked', async () => {
    expect(await found(visitor, [])).toEqual(['k1', 'k2', 'k3', 'k7']);
    expect(await found(reader(), [])).toEqual(['k1', 'k2', 'k3', 'k7', 'k4']);
  });

  it('drops empty values', async () => {
    const empty: Request[] = [
      { searchBoxId: box.partial as number, value: '  ' },
      { searchBoxId: box.date as number, value: ['', ''] },
      { searchBoxId: box.multi as number, value: [] },
      { searchBoxId: box.groups as number, contentGroupIdList: [] },
      { searchBoxId: box.exact as number, value: null },
    ];
    expect(await found(visitor, empty)).toEqual(['k1', 'k2', 'k3', 'k7']);
  });

  it('shows a visitor login-required contents locked, and never unpublished or another service’s to anyone', async () => {
    expect(await found(visitor, [{ searchBoxId: box.partial as number, value: 'さくら' }])).toEqual(['k1']);
    expect(sorted(await found(reader(), [{ searchBoxId: box.single as number, value: 'Red' }]))).toEqual([
      'k1',
      'k3',
      'k4',
    ]);
  });

  describe('partial match', () => {
    const partial = (value: string) => found(visitor, [{ searchBoxId: box.partial as number, value }]);
    it('matches any field, case-insensitively', async () => {
      expect(sorted(await partial('TANAKA'))).toEqual(['k1', 'k3']);
      expect(await partial('guide')).toEqual(['k2']);
    });
    it('ignores width: ASCII finds full-width text and full-width finds ASCII', async () => {
      expect(await partial('abc')).toEqual(['k2']);
      expect(await partial('ｓｕｒｅ')).toEqual(['k3']);
    });
    it('takes %, _ and \\ literally', async () => {
      expect(await partial('100%')).toEqual(['k3']);
      expect(await partial('e_t')).toEqual(['k3']);
      expect(await partial('s_re')).toEqual([]);
      expect(await partial('%')).toEqual(['k3']);
      expect(await partial('\\')).toEqual([]);
    });
    it('takes one value (406 for several)', async () => {
      await refused(
        visitor,
        [{ searchBoxId: box.partial as number, value: ['a', 'b'] }],
        ResultCode.BAD_PARAMETERS,
      );
    });
  });

  describe('exact match', () => {
    const exact = (value: string) => found(visitor, [{ searchBoxId: box.exact as number, value }]);
    it('equals a text field case-insensitively, never a part of it', async () => {
      expect(sorted(await exact('TANAKA'))).toEqual(['k1', 'k3']);
      expect(await exact('Tanak')).toEqual([]);
    });
    it('compares the year as a number; a value that is not one matches no year', async () => {
      expect(await exact('2001')).toEqual(['k1']);
      expect(await exact('２０１０')).toEqual(['k2']);
      expect(await exact('20x1')).toEqual([]);
    });
  });
});
