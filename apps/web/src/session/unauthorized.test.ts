import { ResultCode } from '@hondana/contract';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/api-error.ts';
import { isUnauthorized } from './unauthorized.ts';

const error = (status: number, data: unknown = null) =>
  new ApiError(status, `api.error.${status}`, data, '/x');

describe('unauthorized-type answers (reauthorize, seed 001 §8)', () => {
  it('are 401 and the token and session codes 600-604', () => {
    const codes = [
      ResultCode.UNAUTHORIZED,
      ResultCode.ACCESS_TOKEN_NOT_FOUND,
      ResultCode.ACCESS_TOKEN_INVALID,
      ResultCode.ACCESS_TOKEN_EXPIRED,
      ResultCode.SESSION_INVALID,
      ResultCode.SESSION_NOT_FOUND,
    ];
    for (const status of codes) expect(isUnauthorized(error(status)), String(status)).toBe(true);
  });

  it('include a bad request that carries one of them', () => {
    const { BAD_REQUEST, ACCESS_TOKEN_INVALID, COMPANY_NOT_FOUND } = ResultCode;
    expect(isUnauthorized(error(BAD_REQUEST, { status: ACCESS_TOKEN_INVALID }))).toBe(true);
    expect(isUnauthorized(error(BAD_REQUEST, { status: COMPANY_NOT_FOUND }))).toBe(false);
  });

  it('exclude refusals that a login does not cure, and failures without an answer', () => {
    const codes = [
      0, // no answer
      ResultCode.FORBIDDEN,
      ResultCode.INVALID_ACCOUNT,
      ResultCode.WRONG_PASSWORD,
      ResultCode.INVALID_ROLE_ACCESS,
      ResultCode.NO_PERMISSION,
      ResultCode.ACCOUNT_LOCKED,
      ResultCode.USER_BLOCKED,
    ];
    for (const status of codes) expect(isUnauthorized(error(status)), String(status)).toBe(false);
    expect(isUnauthorized(new Error('x'))).toBe(false);
  });
});
