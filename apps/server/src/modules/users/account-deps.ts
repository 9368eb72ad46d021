import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/database/connection.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import type { AfterReply } from './after-reply.ts';

/** What the account services use; the routes build it from the app's dependencies. */
export interface AccountDeps {
  db: Database;
  mailer: Mailer;
  clock: Clock;
  /** PUBLIC_URL: scheme and port of the links in mails. */
  publicUrl: string;
  afterReply: AfterReply;
}
