/**
 * `npm run worker`: a process that only runs background jobs (no HTTP), on the database of
 * DATABASE_URL (or the embedded one under DATA_DIR when no server holds it). Run any number of them
 * beside servers started with WORKER=off; Ctrl-C (or SIGTERM) lets running jobs finish, then stops.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openJobQueue, startJobWorker } from './job-registry.ts';
import { processingDirOf, sweepProcessingFolders } from './modules/content/processing/index.ts';
import { systemClock } from './platform/clock.ts';
import { ConfigError, loadConfig } from './platform/config.ts';
import { loadMasterKey } from './platform/crypto/master-key.ts';
import { connectDatabase } from './platform/database/connection.ts';
import { startEmbeddedDatabase } from './platform/database/embedded-database.ts';
import { applyMigrations } from './platform/database/migrate.ts';
import type { JobQueue, JobWorker } from './platform/jobs/job-queue.ts';
import { createMailer } from './platform/mail/create-mailer.ts';
import { FilesystemStorage } from './platform/storage/filesystem-storage.ts';

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const quiet = new Set(['fatal', 'error', 'silent']);

async function main(): Promise<void> {
  const config = loadConfig(process.env, rootDir);
  const say = (message: string) => {
    if (!quiet.has(config.logLevel) && config.logLevel !== 'warn') console.log(message);
  };
  const log = {
    info: say,
    warn: (message: string) => config.logLevel !== 'silent' && console.warn(message),
    error: (message: string) => config.logLevel !== 'silent' && console.error(message),
  };
  const embedded = config.databaseUrl ? undefined : await startEmbeddedDatabase(config.dataDir);
  const databaseUrl = config.databaseUrl ?? embedded?.url;
  if (!databaseUrl) throw new Error('no database');
  const database = connectDatabase(databaseUrl, {
    onIdleError: (error) => log.error(`database connection lost: ${error.message}`),
  });
  const mailer = createMailer(database.db, config, log);
  let jobs: JobQueue | undefined;
  let worker: JobWorker | undefined;

  let stopping = false;
  const stop = async (signal: string, exitCode = 0) => {
    if (stopping) return;
    stopping = true;
    say(`${signal}: stopping the Hondana worker…`);
    await worker?.stop().catch(() => {});
    await jobs?.close().catch(() => {});
    await mailer.close().catch(() => {});
    await database.close().catch(() => {});
    await embedded?.stop();
    process.exit(exitCode);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  try {
    await applyMigrations(database);
    jobs = await openJobQueue(databaseUrl, { runsWorker: true, instanceName: 'worker', log });
    // Decrypted copies left by a worker killed mid-job (and in tmp, where older versions kept them).
    await sweepProcessingFolders(processingDirOf(config.dataDir));
    await sweepProcessingFolders();
    const masterKey = await loadMasterKey({ masterKey: config.masterKey, dataDir: config.dataDir, log });
    const deps = {
      db: database.db,
      jobs,
      mailer,
      clock: systemClock,
      publicUrl: config.publicUrl,
      storage: new FilesystemStorage(config.storageDir),
      masterKey: masterKey.key,
      processingDir: processingDirOf(config.dataDir),
      gatewayConfig: config,
    };
    worker = await startJobWorker(deps);
    say('Hondana worker running. Press Ctrl-C to stop.');
  } catch (error) {
    // Said before stopping: the stop ends the process.
    console.error('The Hondana worker could not start:', error);
    await stop('startup failure', 1);
    throw error;
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
