import { ResultCode } from '@hondana/contract';
import type { FastifyRequest } from 'fastify';
import { appError } from '../../platform/http/app-error.ts';
import { normaliseHost, type Tenant } from '../../platform/tenancy/resolve-tenant.ts';

export const REFERRER_HEADER = 'cus-referer';

const hostOf = (url: string): string | null => {
  try {
    return normaliseHost(new URL(url).host);
  } catch {
    return null;
  }
};

/**
 * When the service names referrer URLs (at most 5), a public detail is served only to a page reached
 * from one of them: the `cus-referer` header must start with one (case aside), or be a page of the
 * portal itself, so readers moving inside the portal are not refused. Otherwise 845.
 */
export function assertReferrerAllowed(tenant: Tenant, request: FastifyRequest): void {
  const allowed = tenant.service.referrerUrls;
  if (allowed.length === 0) return;
  const header = request.headers[REFERRER_HEADER];
  const referrer = (Array.isArray(header) ? header[0] : header)?.trim() ?? '';
  const lower = referrer.toLowerCase();
  const fromListed = referrer !== '' && allowed.some((url) => lower.startsWith(url.trim().toLowerCase()));
  const fromPortal = referrer !== '' && hostOf(referrer) === normaliseHost(request.hostname);
  if (!fromListed && !fromPortal) throw appError(ResultCode.REFERRER_URL_NOT_FOUND);
}
