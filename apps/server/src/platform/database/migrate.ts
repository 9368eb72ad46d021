import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { DatabaseHandle } from './connection.ts';

export const migrationsFolder = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../drizzle',
);

// Any constant shared by every Hondana process: several servers starting together migrate one at a time.
const MIGRATION_LOCK = 4_821_907;

/** Applies the committed SQL migrations; safe to run at every start and from several processes. */
export async function applyMigrations(database: DatabaseHandle): Promise<void> {
  const lock = await database.pool.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migrate(database.db, { migrationsFolder });
  } finally {
    await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
    lock.release();
  }
}
