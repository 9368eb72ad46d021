import nodemailer, { type Transporter } from 'nodemailer';
import type { Database } from '../database/connection.ts';
import {
  MailDeliveryError,
  type Mailer,
  type MailLog,
  type RedactedCopy,
  type SentMail,
  silentMailLog,
} from './mailer.ts';
import { findOutboxMessage, markOutboxDelivered, markOutboxFailed } from './outbox-repository.ts';

export interface SmtpMailerOptions {
  /** smtp:// or smtps:// URL with optional user:password and query options (nodemailer's format). */
  smtpUrl: string;
  /** MAIL_FROM, e.g. `Hondana <no-reply@example.com>`. */
  from: string;
  log?: MailLog;
}

/**
 * Delivers stored messages through nodemailer. The row keeps the whole message until an SMTP server
 * has accepted it; then it gets sent_at and its redacted copy. A failure records the error and the
 * attempt number and is thrown, so the job is retried.
 */
export class SmtpMailer implements Mailer {
  private readonly transport: Transporter;
  private readonly log: MailLog;

  constructor(
    private readonly db: Database,
    private readonly options: SmtpMailerOptions,
  ) {
    this.transport = nodemailer.createTransport(options.smtpUrl);
    this.log = options.log ?? silentMailLog;
  }

  async deliver(outboxId: number, redacted: RedactedCopy | null, attempt: number): Promise<SentMail> {
    const message = await findOutboxMessage(this.db, outboxId);
    if (!message) throw new Error(`mail #${outboxId} does not exist`);
    if (message.sentAt) return { outboxId, delivered: true };
    try {
      await this.transport.sendMail({
        from: this.options.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        ...(message.html === null ? {} : { html: message.html }),
      });
    } catch (error) {
      const failure = new MailDeliveryError(outboxId, error);
      await markOutboxFailed(this.db, outboxId, attempt, failure.message);
      this.log.error(failure.message);
      throw failure;
    }
    await markOutboxDelivered(this.db, outboxId, attempt, redacted);
    this.log.info(`mail #${outboxId} delivered to ${message.to}`);
    return { outboxId, delivered: true };
  }

  async close(): Promise<void> {
    this.transport.close();
  }
}
