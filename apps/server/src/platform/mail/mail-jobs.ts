import { z } from 'zod';
import type { Database, Executor } from '../database/connection.ts';
import { defineJobKind, handleJob } from '../jobs/job-kind.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import { type Mailer, type MailMessage, redact } from './mailer.ts';
import { insertOutboxMessages, markOutboxDead } from './outbox-repository.ts';

/**
 * `mail.send`: deliver one stored mail_outbox row. The payload carries the row id and, when the
 * message has secrets, its redacted copy (never the secrets themselves), which replaces the stored
 * text once the message is delivered or given up. Eight attempts, backing off from 30 s to at most an
 * hour between them: an SMTP outage of one to two hours loses nothing.
 */
export const mailSendJob = defineJobKind({
  name: 'mail.send',
  payload: z.object({
    outboxId: z.number().int().positive(),
    redacted: z.object({ text: z.string(), html: z.string().nullable() }).nullable(),
  }),
  attempts: 8,
  retryDelaySeconds: 30,
  retryDelayMaxSeconds: 3600,
  expireInSeconds: 300,
});

/** Attempts after which an undelivered message is dead (its job reached the dead-letter queue). */
export const MAIL_SEND_ATTEMPTS = mailSendJob.attempts;

/**
 * Stores the message in mail_outbox and enqueues its delivery, both through `tx`: the mail exists
 * exactly when the change that causes it commits. Answers the outbox id.
 */
export async function queueMail(jobs: JobQueue, tx: Executor, message: MailMessage): Promise<number> {
  const [outboxId] = await queueMails(jobs, tx, [message]);
  if (outboxId === undefined) throw new Error('mail not queued');
  return outboxId;
}

/** `queueMail` for many messages at once (an import's invitations): two statements whatever their number. */
export async function queueMails(jobs: JobQueue, tx: Executor, messages: MailMessage[]): Promise<number[]> {
  const outboxIds = await insertOutboxMessages(tx, messages);
  await jobs.sendMany(
    mailSendJob,
    messages.map((message, index) => ({
      outboxId: outboxIds[index] as number,
      redacted: redactedCopy(message),
    })),
    { tx },
  );
  return outboxIds;
}

function redactedCopy(message: MailMessage) {
  const secrets = message.secrets?.filter((s) => s !== '') ?? [];
  if (secrets.length === 0) return null;
  return {
    text: redact(message.text, secrets),
    html: message.html === undefined ? null : redact(message.html, secrets),
  };
}

/** The worker's side of `mail.send`: deliver, and record a message given up as dead. */
export const mailSendHandler = (db: Database, mailer: Mailer) =>
  handleJob(
    mailSendJob,
    async ({ outboxId, redacted }, { attempt }) => {
      await mailer.deliver(outboxId, redacted, attempt);
    },
    async ({ outboxId, redacted }, { attempts, error }) => {
      await markOutboxDead(db, outboxId, attempts, error ?? 'not delivered', redacted);
    },
  );
