import { DomainType } from '@hondana/contract';
import { and, asc, desc, eq } from 'drizzle-orm';
import { companies, services } from '../../db/schema/index.ts';
import type { Database, Executor } from '../database/connection.ts';
import type { ServiceScope } from './tenant-scope.ts';

export type CompanyRow = typeof companies.$inferSelect;
export type ServiceRow = typeof services.$inferSelect;

export async function findFullDomainCompany(db: Database, host: string): Promise<CompanyRow | undefined> {
  const [row] = await db
    .select()
    .from(companies)
    .where(and(eq(companies.domainType, DomainType.FULL_DOMAIN), eq(companies.domain, host)))
    .limit(1);
  return row;
}

export async function findPathService(
  db: Database,
  host: string,
  path: string,
): Promise<{ company: CompanyRow; service: ServiceRow } | undefined> {
  const [row] = await db
    .select({ company: companies, service: services })
    .from(services)
    .innerJoin(companies, eq(companies.id, services.companyId))
    .where(
      and(eq(services.path, path), eq(companies.domainType, DomainType.PATH), eq(companies.domain, host)),
    )
    .limit(1);
  return row;
}

/** The service a full-domain company answers with: its default one, else its oldest. */
export async function findDefaultService(db: Executor, companyId: number): Promise<ServiceRow | undefined> {
  const [row] = await db
    .select()
    .from(services)
    .where(eq(services.companyId, companyId))
    .orderBy(desc(services.isDefault), asc(services.id))
    .limit(1);
  return row;
}

export async function listServicePaths(db: Database, companyId: number): Promise<string[]> {
  const rows = await db
    .select({ path: services.path })
    .from(services)
    .where(eq(services.companyId, companyId))
    .orderBy(asc(services.id));
  return rows.map((r) => r.path);
}

export async function findCompanyById(db: Executor, id: number): Promise<CompanyRow | undefined> {
  const [row] = await db.select().from(companies).where(eq(companies.id, id)).limit(1);
  return row;
}

/** A service of a company (a service id of another company is not found). */
export async function findServiceOfCompany(
  db: Executor,
  scope: ServiceScope,
): Promise<ServiceRow | undefined> {
  const [row] = await db
    .select()
    .from(services)
    .where(and(eq(services.companyId, scope.companyId), eq(services.id, scope.serviceId)))
    .limit(1);
  return row;
}

/**
 * Holds the company row until the transaction ends, so that two registrations cannot both take the last
 * place under the user limit.
 */
export async function lockCompany(tx: Executor, scope: { companyId: number }): Promise<void> {
  await tx
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.id, scope.companyId))
    .for('update');
}

/** A service by its id, in any company (the caller checks the policy against its company). */
export async function findServiceById(db: Executor, id: number): Promise<ServiceRow | undefined> {
  const [row] = await db.select().from(services).where(eq(services.id, id)).limit(1);
  return row;
}
