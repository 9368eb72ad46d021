import { ResultCode } from '@hondana/contract';
import type { FastifyRequest } from 'fastify';
import { appError } from '../../platform/http/app-error.ts';
import { normaliseHost, type Tenant } from '../../platform/tenancy/resolve-tenant.ts';

export const REFERRER_HEADER = 'cus-referer';

const parsed = (url: string): URL | null => {
  try {
    const value = new URL(url.trim());
    return value.protocol === 'http:' || value.protocol === 'https:' ? value : null;
  } catch {
    return null;
  }
};

/** Scheme, host (lower case, IDN as punycode) and port (the scheme's default left out); null if no http(s) URL. */
export const originOf = (url: string): string | null => parsed(url)?.origin ?? null;

/**
 * When the service names referrer URLs (at most 5), a public detail is served only to a page reached
 * from one of them: the origin of the `cus-referer` header (scheme, host and port) must equal the
 * origin of one of them exactly (a listed path is not compared: browsers send only the origin to
 * another site by default), or the header must be a page of the portal itself (same host), so readers
 * moving inside the portal are not refused. Otherwise 845.
 */
export function assertReferrerAllowed(tenant: Tenant, request: FastifyRequest): void {
  const allowed = tenant.service.referrerUrls;
  if (allowed.length === 0) return;
  const header = request.headers[REFERRER_HEADER];
  const referrer = parsed((Array.isArray(header) ? header[0] : header) ?? '');
  const fromListed = referrer !== null && allowed.some((url) => originOf(url) === referrer.origin);
  const fromPortal = referrer !== null && normaliseHost(referrer.host) === normaliseHost(request.hostname);
  if (!fromListed && !fromPortal) throw appError(ResultCode.REFERRER_URL_NOT_FOUND);
}
