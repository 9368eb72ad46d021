/** One e-mail as the product composes it (plain text; HTML optional). */
export interface MailMessage {
  /** Tenant the mail is sent for; null for platform mail (system admins). */
  companyId: number | null;
  to: string;
  subject: string;
  text: string;
  html?: string;
  /**
   * Values (a password, a token) that must not stay readable in the stored copy once the message has
   * really been delivered: the audit row keeps `[redacted]` in their place. Without SMTP the stored
   * copy is the delivery itself (the dev outbox), so it keeps them.
   */
  secrets?: string[];
}

/** The stored copy of a message with its secrets replaced by `[redacted]`: what the row keeps once sent. */
export interface RedactedCopy {
  text: string;
  html: string | null;
}

export interface SentMail {
  /** Id of the mail_outbox row that records the message. */
  outboxId: number;
  /** True when an SMTP server accepted it; false when it only went to the dev outbox. */
  delivered: boolean;
}

/**
 * Delivers messages already stored in mail_outbox (the mail.send job calls it) and records the outcome
 * on their row: over SMTP when SMTP_URL is set, else the dev outbox keeps them.
 */
export interface Mailer {
  /**
   * Delivers stored message `outboxId` unless it was already sent. `attempt` is the job's attempt
   * number (1 for the first try), recorded as the row's attempts; `redacted` (null: nothing secret) replaces
   * the stored copy once an SMTP server has accepted it. A failure is recorded on the row and thrown as
   * MailDeliveryError.
   */
  deliver(outboxId: number, redacted: RedactedCopy | null, attempt: number): Promise<SentMail>;
  close(): Promise<void>;
}

/** Where a mailer reports what it did; the server gives it its log, tests give nothing. */
export interface MailLog {
  info(message: string): void;
  error(message: string): void;
}

export const silentMailLog: MailLog = { info: () => {}, error: () => {} };

/** An SMTP server refused or could not be reached; the message stays in the outbox with the error. */
export class MailDeliveryError extends Error {
  constructor(
    readonly outboxId: number,
    cause: unknown,
  ) {
    super(`mail #${outboxId} not delivered: ${cause instanceof Error ? cause.message : String(cause)}`, {
      cause,
    });
    this.name = 'MailDeliveryError';
  }
}

export const REDACTED = '[redacted]';

export function redact(text: string, secrets: readonly string[] = []): string {
  return secrets.filter((s) => s !== '').reduce((out, secret) => out.split(secret).join(REDACTED), text);
}
