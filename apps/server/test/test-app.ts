import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type App, buildApp } from '../src/app.ts';
import type { DevIdentityProvider } from '../src/dev-identity/dev-identity-provider.ts';
import type { Clock } from '../src/platform/clock.ts';
import { loadConfig } from '../src/platform/config.ts';
import type { Database } from '../src/platform/database/connection.ts';
import type { JobWorker } from '../src/platform/jobs/job-queue.ts';
import type { Mailer } from '../src/platform/mail/mailer.ts';
import { OutboxMailer } from '../src/platform/mail/outbox-mailer.ts';
import { FilesystemStorage } from '../src/platform/storage/filesystem-storage.ts';
import type { Storage } from '../src/platform/storage/storage.ts';
import { startTestWorker } from './jobs.ts';

export function testConfig(overrides: Record<string, string> = {}) {
  return loadConfig({ NODE_ENV: 'test', DEMO_DATA: 'off', LOG_LEVEL: 'silent', ...overrides }, os.tmpdir());
}

/**
 * The real application on a test database, driven with app.inject() (real routing, no sockets), with
 * its job worker running (env WORKER=off for none); waitForJobs (./jobs.ts) waits for queued work.
 */
export async function buildTestApp(
  db: Database,
  options: {
    webDistDir?: string;
    storage?: Storage;
    clock?: Clock;
    /** The development identity provider the app's dev-identity configurations use. */
    devIdentity?: DevIdentityProvider;
    /** Defaults to the dev outbox (mail stored in mail_outbox only). */
    mailer?: Mailer;
    /** Environment variables on top of testConfig()'s. */
    env?: Record<string, string>;
    extend?: (app: App) => void;
    /** pino options (a test that reads the log); quiet otherwise. */
    logger?: Record<string, unknown>;
  } = {},
): Promise<App> {
  // A storage folder made here is the app's own: it goes when the app closes.
  const ownStorage = options.storage ? null : fs.mkdtempSync(path.join(os.tmpdir(), 'hondana-storage-'));
  const app = await buildApp({
    config: testConfig(options.env),
    db,
    mailer: options.mailer ?? new OutboxMailer(db),
    storage: options.storage ?? new FilesystemStorage(ownStorage as string),
    logger: options.logger ?? false,
    webDistDir: options.webDistDir ?? path.join(os.tmpdir(), 'hondana-no-web-build'),
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.devIdentity ? { devIdentity: options.devIdentity } : {}),
  });
  options.extend?.(app);
  // As `npm start`: the job worker runs in the app unless WORKER=off (then call startTestWorker).
  let worker: JobWorker | undefined;
  app.addHook('preClose', async () => {
    await worker?.stop();
  });
  app.addHook('onClose', async () => {
    if (ownStorage) await fs.promises.rm(ownStorage, { recursive: true, force: true });
  });
  await app.ready();
  if (app.deps.config.worker) worker = await startTestWorker(app);
  return app;
}
