import { ApiError } from '../api/api-error.ts';

/**
 * Result codes of the "unauthorized" kind (seed 001 §8): no, invalid or expired access token, invalid
 * or missing session, and HTTP-like 401. They end the session and ask for a login (reauthorize). A
 * bad-request answer carrying one of them inside (`data.status`) counts too.
 */
export const UNAUTHORIZED_CODES: ReadonlySet<number> = new Set([401, 600, 601, 602, 603, 604]);

export function isUnauthorized(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  if (UNAUTHORIZED_CODES.has(error.status)) return true;
  const inner = (error.data as { status?: unknown } | null)?.status;
  return error.status === 400 && typeof inner === 'number' && UNAUTHORIZED_CODES.has(inner);
}
