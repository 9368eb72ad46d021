import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.ts';
import { type DevIdentityProvider, startDevIdentityProvider } from './dev-identity/dev-identity-provider.ts';
import { openJobQueue, startJobWorker } from './job-registry.ts';
import { processingDirOf, sweepProcessingFolders } from './modules/content/processing/index.ts';
import { reconcileOrdersAfterStart } from './modules/orders/reconcile-orders.ts';
import { orderDepsOf } from './modules/orders/routes.ts';
import { backfillFullTextAcrossTenants } from './modules/search/full-text-backfill.ts';
import { systemClock } from './platform/clock.ts';
import { ConfigError, loadConfig } from './platform/config.ts';
import { loadMasterKey } from './platform/crypto/master-key.ts';
import { connectDatabase } from './platform/database/connection.ts';
import { startEmbeddedDatabase } from './platform/database/embedded-database.ts';
import { applyMigrations } from './platform/database/migrate.ts';
import type { JobQueue, JobWorker } from './platform/jobs/job-queue.ts';
import { createMailer } from './platform/mail/create-mailer.ts';
import { FilesystemStorage } from './platform/storage/filesystem-storage.ts';
import { portalOriginsOf } from './sandbox-gateway/portal-origins.ts';
import { type SandboxGateway, startSandboxGateway } from './sandbox-gateway/sandbox-gateway.ts';
import { type DemoBooksWatch, watchDemoBooksReady } from './seed/demo-books-ready.ts';
import { loadDemoCatalogueOnce } from './seed/demo-catalogue.ts';
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
  const jobLog = {
    info: (message: string) => app?.log.info(message),
    warn: (message: string) => (app ? app.log.warn(message) : console.warn(message)),
    error: (message: string) => (app ? app.log.error(message) : console.error(message)),
  };
  let jobs: JobQueue | undefined;
  let devIdentity: DevIdentityProvider | undefined;
  let sandboxGateway: SandboxGateway | undefined;
  let worker: JobWorker | undefined;
  let demoBooks: DemoBooksWatch | undefined;
  let queuedDemoBooks = 0;

  let stopping = false;
  const stop = async (signal: string, exitCode = 0) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: stopping Hondana…`);
    demoBooks?.stop();
    await worker?.stop().catch(() => {});
    await app?.close().catch(() => {});
    await devIdentity?.close().catch(() => {});
    await sandboxGateway?.close().catch(() => {});
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
    const masterKey = await loadMasterKey({
      masterKey: config.masterKey,
      dataDir: config.dataDir,
      log: console,
    });
    // Uploads cut off by a killed process left partial files; the next start removes them.
    await storage.sweepPartials(PARTIAL_UPLOAD_AGE_MS);
    // Decrypted copies left by a worker killed mid-job (and in tmp, where older versions kept them).
    await sweepProcessingFolders(processingDirOf(config.dataDir));
    await sweepProcessingFolders();
    const demo = config.demoData ? await loadDemoDataOnce({ db: database.db, storage, config }) : undefined;
    jobs = await openJobQueue(databaseUrl, {
      runsWorker: config.worker,
      instanceName: 'server',
      log: jobLog,
    });
    if (config.devIdentity) {
      devIdentity = await startDevIdentityProvider({
        port: config.devIdentityPort,
        redirectUris: DEV_IDENTITY_LOGIN_PATHS.map((p) => `${config.publicUrl}/${p}/login`),
      });
      console.log(`Development identity provider (Google, Microsoft, education ID): ${devIdentity.url}`);
    }
    if (config.sandboxGateway) {
      sandboxGateway = await startSandboxGateway({
        port: config.sandboxGatewayPort,
        allowOrigin: portalOriginsOf(config.publicUrl),
      });
      console.log(`Sandbox payment gateway (test cards in its README.md): ${sandboxGateway.url}`);
    }
    app = await buildApp({
      // The sandbox started here (on any free port with SANDBOX_GATEWAY_PORT=0) is the gateways' stand-in:
      // its real address is what the adapters call and the card pages' policy allows.
      config: sandboxGateway ? { ...config, sandboxGatewayUrl: sandboxGateway.url } : config,
      db: database.db,
      storage,
      mailer,
      jobs,
      masterKey: masterKey.key,
      ...(devIdentity ? { devIdentity } : {}),
    });
    await app.listen({ port: config.port, host: config.host });
    // Card orders a stopped process left between the gateway's answer and our commit.
    reconcileOrdersAfterStart({ ...orderDepsOf(app), minAgeMs: 2 * config.gatewayTimeoutMs }, console);
    // WORKER=off: jobs are only queued here, and `npm run worker` processes run them.
    if (config.worker) {
      const deps = {
        db: database.db,
        jobs,
        mailer,
        clock: systemClock,
        publicUrl: config.publicUrl,
        storage,
        masterKey: masterKey.key,
        processingDir: processingDirOf(config.dataDir),
        gatewayConfig: config,
      };
      worker = await startJobWorker(deps);
      // Rows stored before the full-text index existed get their vectors in the background, once.
      void backfillFullTextAcrossTenants(database.db).catch((error) =>
        console.error('Full-text backfill:', error),
      );
    }
    if (config.demoData) {
      const catalogue = await loadDemoCatalogueOnce({
        db: database.db,
        storage,
        jobs,
        masterKey: masterKey.key,
        booksDir: path.join(config.dataDir, 'demo-books'),
      });
      queuedDemoBooks = catalogue.contents;
      if (catalogue.contents > 0) {
        console.log(
          `Demo catalogue: ${catalogue.contents} books queued; the worker processes them now (a few minutes; this is said again when they are ready).`,
        );
      }
    }
    printWelcome(config, demo);
    if (config.demoData && config.worker && queuedDemoBooks > 0) {
      demoBooks = watchDemoBooksReady(database.db);
      demoBooks.ready.then(
        () => {
          console.log(
            `\nThe ${queuedDemoBooks} demo books are processed: every demo tenant's shelves are full.`,
          );
          printWelcome(config, demo);
        },
        () => {},
      );
    }
  } catch (error) {
    // Said before stopping: the stop ends the process.
    console.error('Hondana could not start:', error);
    await stop('startup failure', 1);
    throw error;
  }
}

/** The demo tenants that sign in through the development identity provider (their login pages). */
const DEV_IDENTITY_LOGIN_PATHS = ['demo', 'edu'];

/** A partial file this old belongs to no upload still running (a live upload keeps writing to it). */
const PARTIAL_UPLOAD_AGE_MS = 15 * 60 * 1000;

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
