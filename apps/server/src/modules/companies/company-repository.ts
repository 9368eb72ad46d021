import type { AccountType, DomainType } from '@hondana/contract';
import { and, asc, count, desc, eq, ilike, inArray, or } from 'drizzle-orm';
import { companies, services } from '../../db/schema/index.ts';
import type { Executor } from '../../platform/database/connection.ts';
import type { CompanyRow } from '../../platform/tenancy/tenant-repository.ts';

export type CompanyValues = Partial<Omit<typeof companies.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>>;

export interface CompanyFilter {
  /** Only this company (a company or service admin's own); every company when null. */
  companyId: number | null;
  keyword?: string | undefined;
  accountType?: AccountType | undefined;
  domainType?: DomainType | undefined;
  page: number;
  size: number;
}

const like = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

/** Companies by page, newest first, with their services' paths. */
export async function pageCompaniesAcrossTenants(db: Executor, filter: CompanyFilter) {
  const where = and(
    filter.companyId === null ? undefined : eq(companies.id, filter.companyId),
    filter.keyword
      ? or(
          ilike(companies.name, like(filter.keyword)),
          ilike(companies.email, like(filter.keyword)),
          ilike(companies.domain, like(filter.keyword)),
        )
      : undefined,
    filter.accountType ? eq(companies.accountType, filter.accountType) : undefined,
    filter.domainType ? eq(companies.domainType, filter.domainType) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(companies)
      .where(where)
      .orderBy(desc(companies.id))
      .limit(filter.size)
      .offset((filter.page - 1) * filter.size),
    db.select({ n: count() }).from(companies).where(where),
  ]);
  const ids = rows.map((row) => row.id);
  const paths = ids.length
    ? await db
        .select({ companyId: services.companyId, path: services.path })
        .from(services)
        .where(inArray(services.companyId, ids))
        .orderBy(asc(services.id))
    : [];
  const pathsOf = new Map<number, string[]>();
  for (const { companyId, path } of paths) pathsOf.set(companyId, [...(pathsOf.get(companyId) ?? []), path]);
  return { rows: rows.map((row) => ({ row, paths: pathsOf.get(row.id) ?? [] })), total: total?.n ?? 0 };
}

export async function findCompanyForUpdate(tx: Executor, id: number): Promise<CompanyRow | undefined> {
  const [row] = await tx.select().from(companies).where(eq(companies.id, id)).for('update');
  return row;
}

export async function updateCompanyRow(tx: Executor, id: number, values: CompanyValues): Promise<CompanyRow> {
  const [row] = await tx.update(companies).set(values).where(eq(companies.id, id)).returning();
  if (!row) throw new Error(`company ${id} vanished during its update`);
  return row;
}

export async function insertCompany(
  tx: Executor,
  values: CompanyValues & { name: string; domain: string },
): Promise<CompanyRow> {
  const [row] = await tx.insert(companies).values(values).returning();
  if (!row) throw new Error('company not created');
  return row;
}
