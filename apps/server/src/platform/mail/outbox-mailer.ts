import type { Database } from '../database/connection.ts';
import { type Mailer, type MailLog, type SentMail, silentMailLog } from './mailer.ts';
import { findOutboxMessage, markOutboxKept } from './outbox-repository.ts';

/**
 * No SMTP_URL: the stored message is the delivery. Its row is marked kept (attempts recorded, no sent
 * time, no error, secrets left readable) and logged, so a developer or someone trying the demo reads
 * it through the outbox routes instead of a mailbox.
 */
export class OutboxMailer implements Mailer {
  constructor(
    private readonly db: Database,
    private readonly log: MailLog = silentMailLog,
  ) {}

  async deliver(outboxId: number, _redacted: unknown, attempt: number): Promise<SentMail> {
    const message = await findOutboxMessage(this.db, outboxId);
    if (!message) throw new Error(`mail #${outboxId} does not exist`);
    if (message.sentAt) return { outboxId, delivered: true };
    await markOutboxKept(this.db, outboxId, attempt);
    this.log.info(`mail #${outboxId} to ${message.to} kept in the dev outbox: ${message.subject}`);
    return { outboxId, delivered: false };
  }

  async close(): Promise<void> {}
}
