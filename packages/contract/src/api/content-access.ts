import { z } from 'zod';
import { ResultCode } from '../result-codes.ts';

/**
 * What the caller may do with a content, decided by the server's reader-access table
 * (docs/reader-access.md): `allowed`, or the result code the action would be refused with.
 */
export const accessOutcomeSchema = z.union([z.literal('allowed'), z.number().int()]);
export type AccessOutcome = z.infer<typeof accessOutcomeSchema>;

/** The caller's outcome of each action a card or detail offers. */
export const contentAccessSchema = z.object({
  read: accessOutcomeSchema,
  favourite: accessOutcomeSchema,
  download: accessOutcomeSchema,
});
export type ContentAccess = z.infer<typeof contentAccessSchema>;

/**
 * What lifts a refusal: `login` (a visitor may do it once signed in), `plan` (a plan covering the
 * content), `none` (nothing the caller can do here). The web shows one thing per remedy.
 */
export type AccessRemedy = 'allowed' | 'login' | 'plan' | 'none';

export function accessRemedyOf(outcome: AccessOutcome): AccessRemedy {
  if (outcome === 'allowed') return 'allowed';
  if (outcome === ResultCode.LOGIN_REQUIRED || outcome === ResultCode.ACCESS_TOKEN_NOT_FOUND) return 'login';
  if (outcome === ResultCode.PLAN_REQUIRED_TO_VIEW || outcome === ResultCode.PLAN_REQUIRED_FOR_FAVORITE)
    return 'plan';
  return 'none';
}
