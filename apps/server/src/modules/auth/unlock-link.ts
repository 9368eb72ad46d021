import { translate } from '@hondana/i18n';
import { hashOpaqueToken, newOpaqueToken } from '../../platform/auth/opaque-token.ts';
import type { Executor } from '../../platform/database/connection.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import { queueMail } from '../../platform/mail/mail-jobs.ts';
import type { Tenant } from '../../platform/tenancy/resolve-tenant.ts';
import { accountScopeOf } from '../../platform/tenancy/tenant-scope.ts';
import { mailLanguage } from '../mail/compose-mail.ts';
import { portalUrl } from '../users/portal-links.ts';
import type { Attempt } from './credentials.ts';
import { deleteSpentUnlockTokens, insertUnlockToken } from './lock-repository.ts';
import { ACCOUNT_LOCK_FAILURES, ACCOUNT_LOCK_MINUTES } from './lockout-policy.ts';
import type { UserRow } from './repository.ts';

/** What a lock needs to mail its unlock link. */
export interface UnlockMailDeps {
  jobs: JobQueue;
  /** PUBLIC_URL: scheme and port of the link. */
  publicUrl: string;
  /** The portal the lock happened on, whose page opens the link; null: the administration site's. */
  portal: Tenant | null;
}

/** Name of the platform in mail about an account of no company (a system admin). */
export const PLATFORM_NAME = 'Hondana';

/** A page of the administration site for a mail: `/admin/{page}` under PUBLIC_URL. */
export function adminSiteUrl(publicUrl: string, page: string, query: Record<string, string>): string {
  const url = new URL(`/admin/${page}`, publicUrl);
  url.search = new URLSearchParams(query).toString();
  return url.toString();
}

/** Where the owner opens the link: the portal's `/unlock-account`, or the admin site's. */
export function unlockPageUrl(deps: UnlockMailDeps, token: string): string {
  if (deps.portal) return portalUrl(deps.publicUrl, deps.portal, 'unlock-account', { token });
  return adminSiteUrl(deps.publicUrl, 'unlock-account', { token });
}

/**
 * An account was just locked from an address: a single-use link that lifts that lock, valid as long as
 * the lock, is stored (its hash) and mailed to the account through `tx`, the transaction of the lock.
 * An account without an e-mail address waits for the lock to end.
 */
export async function issueUnlockLink(
  deps: UnlockMailDeps,
  tx: Executor,
  attempt: Attempt,
  user: UserRow,
  lockedUntil: Date,
): Promise<void> {
  if (!user.email) return;
  const scope = accountScopeOf(user.companyId);
  await deleteSpentUnlockTokens(tx, scope, user.id, attempt.now);
  const token = newOpaqueToken();
  await insertUnlockToken(tx, scope, {
    userId: user.id,
    ip: attempt.ip,
    tokenHash: hashOpaqueToken(token),
    createdAt: attempt.now,
    expiresAt: lockedUntil,
  });
  const company = deps.portal?.company;
  const lang = mailLanguage(user.lang, company?.defaultLanguage);
  const values = {
    fullName: user.fullName ?? user.username ?? user.email,
    username: user.username ?? user.email,
    companyName: company ? company.customName || company.name : PLATFORM_NAME,
    ip: attempt.ip,
    failures: ACCOUNT_LOCK_FAILURES,
    minutes: ACCOUNT_LOCK_MINUTES,
    link: unlockPageUrl(deps, token),
  };
  await queueMail(deps.jobs, tx, {
    companyId: user.companyId,
    to: user.email,
    subject: translate(lang, 'mail.accountLocked.subject', values),
    text: translate(lang, 'mail.accountLocked.body', values),
    secrets: [token],
  });
}
