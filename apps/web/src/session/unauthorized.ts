import { ResultCode } from '@hondana/contract';
import { ApiError } from '../api/api-error.ts';

/**
 * Result codes of the "unauthorized" kind: no, invalid or expired access token, invalid
 * or missing session, and HTTP-like 401. They end the session and ask for a login (reauthorize). A
 * bad-request answer carrying one of them inside (`data.status`) counts too.
 */
export const UNAUTHORIZED_CODES: ReadonlySet<number> = new Set([
  ResultCode.UNAUTHORIZED,
  ResultCode.ACCESS_TOKEN_NOT_FOUND,
  ResultCode.ACCESS_TOKEN_INVALID,
  ResultCode.ACCESS_TOKEN_EXPIRED,
  ResultCode.SESSION_INVALID,
  ResultCode.SESSION_NOT_FOUND,
  ResultCode.SESSION_ENDED_BY_LIMIT,
]);

export function isUnauthorized(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  if (UNAUTHORIZED_CODES.has(error.status)) return true;
  const inner = (error.data as { status?: unknown } | null)?.status;
  return (
    error.status === ResultCode.BAD_REQUEST && typeof inner === 'number' && UNAUTHORIZED_CODES.has(inner)
  );
}
