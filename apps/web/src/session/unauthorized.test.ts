import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/api-error.ts';
import { isUnauthorized } from './unauthorized.ts';

const error = (status: number, data: unknown = null) =>
  new ApiError(status, `api.error.${status}`, data, '/x');

describe('unauthorized-type answers (reauthorize, seed 001 §8)', () => {
  it('are 401 and the token and session codes 600-604', () => {
    for (const status of [401, 600, 601, 602, 603, 604])
      expect(isUnauthorized(error(status)), String(status)).toBe(true);
  });

  it('include a bad request that carries one of them', () => {
    expect(isUnauthorized(error(400, { status: 601 }))).toBe(true);
    expect(isUnauthorized(error(400, { status: 704 }))).toBe(false);
  });

  it('exclude refusals that a login does not cure, and failures without an answer', () => {
    for (const status of [0, 403, 605, 609, 611, 614, 425, 830])
      expect(isUnauthorized(error(status)), String(status)).toBe(false);
    expect(isUnauthorized(new Error('x'))).toBe(false);
  });
});
