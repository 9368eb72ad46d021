import type { OutboxMessage, OutboxState, Page, PageQuery } from '@hondana/contract';
import type { Database } from '../../platform/database/connection.ts';
import { pageWindow, presentPage } from '../../platform/http/paging.ts';
import { MAIL_SEND_ATTEMPTS } from '../../platform/mail/mail-jobs.ts';
import { rolesGranted } from '../../platform/policy/policy.ts';
import type { Tenant } from '../../platform/tenancy/resolve-tenant.ts';
import { tenantScopeOf } from '../../platform/tenancy/tenant-scope.ts';
import { type OutboxRow, pageOutboxAcrossTenants, pageTenantOutboxHidingRoles } from './outbox-repository.ts';

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

type OutboxPageOf = (page: {
  offset: number;
  limit: number;
}) => Promise<{ rows: OutboxRow[]; total: number }>;

async function outboxPage(query: PageQuery, pageOf: OutboxPageOf): Promise<Page<OutboxMessage>> {
  const { rows, total } = await pageOf(pageWindow(query));
  return presentPage(query, rows.map(presentOutboxMessage), total);
}

/** Every stored mail of every tenant: the system admin's audit of what the platform sent. */
export function listOutboxAcrossTenants(db: Database, query: PageQuery): Promise<Page<OutboxMessage>> {
  return outboxPage(query, (page) => pageOutboxAcrossTenants(db, page));
}

/** Staff: the roles that may open the administration site. */
const staffRoles = rolesGranted('adminSite.open');

/**
 * The demo's public mailbox, without login (demo data, no SMTP, loopback only, never production): the
 * mail of the tenant asking, never a message addressed to a staff account (a reset link there would
 * hand the admin account to whoever reads it).
 */
export function listDemoOutbox(db: Database, tenant: Tenant, query: PageQuery): Promise<Page<OutboxMessage>> {
  return outboxPage(query, (page) =>
    pageTenantOutboxHidingRoles(db, tenantScopeOf(tenant), staffRoles, page),
  );
}
