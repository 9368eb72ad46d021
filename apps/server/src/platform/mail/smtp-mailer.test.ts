import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database.ts';
import { mailOutbox } from '../../db/schema/index.ts';
import { freePort } from '../net/free-port.ts';
import { MailDeliveryError } from './mailer.ts';
import { OutboxMailer } from './outbox-mailer.ts';
import { SmtpMailer } from './smtp-mailer.ts';
import { type SmtpPeer, startSmtpPeer } from './testing/smtp-peer.ts';

let database: TestDatabase;
let smtp: SmtpPeer;
beforeAll(async () => {
  database = await createTestDatabase();
  smtp = await startSmtpPeer();
});
afterAll(async () => {
  await smtp.close();
  await database.destroy();
});

const rowOf = async (id: number) =>
  (await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0];

describe('mailers', () => {
  it('delivers over SMTP and records the message as sent, its secrets redacted', async () => {
    const mailer = new SmtpMailer(database.db, {
      smtpUrl: smtp.url,
      from: 'Hondana <no-reply@hondana.test>',
    });
    const sent = await mailer.send({
      companyId: null,
      to: 'someone@example.test',
      subject: 'Your code',
      text: 'Use s3cr3t-token, then s3cr3t-token again.',
      secrets: ['s3cr3t-token'],
    });
    await mailer.close();
    expect(sent.delivered).toBe(true);
    const mail = await smtp.waitFor((m) => m.recipients.includes('someone@example.test'));
    expect(mail).toMatchObject({ from: 'no-reply@hondana.test', subject: 'Your code' });
    expect(mail.text).toContain('Use s3cr3t-token, then s3cr3t-token again.');
    expect(await rowOf(sent.outboxId)).toMatchObject({
      to: 'someone@example.test',
      text: 'Use [redacted], then [redacted] again.',
      attempts: 1,
      lastError: null,
      sentAt: expect.any(Date),
    });
  });

  it('records a failed delivery with its error and rethrows it', async () => {
    const mailer = new SmtpMailer(database.db, {
      smtpUrl: `smtp://127.0.0.1:${await freePort()}`,
      from: 'x@hondana.test',
    });
    const error = await mailer
      .send({ companyId: null, to: 'nobody@example.test', subject: 'S', text: 'T' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MailDeliveryError);
    const row = await rowOf((error as MailDeliveryError).outboxId);
    expect(row).toMatchObject({ sentAt: null, attempts: 1 });
    expect(row?.lastError).toMatch(/ECONNREFUSED|connect/i);
  });

  it('keeps the whole message in the dev outbox when there is no SMTP', async () => {
    const lines: string[] = [];
    const mailer = new OutboxMailer(database.db, { info: (l) => lines.push(l), error: (l) => lines.push(l) });
    const sent = await mailer.send({
      companyId: null,
      to: 'dev@example.test',
      subject: 'Hi',
      text: 'code 123',
      secrets: ['123'],
    });
    expect(sent.delivered).toBe(false);
    expect(await rowOf(sent.outboxId)).toMatchObject({ text: 'code 123', sentAt: null });
    expect(lines).toEqual([`mail #${sent.outboxId} to dev@example.test kept in the dev outbox: Hi`]);
  });
});
