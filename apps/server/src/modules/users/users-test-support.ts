/** Helpers for the account tests (imported by *.test.ts only). */
import { randomBytes } from 'node:crypto';
import { AccountType, DomainType, type PasswordPolicy } from '@hondana/contract';
import { desc, eq } from 'drizzle-orm';
import { createTenant } from '../../../test/fixtures.ts';
import { buildTestApp } from '../../../test/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database.ts';
import type { App } from '../../app.ts';
import { companies, mailOutbox, sessions, type users } from '../../db/schema/index.ts';
import { hashOpaqueToken, newOpaqueToken } from '../../platform/auth/opaque-token.ts';
import { type Clock, ManualClock } from '../../platform/clock.ts';
import type { Database } from '../../platform/database/connection.ts';
import { SmtpMailer } from '../../platform/mail/smtp-mailer.ts';
import { type SmtpPeer, startSmtpPeer } from '../../platform/mail/testing/smtp-peer.ts';
import type { Tenant } from '../../platform/tenancy/resolve-tenant.ts';

export const MAIL_FROM = 'Hondana Test <no-reply@hondana.test>';

export interface AccountsHarness {
  app: App;
  db: Database;
  database: TestDatabase;
  smtp: SmtpPeer;
  clock: ManualClock;
  close(): Promise<void>;
}

/** A fresh database, a real SMTP peer and the app sending to it, on a clock the test moves. */
export async function startAccountsHarness(): Promise<AccountsHarness> {
  const database = await createTestDatabase();
  const smtp = await startSmtpPeer();
  const clock = new ManualClock();
  const mailer = new SmtpMailer(database.db, { smtpUrl: smtp.url, from: MAIL_FROM });
  const app = await buildTestApp(database.db, { clock, mailer });
  return {
    app,
    db: database.db,
    database,
    smtp,
    clock,
    async close() {
      await app.close();
      await mailer.close();
      await smtp.close();
      await database.destroy();
    },
  };
}

export interface PortalSettings {
  accountType?: AccountType;
  domainType?: DomainType;
  domain?: string;
  allowRegistration?: boolean;
  allowForgotPassword?: boolean;
  passwordPolicy?: PasswordPolicy;
  maxUser?: number | null;
  name?: string;
}

/** A tenant of its own (PATH on localhost unless told otherwise) with the given company settings. */
export async function createPortal(db: Database, settings: PortalSettings = {}): Promise<Tenant> {
  const { accountType, domainType, domain, name, ...company } = settings;
  const tenant = await createTenant(db, {
    accountType: accountType ?? AccountType.ALL,
    domainType: domainType ?? DomainType.PATH,
    domain: domain ?? 'localhost',
    ...(name ? { name } : {}),
  });
  const [updated] = await db
    .update(companies)
    .set({ allowRegistration: true, ...company })
    .where(eq(companies.id, tenant.company.id))
    .returning();
  if (!updated) throw new Error('company not updated');
  return { company: updated, service: tenant.service };
}

/** What the portal's pages send to name their tenant. */
export const addressOf = (tenant: Tenant): { host: string; domain: string; path?: string } =>
  tenant.company.domainType === DomainType.FULL_DOMAIN
    ? { host: `${tenant.company.domain}:3000`, domain: tenant.company.domain }
    : { host: 'localhost:3000', domain: tenant.company.domain, path: tenant.service.path };

/** `domain=…&path=…` of the tenant, for query strings. */
export const tenantQuery = (tenant: Tenant) => {
  const { domain, path } = addressOf(tenant);
  return new URLSearchParams(path === undefined ? { domain } : { domain, path }).toString();
};

export { createUser } from '../../../test/fixtures.ts';

/** A live session of the user, as a login would open it; returns its access token. */
export async function openSession(
  db: Database,
  user: typeof users.$inferSelect,
  tenant: Tenant | null,
  clock: Clock,
): Promise<string> {
  const token = newOpaqueToken();
  await db.insert(sessions).values({
    companyId: user.companyId,
    userId: user.id,
    serviceId: tenant?.service.id ?? null,
    tokenHash: hashOpaqueToken(token),
    loginMethod: 'email',
    createdAt: clock.now(),
    lastSeenAt: clock.now(),
    expiresAt: new Date(clock.now().getTime() + 24 * 3_600_000),
  });
  return token;
}

export async function sessionIsLive(db: Database, token: string): Promise<boolean> {
  const [row] = await db
    .select()
    .from(sessions)
    .where(eq(sessions.tokenHash, hashOpaqueToken(token)));
  return row !== undefined && row.revokedAt === null;
}

/** The token of a link in a mail: `…?token=<token>`. */
export function tokenOfLink(text: string, route: string): { link: string; token: string } {
  const match = new RegExp(`(https?://\\S+/${route}\\?token=([A-Za-z0-9_-]+))`).exec(text);
  if (!match?.[1] || !match[2]) throw new Error(`no ${route} link in: ${text}`);
  return { link: match[1], token: match[2] };
}

/** The outbox row of the latest mail to an address, once its delivery has been recorded. */
export async function deliveredMail(db: Database, to: string, timeoutMs = 5_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const [row] = await db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, to))
      .orderBy(desc(mailOutbox.id))
      .limit(1);
    if (row?.sentAt || row?.lastError) return row;
    if (Date.now() > deadline) throw new Error(`no delivered mail to ${to}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export const unique = (prefix: string) => `${prefix}${randomBytes(4).toString('hex')}`;
