import { eq, sql } from 'drizzle-orm';
import { mailOutbox } from '../../db/schema/index.ts';
import type { Executor } from '../database/connection.ts';
import type { MailMessage } from './mailer.ts';

type Stored = Pick<MailMessage, 'companyId' | 'to' | 'subject' | 'text' | 'html'>;

export async function insertOutboxMessage(db: Executor, message: Stored): Promise<number> {
  const [row] = await db
    .insert(mailOutbox)
    .values({
      companyId: message.companyId,
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html ?? null,
    })
    .returning({ id: mailOutbox.id });
  if (!row) throw new Error('mail_outbox row not created');
  return row.id;
}

export async function markOutboxDelivered(db: Executor, id: number): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ sentAt: sql`now()`, lastError: null, attempts: sql`${mailOutbox.attempts} + 1` })
    .where(eq(mailOutbox.id, id));
}

export async function markOutboxFailed(db: Executor, id: number, error: string): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ lastError: error.slice(0, 1000), attempts: sql`${mailOutbox.attempts} + 1` })
    .where(eq(mailOutbox.id, id));
}
