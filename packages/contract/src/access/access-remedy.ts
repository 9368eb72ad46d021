import { ResultCode } from '../result-codes.ts';

/**
 * What the caller may do with a content, decided by the server's reader-access table
 * (docs/reader-access.md): `allowed`, or the result code the action would be refused with.
 */
export type AccessOutcome = 'allowed' | number;

/**
 * What lifts a refusal: `login` (a visitor may do it once signed in), `plan` (a plan covering the
 * content), `none` (nothing the caller can do here). The web shows one thing per remedy.
 */
export type AccessRemedy = 'allowed' | 'login' | 'plan' | 'none';

// Apart from the schemas (api/content-access.ts): the cards of every shelf use it, and zod is not
// part of a page's first download.
export function accessRemedyOf(outcome: AccessOutcome): AccessRemedy {
  if (outcome === 'allowed') return 'allowed';
  if (outcome === ResultCode.LOGIN_REQUIRED || outcome === ResultCode.ACCESS_TOKEN_NOT_FOUND) return 'login';
  if (outcome === ResultCode.PLAN_REQUIRED_TO_VIEW || outcome === ResultCode.PLAN_REQUIRED_FOR_FAVORITE)
    return 'plan';
  return 'none';
}
