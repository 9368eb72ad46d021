import { ResultCode } from '@hondana/contract';
import { describe, expect, it } from 'vitest';
import { useParameterSearchWorld, visitor } from './parameter-search-test-support.ts';

const { box, found, refused } = useParameterSearchWorld();

describe('POST /content/public/search and /content/search', () => {
  describe('date range', () => {
    const dates = (value: string[]) => found(visitor, [{ searchBoxId: box.date as number, value }]);
    it('counts the upload date’s day in Japan, both ends included', async () => {
      expect(await dates(['2024/02/01', '2024/02/01'])).toEqual(['k1']);
      expect(await dates(['2024/01/31', '2024/01/31'])).toEqual([]);
      expect(await dates(['2023/12/31', '2023/12/31'])).toEqual(['k2']);
    });
    it('leaves an empty end open', async () => {
      expect(await dates(['2024/01/01', ''])).toEqual(['k1', 'k3']);
      expect(await dates(['', '2023/12/31'])).toEqual(['k2']);
      expect(await dates(['2024/03/01'])).toEqual(['k3']);
    });
    it('reads params holding a YYYY/MM/DD date (the leap day), never other text', async () => {
      expect(await dates(['2024/02/29', '2024/02/29'])).toEqual(['k1']);
      expect(await dates(['2024/02/02', '2024/02/29'])).toEqual(['k1']);
    });
    it('refuses a value that is not a date (408), a start after the end (409), a lone text (406)', async () => {
      const date = box.date as number;
      await refused(
        visitor,
        [{ searchBoxId: date, value: ['2023/02/29', ''] }],
        ResultCode.DATE_FORMAT_INVALID,
      );
      await refused(
        visitor,
        [{ searchBoxId: date, value: ['2024/13/01', ''] }],
        ResultCode.DATE_FORMAT_INVALID,
      );
      await refused(
        visitor,
        [{ searchBoxId: date, value: ['', 'yesterday'] }],
        ResultCode.DATE_FORMAT_INVALID,
      );
      await refused(
        visitor,
        [{ searchBoxId: date, value: ['2024-01-01', ''] }],
        ResultCode.DATE_FORMAT_INVALID,
      );
      await refused(
        visitor,
        [{ searchBoxId: date, value: ['2024/01/02', '2024/01/01'] }],
        ResultCode.DATE_RANGE_INVALID,
      );
      await refused(visitor, [{ searchBoxId: date, value: '2024/01/01' }], ResultCode.BAD_PARAMETERS);
      await refused(
        visitor,
        [{ searchBoxId: date, value: ['2024/01/01', '2024/01/02', '2024/01/03'] }],
        ResultCode.BAD_PARAMETERS,
      );
    });
  });

  describe('month and year ranges', () => {
    it('take whole months: the month’s last day is included', async () => {
      const month = (value: string[]) => found(visitor, [{ searchBoxId: box.month as number, value }]);
      expect(await month(['2023/12/01', '2023/12/01'])).toEqual(['k2']);
      expect(await month(['2024/02', '2024/03'])).toEqual(['k1', 'k3']);
      expect(await month(['2024/03/01', ''])).toEqual(['k3']);
      await refused(
        visitor,
        [{ searchBoxId: box.month as number, value: ['2024/03', '2024/02'] }],
        ResultCode.DATE_RANGE_INVALID,
      );
    });
    it('take whole years: the year field by its years, the upload date to 31 December', async () => {
      const year = (value: string[]) => found(visitor, [{ searchBoxId: box.year as number, value }]);
      expect(await year(['2001/06/01', '2001/06/01'])).toEqual(['k1']);
      expect(await year(['1999', '2001'])).toEqual(['k1', 'k3']);
      expect(await year(['2010/12/31', ''])).toEqual(['k2']);
      const uploaded = (value: string[]) =>
        found(visitor, [{ searchBoxId: box.yearUploaded as number, value }]);
      expect(await uploaded(['', '2023/01/01'])).toEqual(['k2']);
      expect(await uploaded(['2024', '2024'])).toEqual(['k1', 'k3']);
      await refused(
        visitor,
        [{ searchBoxId: box.year as number, value: ['2001/02/30', ''] }],
        ResultCode.DATE_FORMAT_INVALID,
      );
    });
  });
});
