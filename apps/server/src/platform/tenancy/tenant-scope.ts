import { and, eq, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Tenant } from './resolve-tenant.ts';

/** `company_id = tenant's company`: the filter every query on company-owned rows starts from. */
export const inCompany = (table: { companyId: AnyPgColumn }, tenant: Tenant): SQL =>
  eq(table.companyId, tenant.company.id);

/** `company_id = … and service_id = …`: the filter for rows that belong to the tenant's service. */
export const inService = (table: { companyId: AnyPgColumn; serviceId: AnyPgColumn }, tenant: Tenant): SQL =>
  and(eq(table.companyId, tenant.company.id), eq(table.serviceId, tenant.service.id)) as SQL;
