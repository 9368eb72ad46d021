import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type BrowserServer, chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { freePort } from '../apps/server/src/platform/net/free-port.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** `http://localhost:<port>`: the public URL of the server under test (path-mode tenants live below it). */
    e2eBaseUrl: string;
    /** Playwright endpoint of the one Chromium of the run, for `chromium.connect()`. */
    e2eWsEndpoint: string;
  }
}

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Flags measured to work for Debian's chromium on these machines. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Server settings a developer may have exported for `npm start`; the run under test must not see them. */
const SERVER_ENV = [
  'DATABASE_URL',
  'PORT',
  'HOST',
  'PUBLIC_URL',
  'TRUST_PROXY',
  'DATA_DIR',
  'STORAGE_DIR',
  'MASTER_KEY',
  'DEMO_DATA',
  'SMTP_URL',
  'MAIL_FROM',
  'ADMIN_HOST',
  'LOG_LEVEL',
  'NODE_ENV',
];

/**
 * The whole application as a user meets it: the web app built once, the real server (embedded
 * PostgreSQL, demo data) on a free port with a fresh data folder, and one headless Chromium that every
 * test file connects to.
 */
export default async function setup(project: TestProject) {
  const timings: string[] = [];
  const timed = async <T>(label: string, step: () => Promise<T>): Promise<T> => {
    const started = performance.now();
    const result = await step();
    timings.push(`${label} ${((performance.now() - started) / 1000).toFixed(1)} s`);
    return result;
  };

  if (process.env.E2E_SKIP_BUILD !== '1') {
    await timed('build', () => run('npm', ['run', 'build'], rootDir));
  } else if (!fs.existsSync(path.join(rootDir, 'apps/web/dist/index.html'))) {
    throw new Error(
      'E2E_SKIP_BUILD=1 but apps/web/dist/index.html does not exist: run `npm run build` first.',
    );
  }

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hondana-e2e-'));
  fs.chmodSync(dataDir, 0o755);
  let server: RunningServer | undefined;
  let browserServer: BrowserServer | undefined;

  const teardown = async () => {
    await browserServer?.close().catch(() => {});
    server?.quiet();
    if (server) await stopServer(server.child);
    fs.rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    const started = await timed('server start', () => startOnFreePort(dataDir));
    server = started.server;
    const { baseUrl } = started;
    const executablePath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
    browserServer = await timed('chromium launch', () =>
      chromium.launchServer({ executablePath, args: CHROMIUM_ARGS }),
    );
    project.provide('e2eBaseUrl', baseUrl);
    project.provide('e2eWsEndpoint', browserServer.wsEndpoint());
  } catch (error) {
    await teardown();
    throw error;
  }
  console.log(`e2e harness ready: ${timings.join(', ')}`);
  return teardown;
}

interface RunningServer {
  child: ChildProcess;
  output: () => string;
  /** Stops echoing the server's standard output (its goodbye message is not news). */
  quiet: () => void;
}

/** Runs a command to completion; its output is shown only when it fails. */
function run(command: string, args: string[], cwd: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout?.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr?.on('data', (chunk) => {
      output += chunk;
    });
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`\`${command} ${args.join(' ')}\` failed (${code ?? signal}):\n${output}`));
    });
  });
}

/**
 * The server on a free port. The port is free when chosen, not reserved: what the server starts before
 * it listens (its embedded PostgreSQL, the identity provider on port 0) can take it meanwhile, and the
 * start fails. One more try on another port (the data folder is reused, as a restart would); a second
 * failure is a real one.
 */
async function startOnFreePort(dataDir: string): Promise<{ server: RunningServer; baseUrl: string }> {
  for (let attempt = 1; ; attempt++) {
    const port = await freePort();
    const baseUrl = `http://localhost:${port}`;
    try {
      return { server: await startServer(port, baseUrl, dataDir), baseUrl };
    } catch (error) {
      if (attempt >= 2) throw error;
      console.warn(
        `The server did not start on port ${port}; trying once more on another port.\n${(error as Error).message}`,
      );
    }
  }
}

async function startServer(port: number, publicUrl: string, dataDir: string): Promise<RunningServer> {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of SERVER_ENV) delete env[name];
  Object.assign(env, {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_URL: publicUrl,
    LOG_LEVEL: 'warn',
    DEMO_DATA: 'on',
    // The development identity provider on a free port: a `npm start` running beside the tests holds 3301.
    DEV_IDENTITY_PORT: '0',
    // The same for the sandbox payment gateway (3302).
    SANDBOX_GATEWAY_PORT: '0',
  });
  const child = spawn(path.join(rootDir, 'node_modules/.bin/tsx'), ['apps/server/src/main.ts'], {
    cwd: rootDir,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    output += chunk;
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  // Warnings and errors the server logs while the tests run are worth seeing next to the failures.
  const echo = (chunk: Buffer) => process.stderr.write(`[server] ${chunk}`);

  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => fail(new Error(`server did not start within 120 s:\n${output}`)), 120_000);
    const onData = () => {
      if (!output.includes('Press Ctrl-C to stop.')) return;
      cleanup();
      resolve();
    };
    const onExit = (code: number | null, signal: NodeJS.Signals | null) =>
      fail(new Error(`server exited during start (${code ?? signal}):\n${output}`));
    const fail = (error: Error) => {
      cleanup();
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGINT');
      reject(error);
    };
    const cleanup = () => {
      clearTimeout(timer);
      child.stdout?.off('data', onData);
      child.off('exit', onExit);
    };
    child.stdout?.on('data', onData);
    child.once('exit', onExit);
    child.once('error', (error) => fail(error));
  });
  child.stdout?.on('data', echo);
  child.stderr?.on('data', echo);
  return { child, output: () => output, quiet: () => child.stdout?.off('data', echo) };
}

/** SIGINT as Ctrl-C would (the server stops its PostgreSQL), SIGKILL if it has not exited after 30 s. */
async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGINT');
  const timer = setTimeout(() => {
    console.error('e2e: the server did not stop within 30 s after SIGINT; killing it.');
    child.kill('SIGKILL');
  }, 30_000);
  await exited;
  clearTimeout(timer);
}
