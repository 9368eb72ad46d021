import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from '../../db/schema/index.ts';

export type Schema = typeof schema;
export type Database = NodePgDatabase<Schema>;

export interface DatabaseHandle {
  db: Database;
  pool: pg.Pool;
  close(): Promise<void>;
}

// bigint columns hold ids and counts well inside Number's safe range; read them as numbers.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

export function connectDatabase(
  url: string,
  options: { max?: number; onIdleError?: (error: Error) => void } = {},
): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: url, max: options.max ?? 10 });
  // An idle connection closed by the server (restart, shutdown) must not crash the process; the pool
  // replaces it on next use.
  pool.on('error', (error) => options.onIdleError?.(error));
  const db = drizzle({ client: pool, schema, casing: 'snake_case' });
  return { db, pool, close: () => pool.end() };
}

export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** A repository function accepts either the pool or an open transaction. */
export type Executor = Database | Transaction;
