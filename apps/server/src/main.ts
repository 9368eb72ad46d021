import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './platform/config.ts';
import { connectDatabase } from './platform/database/connection.ts';
import { startEmbeddedDatabase } from './platform/database/embedded-database.ts';
import { applyMigrations } from './platform/database/migrate.ts';
import { createMailer } from './platform/mail/create-mailer.ts';
import { FilesystemStorage } from './platform/storage/filesystem-storage.ts';
import { loadDemoDataOnce } from './seed/demo-data.ts';
import { printWelcome } from './seed/welcome.ts';

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

async function main(): Promise<void> {
  const config = loadConfig(process.env, rootDir);
  const embedded = config.databaseUrl ? undefined : await startEmbeddedDatabase(config.dataDir);
  const databaseUrl = config.databaseUrl ?? embedded?.url;
  if (!databaseUrl) throw new Error('no database');
  const database = connectDatabase(databaseUrl, {
    onIdleError: (error) => console.error(`database connection lost: ${error.message}`),
  });
  const storage = new FilesystemStorage(config.storageDir);
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  // Mail is only sent once the app runs, so its lines go to the app's log.
  const mailer = createMailer(database.db, config, {
    info: (message) => app?.log.info(message),
    error: (message) => app?.log.error(message),
  });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: stopping Hondana…`);
    await app?.close().catch(() => {});
    await mailer.close().catch(() => {});
    await database.close().catch(() => {});
    await embedded?.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  try {
    await applyMigrations(database);
    const demo = config.demoData ? await loadDemoDataOnce({ db: database.db, storage, config }) : undefined;
    app = await buildApp({ config, db: database.db, storage, mailer });
    await app.listen({ port: config.port, host: config.host });
    printWelcome(config, demo);
  } catch (error) {
    await stop('startup failure');
    throw error;
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
