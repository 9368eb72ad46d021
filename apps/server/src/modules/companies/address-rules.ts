import { DomainType, isAllowedServicePath, isValidDomain, ResultCode } from '@hondana/contract';
import { and, eq, ne, sql } from 'drizzle-orm';
import { companies, services } from '../../db/schema/index.ts';
import type { Executor } from '../../platform/database/connection.ts';
import { appError } from '../../platform/http/app-error.ts';
import { normaliseHost } from '../../platform/tenancy/resolve-tenant.ts';

// Domains and paths are checked against every company's: writers of them take turns.
const ADDRESS_LOCK = 7_311_402;

/** Holds the address lock until the transaction ends, so two admins cannot take one address at once. */
export async function lockAddresses(tx: Executor): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${ADDRESS_LOCK})`);
}

/** The domain as tenants are looked up (lowercase, no trailing dot), or 415. */
export function checkedDomain(value: string): string {
  const domain = value.trim().toLowerCase().replace(/\.$/, '');
  if (!isValidDomain(domain)) throw appError(ResultCode.DOMAIN_FORMAT_INVALID, { field: 'domain' });
  return domain;
}

/**
 * A full-domain company owns its host: a full domain may not be another full-domain company's, nor a
 * host path companies are served on (it would answer for all of them), nor the platform's own host; a
 * path company may not be served on a full-domain company's host. 414 otherwise.
 */
export async function assertDomainFree(
  tx: Executor,
  request: { domainType: DomainType; domain: string; companyId: number | null; platformHost: string },
): Promise<void> {
  const { domainType, domain, companyId } = request;
  const others = companyId === null ? sql`true` : ne(companies.id, companyId);
  const wanted = domainType === DomainType.FULL_DOMAIN ? null : DomainType.FULL_DOMAIN;
  const [clash] = await tx
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.domain, domain), others, wanted ? eq(companies.domainType, wanted) : undefined))
    .limit(1);
  const platform = domainType === DomainType.FULL_DOMAIN && domain === normaliseHost(request.platformHost);
  if (clash || platform) throw appError(ResultCode.DOMAIN_EXISTS, { field: 'domain' });
}

/** The path as services hold it, or 415 (its form, or a route of the site). */
export function checkedPath(value: string): string {
  const path = value.trim().toLowerCase();
  if (!isAllowedServicePath(path)) throw appError(ResultCode.DOMAIN_FORMAT_INVALID, { field: 'path' });
  return path;
}

/** Paths are unique on the platform (the services table's index): one any other service holds is 414. */
export async function assertPathFreeAcrossTenants(
  tx: Executor,
  path: string,
  serviceId: number | null,
): Promise<void> {
  const [clash] = await tx
    .select({ id: services.id })
    .from(services)
    .where(and(eq(services.path, path), serviceId === null ? undefined : ne(services.id, serviceId)))
    .limit(1);
  if (clash) throw appError(ResultCode.DOMAIN_EXISTS, { field: 'path' });
}
