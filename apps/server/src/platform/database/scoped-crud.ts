import { and, asc, count, eq, inArray, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Clock } from '../clock.ts';
import { inCompany, inService, type ServiceScope, type TenantScope } from '../tenancy/tenant-scope.ts';
import type { Executor } from './connection.ts';

/** An administration table of a service: an id, its tenant, an ordinal and an updated time. */
type AdminTable = PgTable & {
  id: AnyPgColumn;
  companyId: AnyPgColumn;
  serviceId: AnyPgColumn;
  ordinal: AnyPgColumn;
  updatedAt: AnyPgColumn;
};

type Row<T extends AdminTable> = T['$inferSelect'];
type Insert<T extends AdminTable> = Omit<T['$inferInsert'], 'companyId' | 'serviceId'>;

/** Rows of a company (any of its services) when the scope names none, else of the scope's service. */
const inScope = (table: AdminTable, scope: TenantScope): SQL =>
  scope.serviceId === null ? inCompany(table, scope) : inService(table, scope as ServiceScope);

/**
 * List, detail, add, update, delete and reorder over a service's administration table, every query
 * filtered by the TenantScope it takes first, `updated_at` from the injected clock. A module keeps its
 * own rules (duplicates, limits, defaults) and its reach checks; this is only the plumbing they share.
 */
export function scopedCrud<T extends AdminTable>(table: T, clock: Clock) {
  const byId = (scope: TenantScope, id: number) => and(inScope(table, scope), eq(table.id, id));
  return {
    /** One page of the rows in scope that match `where`, by ordinal then id, and how many match. */
    async list(
      db: Executor,
      scope: TenantScope,
      query: { where?: SQL | undefined; offset?: number; limit?: number },
    ): Promise<{ rows: Row<T>[]; total: number }> {
      const where = and(inScope(table, scope), query.where);
      const [rows, [counted]] = await Promise.all([
        db
          .select()
          .from(table as PgTable)
          .where(where)
          .orderBy(asc(table.ordinal), asc(table.id))
          .offset(query.offset ?? 0)
          .limit(query.limit ?? 100),
        db
          .select({ total: count() })
          .from(table as PgTable)
          .where(where),
      ]);
      return { rows: rows as Row<T>[], total: counted?.total ?? 0 };
    },

    async detail(db: Executor, scope: TenantScope, id: number): Promise<Row<T> | undefined> {
      const [row] = await db
        .select()
        .from(table as PgTable)
        .where(byId(scope, id));
      return row as Row<T> | undefined;
    },

    /** Inserts a row into the scope's service. */
    async add(db: Executor, scope: ServiceScope, values: Insert<T>): Promise<Row<T>> {
      const [row] = await db
        .insert(table)
        .values({ ...values, companyId: scope.companyId, serviceId: scope.serviceId } as T['$inferInsert'])
        .returning();
      return row as Row<T>;
    },

    /** Changes a row in scope; undefined when there is none. */
    async update(
      db: Executor,
      scope: TenantScope,
      id: number,
      values: Partial<Insert<T>>,
    ): Promise<Row<T> | undefined> {
      const rows = (await db
        .update(table)
        .set({ ...values, updatedAt: clock.now() } as never)
        .where(byId(scope, id))
        .returning()) as Row<T>[];
      return rows[0];
    },

    /** Deletes a row in scope; answers the row deleted, undefined when there was none. */
    async remove(db: Executor, scope: TenantScope, id: number): Promise<Row<T> | undefined> {
      const [row] = await db.delete(table).where(byId(scope, id)).returning();
      return row as Row<T> | undefined;
    },

    /** Ordinals 1, 2, … in the order of `ids`, which must be rows of the scope's service. */
    async reorder(db: Executor, scope: ServiceScope, ids: readonly number[]): Promise<void> {
      const now = clock.now();
      for (const [index, id] of ids.entries()) {
        await db
          .update(table)
          .set({ ordinal: index + 1, updatedAt: now } as never)
          .where(and(inService(table, scope), eq(table.id, id)));
      }
    },

    /** The ids among `ids` that are rows of the scope. */
    async idsInScope(db: Executor, scope: TenantScope, ids: readonly number[]): Promise<number[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select({ id: table.id })
        .from(table as PgTable)
        .where(and(inScope(table, scope), inArray(table.id, [...ids])));
      return rows.map((row) => Number(row.id));
    },
  };
}
