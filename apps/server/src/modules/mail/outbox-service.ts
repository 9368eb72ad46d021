import {
  type OutboxMessage,
  type OutboxState,
  type Page,
  type PageQuery,
  ResultCode,
  RoleLevel,
} from '@hondana/contract';
import type { SessionContext } from '../../platform/auth/session-context.ts';
import type { Database } from '../../platform/database/connection.ts';
import { appError } from '../../platform/http/app-error.ts';
import { MAIL_SEND_ATTEMPTS } from '../../platform/mail/mail-jobs.ts';
import type { Tenant } from '../../platform/tenancy/resolve-tenant.ts';
import { type OutboxRow, pageOutbox } from './outbox-repository.ts';

/** A row's delivery state, read from the columns the mail.send job writes (see docs/decisions.md). */
export function outboxStateOf(row: Pick<OutboxRow, 'sentAt' | 'attempts' | 'lastError'>): OutboxState {
  if (row.sentAt) return 'sent';
  if (row.lastError !== null) return row.attempts >= MAIL_SEND_ATTEMPTS ? 'dead' : 'failed';
  return row.attempts > 0 ? 'kept-in-outbox' : 'queued';
}

const presentOutboxMessage = (row: OutboxRow): OutboxMessage => ({
  id: row.id,
  companyId: row.companyId,
  to: row.to,
  subject: row.subject,
  text: row.text,
  html: row.html,
  createdAt: row.createdAt.toISOString(),
  sentAt: row.sentAt?.toISOString() ?? null,
  attempts: row.attempts,
  lastError: row.lastError,
  state: outboxStateOf(row),
});

async function outboxPage(
  db: Database,
  companyId: number | undefined,
  query: PageQuery,
  withoutStaffMail = false,
): Promise<Page<OutboxMessage>> {
  const { rows, total } = await pageOutbox(db, companyId, {
    offset: (query.page - 1) * query.size,
    limit: query.size,
    withoutStaffMail,
  });
  return {
    content: rows.map(presentOutboxMessage),
    totalElements: total,
    totalPages: Math.ceil(total / query.size),
    number: query.page,
    size: query.size,
  };
}

/** Every stored mail of every tenant: the system admin's audit of what the platform sent. */
export async function listOutboxForSystemAdmin(
  db: Database,
  caller: SessionContext,
  query: PageQuery,
): Promise<Page<OutboxMessage>> {
  if (caller.user.roleLevel !== RoleLevel.SYSTEM_ADMIN) throw appError(ResultCode.INVALID_ROLE_ACCESS);
  return outboxPage(db, undefined, query);
}

/**
 * The demo's public mailbox, without login (demo data, no SMTP, loopback only, never production): the
 * mail of the tenant asking, never a message addressed to a staff account (a reset link there would
 * hand the admin account to whoever reads it).
 */
export function listDemoOutbox(db: Database, tenant: Tenant, query: PageQuery): Promise<Page<OutboxMessage>> {
  return outboxPage(db, tenant.company.id, query, true);
}
