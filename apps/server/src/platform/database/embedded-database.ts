import pg from 'pg';
import { clusterDirFor, EmbeddedPostgres } from './embedded-postgres.ts';

export const EMBEDDED_DATABASE = 'hondana';

/** Starts the embedded cluster for `npm start` and makes sure the application database exists. */
export async function startEmbeddedDatabase(
  dataDir: string,
): Promise<{ url: string; stop(): Promise<void> }> {
  const clusterDir = clusterDirFor(dataDir);
  console.log(`Starting the embedded PostgreSQL in ${clusterDir}…`);
  const server = await EmbeddedPostgres.start({ clusterDir });
  const admin = new pg.Client(server.url('postgres'));
  await admin.connect();
  try {
    const found = await admin.query('select 1 from pg_database where datname = $1', [EMBEDDED_DATABASE]);
    if (found.rowCount === 0) await admin.query(`create database ${EMBEDDED_DATABASE}`);
  } finally {
    await admin.end();
  }
  return { url: server.url(EMBEDDED_DATABASE), stop: () => server.stop() };
}
