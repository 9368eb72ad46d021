import { translate } from '@hondana/i18n';
import { hashOpaqueToken, newOpaqueToken } from '../../platform/auth/opaque-token.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Executor } from '../../platform/database/connection.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import { queueMails } from '../../platform/mail/mail-jobs.ts';
import type { Tenant } from '../../platform/tenancy/resolve-tenant.ts';
import {
  type CompanyRow,
  findDefaultService,
  findServiceOfCompany,
} from '../../platform/tenancy/tenant-repository.ts';
import { companyScope } from '../../platform/tenancy/tenant-scope.ts';
import { adminSiteUrl } from '../auth/unlock-link.ts';
import { mailLanguage, mailSafeName } from '../mail/compose-mail.ts';
import { storeInvitationTokens } from './invitation-token.ts';
import { portalUrl } from './portal-links.ts';
import type { UserRow } from './user-repository.ts';

/** How long an invitation's link works: an administrator's new account may wait over a weekend or a holiday. */
export const INVITATION_DAYS = 7;

export type InvitationKind = 'company-admin' | 'service-admin' | 'reader';

export interface InvitationDeps {
  jobs: JobQueue;
  clock: Clock;
  /** PUBLIC_URL: scheme and port of the link. */
  publicUrl: string;
}

export interface Invitation {
  user: UserRow;
  company: CompanyRow;
  kind: InvitationKind;
}

/** What was queued: the mail's outbox row and when the link stops working. */
export interface QueuedInvitation {
  outboxId: number;
  expiresAt: Date;
}

/** The portal a reader's mails link to: the service the reader belongs to, else the company's default one. */
export async function readerPortal(tx: Executor, user: UserRow, company: CompanyRow): Promise<Tenant> {
  const own =
    user.serviceId === null
      ? undefined
      : await findServiceOfCompany(tx, { companyId: company.id, serviceId: user.serviceId });
  const service = own ?? (await findDefaultService(tx, company.id));
  if (!service) throw new Error(`company ${company.id} has no service`);
  return { company, service };
}

/**
 * An account an administrator created (or asks to invite again) gets a single-use link to choose its
 * password: a password-reset token (only its hash stored) valid `INVITATION_DAYS` days, replacing the
 * account's earlier reset links, and the mail with the link, both through `tx`, the transaction that
 * creates the account, so the mail exists exactly when the account does. A reader's link opens the
 * portal's reset page (`/{servicePath}/reset-password?token=…&invitation=1`), staff's the
 * administration site's (`/admin/reset-password?token=…&invitation=1`); the flag only makes the page
 * say "set" rather than "reset", the token decides everything. The built-in text in the account's
 * language, else the company's: a company's templates are written for other mails. An account without
 * an e-mail address gets nothing (null): it signs in another way or waits for an address.
 */
export async function queueSetPasswordInvitation(
  deps: InvitationDeps,
  tx: Executor,
  { user, company, kind }: Invitation,
): Promise<QueuedInvitation | null> {
  const [queued] = await queueSetPasswordInvitations(deps, tx, { company, kind }, [user]);
  return queued ?? null;
}

/**
 * `queueSetPasswordInvitation` for many accounts of one company at once (an import's batch): the
 * tokens, the mails and their jobs in a few statements whatever their number. Answers each account's
 * invitation in the order given (null for one without an address).
 */
export async function queueSetPasswordInvitations(
  deps: InvitationDeps,
  tx: Executor,
  { company, kind }: Omit<Invitation, 'user'>,
  accounts: readonly UserRow[],
): Promise<(QueuedInvitation | null)[]> {
  for (const user of accounts) {
    if (user.companyId !== company.id) throw new Error(`user ${user.id} is not of company ${company.id}`);
  }
  const invited = accounts.filter((user) => user.email);
  if (invited.length === 0) return accounts.map(() => null);
  const now = deps.clock.now();
  const expiresAt = new Date(now.getTime() + INVITATION_DAYS * 24 * 60 * 60_000);
  const tokens = invited.map(() => newOpaqueToken());
  await storeInvitationTokens(
    tx,
    companyScope(company.id),
    { createdAt: now, expiresAt },
    invited.map((user, index) => ({ userId: user.id, tokenHash: hashOpaqueToken(tokens[index] as string) })),
  );
  const portals = new Map<number | null, Tenant>();
  const portalOf = async (user: UserRow) => {
    const known = portals.get(user.serviceId);
    if (known) return known;
    const portal = await readerPortal(tx, user, company);
    portals.set(user.serviceId, portal);
    return portal;
  };
  const texts = kind === 'reader' ? 'mail.invitation.reader' : 'mail.invitation.staff';
  const messages = [];
  for (const [index, user] of invited.entries()) {
    const email = user.email as string;
    const token = tokens[index] as string;
    const query = { token, invitation: '1' };
    const link =
      kind === 'reader'
        ? portalUrl(deps.publicUrl, await portalOf(user), 'reset-password', query)
        : adminSiteUrl(deps.publicUrl, 'reset-password', query);
    const lang = mailLanguage(user.lang, company.defaultLanguage);
    const values = {
      fullName: mailSafeName(user.fullName ?? user.username ?? email),
      username: user.username ?? email,
      companyName: company.customName || company.name,
      days: INVITATION_DAYS,
      link,
    };
    messages.push({
      companyId: company.id,
      to: email,
      subject: translate(lang, `${texts}.subject`, values),
      text: translate(lang, `${texts}.body`, values),
      secrets: [token],
    });
  }
  const outboxIds = await queueMails(deps.jobs, tx, messages);
  const queued = new Map(invited.map((user, index) => [user.id, outboxIds[index] as number]));
  return accounts.map((user) => {
    const outboxId = queued.get(user.id);
    return outboxId === undefined ? null : { outboxId, expiresAt };
  });
}
