import { ResultCode } from '@hondana/contract';
import { appError } from '../../platform/http/app-error.ts';

const codeByConstraint: Record<string, number> = {
  users_company_email_uq: ResultCode.USER_EMAIL_DUPLICATED,
  users_system_email_uq: ResultCode.USER_EMAIL_DUPLICATED,
  users_company_username_uq: ResultCode.USERNAME_DUPLICATED,
  users_system_username_uq: ResultCode.USERNAME_DUPLICATED,
};

/**
 * The unique indexes are the last word on duplicates: a write that lost a race against another one
 * answers 707 / 789 like the check before it, instead of a 500.
 */
export function asDuplicateError(error: unknown): unknown {
  let current: unknown = error;
  for (let depth = 0; depth < 3 && current && typeof current === 'object'; depth++) {
    const { code, constraint, cause } = current as { code?: string; constraint?: string; cause?: unknown };
    if (code === '23505' && constraint && codeByConstraint[constraint] !== undefined) {
      return appError(codeByConstraint[constraint]);
    }
    current = cause;
  }
  return error;
}
