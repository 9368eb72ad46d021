import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Tenant } from './resolve-tenant.ts';

/**
 * Whose rows a repository call may touch: one company, and one of its services where the rows belong to
 * a service. Every repository function on a tenant table takes it first and filters by it; a function
 * that must read across tenants says so in its name (`…AcrossTenants`).
 */
export interface TenantScope {
  readonly companyId: number;
  readonly serviceId: number | null;
}

/** The scope of rows that belong to one service of a company. */
export interface ServiceScope extends TenantScope {
  readonly serviceId: number;
}

/** The resolved tenant of a request as a scope: its company and the service it was addressed to. */
export const tenantScopeOf = (tenant: Tenant): ServiceScope => ({
  companyId: tenant.company.id,
  serviceId: tenant.service.id,
});

/** A whole company, for rows no service owns (users, templates shared by its services). */
export const companyScope = (companyId: number): TenantScope => ({ companyId, serviceId: null });

/** `company_id = …`: the filter every query on company-owned rows starts from. */
export const inCompany = (table: { companyId: AnyPgColumn }, scope: TenantScope): SQL =>
  eq(table.companyId, scope.companyId);

/** `company_id = … and service_id = …`: the filter for rows that belong to the scope's service. */
export const inService = (
  table: { companyId: AnyPgColumn; serviceId: AnyPgColumn },
  scope: ServiceScope,
): SQL => and(eq(table.companyId, scope.companyId), eq(table.serviceId, scope.serviceId)) as SQL;

/**
 * Which accounts (and their sessions, attempts and tokens) a query may see: one company's, or the
 * platform's own system admins, who belong to no company.
 */
export type AccountScope = TenantScope | 'platform';

/** The accounts of a company, or the platform's for a row without one. */
export const accountScopeOf = (companyId: number | null): AccountScope =>
  companyId === null ? 'platform' : companyScope(companyId);

/** The company_id a row written in the account scope gets: null for the platform's. */
export const companyIdOf = (scope: AccountScope): number | null =>
  scope === 'platform' ? null : scope.companyId;

/** `company_id = …`, or `company_id is null` for the platform's accounts. */
export const inAccountScope = (column: AnyPgColumn, scope: AccountScope): SQL =>
  scope === 'platform' ? isNull(column) : eq(column, scope.companyId);

/** `<alias>.<column>` of a raw query; the alias is written into the SQL, so it must be a plain name. */
const columnOf = (alias: string | SQL, column: 'company_id' | 'service_id'): SQL => {
  if (typeof alias !== 'string') return sql`${alias}.${sql.raw(column)}`;
  if (!/^[a-z_][a-z0-9_]*$/.test(alias)) throw new Error(`not a table alias: ${alias}`);
  return sql.raw(`${alias}.${column}`);
};

/**
 * `<alias>.company_id = $n` for raw SQL: the scope's company as a bound parameter, for the table known
 * as `alias` in the query (its alias, its name, or a fragment naming it). The tenant filter of raw
 * queries is always this fragment (scripts/check-tenant-scope.ts refuses one written by hand).
 */
export const companyIs = (alias: string | SQL, scope: TenantScope): SQL =>
  sql`${columnOf(alias, 'company_id')} = ${scope.companyId}`;

/** `<alias>.company_id = $n and <alias>.service_id = $m`: rows of the scope's service in raw SQL. */
export const serviceIs = (alias: string | SQL, scope: ServiceScope): SQL =>
  sql`${columnOf(alias, 'company_id')} = ${scope.companyId} and ${columnOf(alias, 'service_id')} = ${scope.serviceId}`;
