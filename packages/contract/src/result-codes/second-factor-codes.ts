import type { ResultCodeEntry } from './result-code-entry.ts';

/** 930-935: the staff's second factor (assigned by Hondana; documented in docs/result-codes.md). */
export const secondFactorCodes = [
  {
    code: 930,
    name: 'SECOND_FACTOR_WRONG_CODE',
    http: 401,
    meaning: 'Wrong, reused or expired authenticator code, or an unknown or used recovery code',
  },
  {
    code: 931,
    name: 'SECOND_FACTOR_CHALLENGE_INVALID',
    http: 401,
    meaning: 'The sign-in step is unknown, expired, used or spent by wrong codes: sign in again',
  },
  {
    code: 932,
    name: 'SECOND_FACTOR_ALREADY_ENROLLED',
    http: 409,
    meaning: 'A second factor is already set up',
  },
  { code: 933, name: 'SECOND_FACTOR_NOT_ENROLLED', http: 409, meaning: 'The account has no second factor' },
  {
    code: 934,
    name: 'SECOND_FACTOR_ENROLMENT_NOT_STARTED',
    http: 409,
    meaning: 'No enrolment is waiting for a code: start it again',
  },
  {
    code: 935,
    name: 'SECOND_FACTOR_REQUIRED',
    http: 403,
    meaning:
      'The account must keep a second factor (its company requires one, or it is a system admin who must)',
  },
] as const satisfies readonly ResultCodeEntry[];
