import type { Config } from '../config.ts';
import type { Database } from '../database/connection.ts';
import type { Mailer, MailLog } from './mailer.ts';
import { OutboxMailer } from './outbox-mailer.ts';
import { SmtpMailer } from './smtp-mailer.ts';

/** SMTP when SMTP_URL is set, otherwise the dev outbox. */
export function createMailer(
  db: Database,
  config: Pick<Config, 'smtpUrl' | 'mailFrom'>,
  log?: MailLog,
): Mailer {
  if (config.smtpUrl) {
    return new SmtpMailer(db, { smtpUrl: config.smtpUrl, from: config.mailFrom, ...(log ? { log } : {}) });
  }
  return new OutboxMailer(db, log);
}
