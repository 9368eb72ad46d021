import { ResultCode } from '@hondana/contract';
import { appError } from '../../platform/http/app-error.ts';

/** The unique name index is the last word: a write that lost a race answers 726 like the check before it. */
export function asGroupNameDuplicate(error: unknown): unknown {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 3; depth++) {
    const { code, constraint, cause } = e as { code?: string; constraint?: string; cause?: unknown };
    if (code === '23505' && constraint === 'content_groups_name_uq') {
      return appError(ResultCode.GROUP_NAME_DUPLICATED, { field: 'name' });
    }
    e = cause;
  }
  return error;
}
