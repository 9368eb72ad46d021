import nodemailer, { type Transporter } from 'nodemailer';
import type { Database } from '../database/connection.ts';
import {
  MailDeliveryError,
  type Mailer,
  type MailLog,
  type MailMessage,
  redact,
  type SentMail,
  silentMailLog,
} from './mailer.ts';
import { insertOutboxMessage, markOutboxDelivered, markOutboxFailed } from './outbox-repository.ts';

export interface SmtpMailerOptions {
  /** smtp:// or smtps:// URL with optional user:password and query options (nodemailer's format). */
  smtpUrl: string;
  /** MAIL_FROM, e.g. `Hondana <no-reply@example.com>`. */
  from: string;
  log?: MailLog;
}

/**
 * Delivers through nodemailer. Each message is first recorded in mail_outbox (with its secrets
 * redacted), then sent; the row gets sent_at on success, or the error and the attempt count on failure.
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

  async send(message: MailMessage): Promise<SentMail> {
    const outboxId = await insertOutboxMessage(this.db, {
      ...message,
      text: redact(message.text, message.secrets),
      ...(message.html === undefined ? {} : { html: redact(message.html, message.secrets) }),
    });
    try {
      await this.transport.sendMail({
        from: this.options.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        ...(message.html === undefined ? {} : { html: message.html }),
      });
    } catch (error) {
      const failure = new MailDeliveryError(outboxId, error);
      await markOutboxFailed(this.db, outboxId, failure.message);
      this.log.error(failure.message);
      throw failure;
    }
    await markOutboxDelivered(this.db, outboxId);
    this.log.info(`mail #${outboxId} delivered to ${message.to}`);
    return { outboxId, delivered: true };
  }

  async close(): Promise<void> {
    this.transport.close();
  }
}
