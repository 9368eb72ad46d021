import type { Database } from '../database/connection.ts';
import { type Mailer, type MailLog, type MailMessage, type SentMail, silentMailLog } from './mailer.ts';
import { insertOutboxMessage } from './outbox-repository.ts';

/**
 * No SMTP_URL: the message is only stored in mail_outbox (sent_at stays NULL) and logged, so a developer
 * or someone trying the demo reads it through the outbox routes instead of a mailbox.
 */
export class OutboxMailer implements Mailer {
  constructor(
    private readonly db: Database,
    private readonly log: MailLog = silentMailLog,
  ) {}

  async send(message: MailMessage): Promise<SentMail> {
    const outboxId = await insertOutboxMessage(this.db, message);
    this.log.info(`mail #${outboxId} to ${message.to} kept in the dev outbox: ${message.subject}`);
    return { outboxId, delivered: false };
  }

  async close(): Promise<void> {}
}
