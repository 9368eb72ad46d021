import { DomainType } from '@hondana/contract';
import type { Tenant } from '../../platform/tenancy/resolve-tenant.ts';

/**
 * An address of the tenant's portal for a mail: scheme and port of PUBLIC_URL, the company's host, and
 * the service path unless the tenant has its own domain. Never built from the request's Host header,
 * which a caller chooses.
 */
export function portalUrl(
  publicUrl: string,
  tenant: Tenant,
  route: string,
  query: Record<string, string> = {},
): string {
  const url = new URL(publicUrl);
  const domain = tenant.company.domain;
  if (domain.includes(':')) url.host = domain;
  else url.hostname = domain;
  const prefix = tenant.company.domainType === DomainType.FULL_DOMAIN ? '' : `/${tenant.service.path}`;
  url.pathname = `${prefix}/${route}`;
  url.search = new URLSearchParams(query).toString();
  url.hash = '';
  return url.toString();
}
