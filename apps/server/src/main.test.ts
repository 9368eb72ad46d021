import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from './platform/net/free-port.ts';

/**
 * `npm start` as a user runs it: the real server process with its own embedded PostgreSQL, over real
 * HTTP, stopped by SIGINT. Proves the README's promises: demo data on first start, data kept on the
 * second, no PostgreSQL left behind.
 */
const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tsx = path.resolve(serverDir, '../../node_modules/.bin/tsx');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hondana-main-'));
fs.chmodSync(dataDir, 0o755);

afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

function get(port: number, url: string, host: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: url, headers: { host } }, (res) => {
        let body = '';
        res.on('data', (chunk) => {
          body += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      })
      .on('error', reject);
  });
}

async function startServer(port: number): Promise<{ child: ChildProcess; output: () => string }> {
  // LOG_LEVEL left to its default: what a newcomer's terminal shows.
  const { LOG_LEVEL: _, ...inherited } = process.env;
  const child = spawn(tsx, ['src/main.ts'], {
    cwd: serverDir,
    env: { ...inherited, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  await new Promise<void>((resolve, reject) => {
    const timer = setInterval(() => {
      if (output.includes('Press Ctrl-C to stop.')) {
        clearInterval(timer);
        resolve();
      }
    }, 100);
    child.once('exit', (code) => {
      clearInterval(timer);
      reject(new Error(`server exited (${code}):\n${output}`));
    });
  });
  return { child, output: () => output };
}

async function stopServer(child: ChildProcess): Promise<number | null> {
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  child.kill('SIGINT');
  return exited;
}

const postgresPid = () => {
  const pidFile = path.join(dataDir, 'postgres', 'data', 'postmaster.pid');
  return fs.existsSync(pidFile) ? Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]) : undefined;
};

describe('npm start', () => {
  it('serves the demo tenants over HTTP, stops cleanly and keeps its data', {
    timeout: 300_000,
  }, async () => {
    const port = await freePort();
    const first = await startServer(port);
    expect(first.output()).toContain('Demo data loaded: 5 demo tenant(s) created.');
    expect(first.output()).toContain('sysadmin@hondana.test');

    const demo = await get(port, '/api/v1/service-admin/public/view-settings?path=demo', `localhost:${port}`);
    expect(demo.status).toBe(200);
    expect(JSON.parse(demo.body).data.company.companyName).toBe('Demo Library');
    const books = await get(port, '/api/v1/company/public/get-detail', `books.localhost:${port}`);
    expect(JSON.parse(books.body).data).toMatchObject({
      companyName: 'Books Domain',
      domainType: 'FULL_DOMAIN',
    });
    const docs = await get(port, '/api/docs/json', `localhost:${port}`);
    expect(JSON.parse(docs.body).paths).toHaveProperty(['/api/v1/terms-and-condition/public']);
    // The banner comes last; the requests just made add no line to the terminal (checked once stopped,
    // when the log is flushed).
    const lines = first.output().trimEnd().split('\n');
    expect(lines.at(-1)).toBe('Press Ctrl-C to stop.');
    expect(first.output().indexOf('Demo catalogue:')).toBeLessThan(first.output().indexOf('Demo accounts'));

    const pid = postgresPid();
    expect(pid).toBeGreaterThan(0);
    expect(await stopServer(first.child)).toBe(0);
    expect(first.output()).not.toMatch(/"reqId"|request completed|incoming request/);
    expect(() => process.kill(pid ?? 0, 0)).toThrow();
    expect(postgresPid()).toBeUndefined();

    const second = await startServer(port);
    expect(second.output()).not.toContain('Demo data loaded');
    const again = await get(port, '/api/v1/company/public/get-detail?path=campus', `localhost:${port}`);
    expect(JSON.parse(again.body).data.companyName).toBe('Campus');
    expect(await stopServer(second.child)).toBe(0);
  });
});
