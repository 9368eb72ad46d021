import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '../platform/config.ts';
import { connectDatabase } from '../platform/database/connection.ts';
import { startEmbeddedDatabase } from '../platform/database/embedded-database.ts';
import { applyMigrations } from '../platform/database/migrate.ts';
import { FilesystemStorage } from '../platform/storage/filesystem-storage.ts';
import { loadDemoDataOnce, removeDemoData } from './demo-data.ts';

/** `npm run seed` loads missing demo data; `npm run seed -- --reset` recreates it from scratch. */
async function main(): Promise<void> {
  const reset = process.argv.includes('--reset');
  const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
  const config = loadConfig(process.env, rootDir);
  const embedded = config.databaseUrl ? undefined : await startEmbeddedDatabase(config.dataDir);
  const database = connectDatabase(config.databaseUrl ?? embedded?.url ?? '');
  try {
    await applyMigrations(database);
    if (reset) await removeDemoData(database.db);
    const result = await loadDemoDataOnce({
      db: database.db,
      storage: new FilesystemStorage(config.storageDir),
      config,
    });
    console.log(`Demo data ${reset ? 'recreated' : 'checked'}: ${result.created} tenant(s) created.`);
  } finally {
    await database.close();
    await embedded?.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
