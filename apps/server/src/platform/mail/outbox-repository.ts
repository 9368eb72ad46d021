import { and, eq, isNull, sql } from 'drizzle-orm';
import { mailOutbox } from '../../db/schema/index.ts';
import type { Executor } from '../database/connection.ts';
import type { MailMessage } from './mailer.ts';

type Stored = Pick<MailMessage, 'companyId' | 'to' | 'subject' | 'text' | 'html'>;
export type OutboxRow = typeof mailOutbox.$inferSelect;

export async function insertOutboxMessage(db: Executor, message: Stored): Promise<number> {
  const [id] = await insertOutboxMessages(db, [message]);
  if (id === undefined) throw new Error('mail_outbox row not created');
  return id;
}

/** Stores messages in one statement; answers their ids in the order given. */
export async function insertOutboxMessages(db: Executor, messages: Stored[]): Promise<number[]> {
  if (messages.length === 0) return [];
  const rows = await db
    .insert(mailOutbox)
    .values(
      messages.map((message) => ({
        companyId: message.companyId,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html ?? null,
      })),
    )
    .returning({ id: mailOutbox.id });
  if (rows.length !== messages.length) throw new Error('mail_outbox rows not created');
  return rows.map((row) => row.id);
}

export async function findOutboxMessage(db: Executor, id: number): Promise<OutboxRow | undefined> {
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  return row;
}

/** Delivered over SMTP: sent now, and the stored copy replaced by its redacted form. */
export async function markOutboxDelivered(
  db: Executor,
  id: number,
  attempt: number,
  redacted: { text: string; html: string | null } | null,
): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ ...redacted, sentAt: sql`now()`, lastError: null, attempts: attempt })
    .where(and(eq(mailOutbox.id, id), isNull(mailOutbox.sentAt)));
}

/** No SMTP: the dev outbox keeps the message (attempts > 0, no sent time, no error). */
export async function markOutboxKept(db: Executor, id: number, attempt: number): Promise<void> {
  await db.update(mailOutbox).set({ lastError: null, attempts: attempt }).where(eq(mailOutbox.id, id));
}

export async function markOutboxFailed(db: Executor, id: number, attempt: number, error: string) {
  await db
    .update(mailOutbox)
    .set({ lastError: error.slice(0, 1000), attempts: attempt })
    .where(eq(mailOutbox.id, id));
}

/**
 * Given up (the job reached its dead-letter queue): attempts is raised to the last attempt number, the
 * error kept (or one written), and the secrets redacted since no delivery will use them any more. A
 * message that was sent after all is left alone.
 */
export async function markOutboxDead(
  db: Executor,
  id: number,
  attempts: number,
  error: string,
  redacted: { text: string; html: string | null } | null,
): Promise<void> {
  await db
    .update(mailOutbox)
    .set({
      ...redacted,
      attempts: sql`greatest(${mailOutbox.attempts}, ${attempts})`,
      lastError: sql`coalesce(${mailOutbox.lastError}, ${error.slice(0, 1000)})`,
    })
    .where(and(eq(mailOutbox.id, id), isNull(mailOutbox.sentAt)));
}
