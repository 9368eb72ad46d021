import type { Database } from '../database/connection.ts';

/**
 * The connection string of the pool behind a drizzle database (connectDatabase always makes one from
 * a URL), so that pg-boss opens its own small pool, with a LISTEN connection, on the same database.
 */
export function connectionStringOf(db: Database): string {
  const client = (db as unknown as { $client?: { options?: { connectionString?: unknown } } }).$client;
  const url = client?.options?.connectionString;
  if (typeof url !== 'string') throw new Error('the database handle does not carry its connection string');
  return url;
}
