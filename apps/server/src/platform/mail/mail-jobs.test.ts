import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitForJobs } from '../../../test/jobs.ts';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database.ts';
import { mailOutbox } from '../../db/schema/index.ts';
import { JOBS_SCHEMA, JobQueue, type JobWorker } from '../jobs/job-queue.ts';
import { freePort } from '../net/free-port.ts';
import { MAIL_SEND_ATTEMPTS, mailSendHandler, mailSendJob, queueMail } from './mail-jobs.ts';
import type { Mailer } from './mailer.ts';
import { OutboxMailer } from './outbox-mailer.ts';
import { SmtpMailer } from './smtp-mailer.ts';
import { type SmtpPeer, startSmtpPeer } from './testing/smtp-peer.ts';

let database: TestDatabase;
let smtp: SmtpPeer;
let jobs: JobQueue;
beforeAll(async () => {
  database = await createTestDatabase();
  smtp = await startSmtpPeer();
  // Retries at once instead of backing off, so that all eight attempts run within the test.
  jobs = await JobQueue.open({
    connectionString: database.url,
    kinds: [{ ...mailSendJob, retryDelaySeconds: 0 }],
    maintenance: false,
    instanceName: 'mail-test',
  });
});
afterAll(async () => {
  await jobs.close();
  await smtp.close();
  await database.destroy();
});

const rowOf = async (id: number) =>
  (await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0];

/** Queues one message in a transaction, then runs the mail.send worker with `mailer` until it is done. */
async function queueAndDeliver(mailer: Mailer, message: Parameters<typeof queueMail>[2]) {
  const outboxId = await database.db.transaction((tx) => queueMail(jobs, tx, message));
  expect(await rowOf(outboxId)).toMatchObject({ text: message.text, attempts: 0, sentAt: null });
  let worker: JobWorker | undefined;
  try {
    worker = await jobs.work([mailSendHandler(database.db, mailer)], { pollingIntervalSeconds: 0.5 });
    await waitForJobs(database.db, 20_000);
  } finally {
    await worker?.stop();
    await mailer.close();
  }
  return outboxId;
}

describe('mail.send', () => {
  it('delivers the whole message over SMTP, then keeps only its redacted copy', async () => {
    const mailer = new SmtpMailer(database.db, {
      smtpUrl: smtp.url,
      from: 'Hondana <no-reply@hondana.test>',
    });
    const id = await queueAndDeliver(mailer, {
      companyId: null,
      to: 'someone@example.test',
      subject: 'Your code',
      text: 'Use s3cr3t-token, then s3cr3t-token again.',
      secrets: ['s3cr3t-token'],
    });
    const mail = await smtp.waitFor((m) => m.recipients.includes('someone@example.test'));
    expect(mail).toMatchObject({ from: 'no-reply@hondana.test', subject: 'Your code' });
    expect(mail.text).toContain('Use s3cr3t-token, then s3cr3t-token again.');
    expect(await rowOf(id)).toMatchObject({
      text: 'Use [redacted], then [redacted] again.',
      attempts: 1,
      lastError: null,
      sentAt: expect.any(Date),
    });
    expect(smtp.received.filter((m) => m.recipients.includes('someone@example.test'))).toHaveLength(1);
  });

  it('retries a refused delivery, then gives up: dead, error kept, secrets redacted', async () => {
    const mailer = new SmtpMailer(database.db, {
      smtpUrl: `smtp://127.0.0.1:${await freePort()}`,
      from: 'x@hondana.test',
    });
    const id = await queueAndDeliver(mailer, {
      companyId: null,
      to: 'nobody@example.test',
      subject: 'S',
      text: 'password hunter2',
      secrets: ['hunter2'],
    });
    const row = await rowOf(id);
    expect(row).toMatchObject({ sentAt: null, attempts: MAIL_SEND_ATTEMPTS, text: 'password [redacted]' });
    expect(row?.lastError).toMatch(/ECONNREFUSED|connect/i);
    const jobs = await database.db.execute<{ name: string; state: string; retry_count: number }>(
      sql`select name, state, retry_count from ${sql.identifier(JOBS_SCHEMA)}.job
          where (data->>'outboxId')::int = ${id} order by created_on`,
    );
    expect(jobs.rows).toEqual([
      { name: 'mail.send', state: 'failed', retry_count: MAIL_SEND_ATTEMPTS - 1 },
      { name: 'mail.send.dead', state: 'completed', retry_count: 0 },
    ]);
  });

  it('keeps the whole message in the dev outbox when there is no SMTP', async () => {
    const lines: string[] = [];
    const mailer = new OutboxMailer(database.db, { info: (l) => lines.push(l), error: (l) => lines.push(l) });
    const id = await queueAndDeliver(mailer, {
      companyId: null,
      to: 'dev@example.test',
      subject: 'Hi',
      text: 'code 123',
      secrets: ['123'],
    });
    expect(await rowOf(id)).toMatchObject({ text: 'code 123', sentAt: null, attempts: 1, lastError: null });
    expect(lines).toEqual([`mail #${id} to dev@example.test kept in the dev outbox: Hi`]);
  });

  it('queues nothing when the transaction that causes the mail rolls back', async () => {
    const before = await database.db.select().from(mailOutbox);
    await database.db
      .transaction(async (tx) => {
        await queueMail(jobs, tx, { companyId: null, to: 'ghost@example.test', subject: 'S', text: 'T' });
        throw new Error('rolled back');
      })
      .catch(() => {});
    expect(await database.db.select().from(mailOutbox)).toHaveLength(before.length);
    const queued = await database.db.execute(
      sql`select 1 from ${sql.identifier(JOBS_SCHEMA)}.job where state = 'created'`,
    );
    expect(queued.rows).toEqual([]);
  });
});
