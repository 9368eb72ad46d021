import { SearchOperation as Op, ResultCode } from '@hondana/contract';
import { describe, expect, it } from 'vitest';
import { likeLiteral, rangeOf, spellingsOf, valuesOf, yearValueOf } from './parameter-values.ts';

const range = (value: string[] | string | null, operation: Op = Op.DATE_RANGE) =>
  rangeOf({ searchBoxId: 1, value }, operation);
const codeOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return (error as { code?: number }).code;
  }
  return undefined;
};

describe('search values', () => {
  it('drops empty values and trims the others', () => {
    expect(valuesOf({ searchBoxId: 1, value: [' a ', '', '  '] })).toEqual(['a']);
    expect(valuesOf({ searchBoxId: 1, value: null })).toEqual([]);
  });

  it('checks calendar days: leap days of leap years only', () => {
    expect(range(['2024/02/29', '2000/02/29'].sort())).toEqual({ from: '2000/02/29', to: '2024/02/29' });
    expect(codeOf(() => range(['2100/02/29', '']))).toBe(ResultCode.DATE_FORMAT_INVALID);
    expect(codeOf(() => range(['2023/04/31', '']))).toBe(ResultCode.DATE_FORMAT_INVALID);
    expect(codeOf(() => range(['2023/00/10', '']))).toBe(ResultCode.DATE_FORMAT_INVALID);
    expect(codeOf(() => range(['2023/1/10', '']))).toBe(ResultCode.DATE_FORMAT_INVALID);
  });

  it('widens month ranges to whole months and year ranges to whole years', () => {
    expect(range(['2024/02/15', '2024/02/15'], Op.MONTH_RANGE)).toEqual({
      from: '2024/02/01',
      to: '2024/02/29',
    });
    expect(range(['2023/02', '2023/02'], Op.MONTH_RANGE)).toEqual({ from: '2023/02/01', to: '2023/02/28' });
    expect(range(['2023/06/15', '2024/01/01'], Op.YEAR_RANGE)).toEqual({
      from: '2023/01/01',
      to: '2024/12/31',
    });
    expect(range(['', '2023'], Op.YEAR_RANGE)).toEqual({ from: null, to: '2023/12/31' });
    expect(codeOf(() => range(['2023/02', ''], Op.DATE_RANGE))).toBe(ResultCode.DATE_FORMAT_INVALID);
    expect(codeOf(() => range(['2023', ''], Op.MONTH_RANGE))).toBe(ResultCode.DATE_FORMAT_INVALID);
  });

  it('keeps both ends inclusive and refuses a start after the end', () => {
    expect(range(['2024/01/01', '2024/01/01'])).toEqual({ from: '2024/01/01', to: '2024/01/01' });
    expect(range(['', ''])).toBeNull();
    expect(codeOf(() => range(['2024/01/02', '2024/01/01']))).toBe(ResultCode.DATE_RANGE_INVALID);
    expect(codeOf(() => range(['2024/05', '2024/04'], Op.MONTH_RANGE))).toBe(ResultCode.DATE_RANGE_INVALID);
  });

  it('spells text in both widths and escapes LIKE signs', () => {
    expect(spellingsOf('ab1')).toEqual(['ab1', 'ａｂ１']);
    expect(spellingsOf('ＡＢ')).toEqual(['ＡＢ', 'AB']);
    expect(spellingsOf('ｻｸﾗ')).toEqual(['ｻｸﾗ', 'サクラ']);
    expect(likeLiteral('10%_a\\')).toBe('10\\%\\_a\\\\');
    expect(yearValueOf('２０２４')).toBe(2024);
    expect(yearValueOf('2024年')).toBeUndefined();
  });
});
