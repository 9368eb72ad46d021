import type { ChildProcess } from 'node:child_process';
import http from 'node:http';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitForJobs } from '../test/jobs.ts';
import { exited, startEntry } from '../test/server-process.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts';
import { mailOutbox } from './db/schema/index.ts';
import { addressOf, createPortal, unique } from './modules/users/users-test-support.ts';
import { type SmtpPeer, startSmtpPeer } from './platform/mail/testing/smtp-peer.ts';
import { freePort } from './platform/net/free-port.ts';

/**
 * The promise of the job queue: a registration answered is a welcome mail delivered, even when the
 * server is killed (SIGKILL, no shutdown) right after answering. The real server runs with WORKER=off
 * over real HTTP; after the kill, a real `npm run worker` process on the same database delivers.
 */
const BURST = 50;

let database: TestDatabase;
let smtp: SmtpPeer;
const children: ChildProcess[] = [];
beforeAll(async () => {
  database = await createTestDatabase();
  smtp = await startSmtpPeer();
});
afterAll(async () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  await smtp.close();
  await database.destroy();
});

const start = (entry: string, env: Record<string, string>, ready: string) =>
  startEntry(entry, { DATABASE_URL: database.url, DEMO_DATA: 'off', ...env }, ready, children);

function post(
  port: number,
  url: string,
  host: string,
  body: unknown,
  forwardedFor?: string,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const payload = JSON.stringify(body);
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        path: url,
        method: 'POST',
        headers: {
          host,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
        },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk) => {
          text += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

describe('a server killed right after answering registrations', () => {
  it('loses no welcome mail: the worker started afterwards delivers exactly one to each', {
    timeout: 90_000,
  }, async () => {
    const portal = await createPortal(database.db);
    const port = await freePort();
    const server = await start(
      'src/main.ts',
      // Each sign-up comes through the loopback "proxy" from an address of its own: the sign-up throttle
      // (30 per address an hour) is not what this test is about.
      { PORT: String(port), HOST: '127.0.0.1', WORKER: 'off', LOG_LEVEL: 'warn', TRUST_PROXY: '127.0.0.1' },
      'Press Ctrl-C to stop.',
    );

    const { host, ...hint } = addressOf(portal);
    const emails = Array.from({ length: BURST }, () => `${unique('burst')}@example.test`);
    const answers = await Promise.all(
      emails.map((email, index) =>
        post(
          port,
          '/api/v1/auth/register',
          host,
          {
            ...hint,
            email,
            password: 'Burst-pass-1',
            confirm_password: 'Burst-pass-1',
            full_name: 'Burst Reader',
            username: email.split('@')[0],
          },
          `10.30.0.${index + 1}`,
        ),
      ),
    );
    server.child.kill('SIGKILL');
    expect(answers.map((a) => JSON.parse(a.body).status)).toEqual(emails.map(() => 200));
    expect(await exited(server.child)).toEqual({ code: null, signal: 'SIGKILL' });
    // The server is really gone: its port refuses connections.
    await expect(post(port, '/api/health', host, {})).rejects.toThrow(/ECONNREFUSED/);
    // Nothing was delivered: the server had no worker.
    expect(smtp.received).toEqual([]);

    const worker = await start(
      'src/worker.ts',
      { SMTP_URL: smtp.url, LOG_LEVEL: 'info' },
      'Hondana worker running',
    );
    await waitForJobs(database.db, 45_000);
    worker.child.kill('SIGINT');
    expect(await exited(worker.child)).toEqual({ code: 0, signal: null });

    for (const email of emails) {
      expect(
        smtp.received.filter((m) => m.recipients.includes(email)),
        email,
      ).toHaveLength(1);
    }
    expect(smtp.received).toHaveLength(BURST);
    const rows = await database.db.select().from(mailOutbox).where(inArray(mailOutbox.to, emails));
    expect(rows).toHaveLength(BURST);
    for (const row of rows) {
      expect(row).toMatchObject({ attempts: 1, lastError: null, sentAt: expect.any(Date) });
      expect(row.text).not.toContain('Burst-pass-1');
    }
  });
});
