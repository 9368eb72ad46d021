import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error.ts';
import { queryString, withoutEmptyValues } from './client.ts';
import { isSilent } from './notify.ts';

describe('withoutEmptyValues', () => {
  it('drops empty values at every depth, keeps false and 0', () => {
    expect(
      withoutEmptyValues({
        a: '',
        b: null,
        c: undefined,
        d: [],
        e: 0,
        f: false,
        g: { h: '', i: 'x' },
        j: ['', 'y'],
      }),
    ).toEqual({ e: 0, f: false, g: { i: 'x' }, j: ['y'] });
  });
});

describe('queryString', () => {
  it('encodes values and repeats array keys, without empty ones', () => {
    expect(queryString({ domain: 'localhost', path: 'demo', empty: '', ids: [1, 2], q: 'a b&c' })).toBe(
      '?domain=localhost&path=demo&ids=1&ids=2&q=a+b%26c',
    );
    expect(queryString({ empty: '' })).toBe('');
    expect(queryString(undefined)).toBe('');
  });
});

describe('silent result codes (seed 001 §8)', () => {
  const error = (status: number, data: unknown = null) =>
    new ApiError(status, `api.error.${status}`, data, '/x');

  it('keeps quiet about 431 on a non-automatic login only', () => {
    expect(isSilent(error(431), { nonAutoLogin: true })).toBe(true);
    expect(isSilent(error(431))).toBe(false);
  });

  it('keeps quiet about 502 on full-text search only', () => {
    expect(isSilent(error(502), { fullTextSearch: true })).toBe(true);
    expect(isSilent(error(502))).toBe(false);
  });

  it('keeps quiet about 848, 601, 602, 850 and 401 inside a bad-request answer', () => {
    for (const inner of [848, 601, 602, 850, 401])
      expect(isSilent(error(400, { status: inner })), String(inner)).toBe(true);
    expect(isSilent(error(400, { status: 704 }))).toBe(false);
    expect(isSilent(error(601))).toBe(false);
  });
});
