import { EmailTemplateKind } from '@hondana/contract';
import type { Executor } from '../../platform/database/connection.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import { queueMail } from '../../platform/mail/mail-jobs.ts';
import type { Tenant } from '../../platform/tenancy/resolve-tenant.ts';
import { composeMail, type MailParams, mailLanguage } from '../mail/compose-mail.ts';
import { portalUrl } from './portal-links.ts';
import { CONFIRMATION_HOURS, UNCONFIRMED_DAYS } from './registration-policy.ts';
import type { UserRow } from './user-repository.ts';

export interface MailDeps {
  jobs: JobQueue;
  publicUrl: string;
}

export const PASSWORD_RESET_MINUTES = 60;
export const EMAIL_CHANGE_HOURS = 24;
export const EMAIL_UNDO_DAYS = 7;

const baseParams = (tenant: Tenant, user: UserRow): MailParams => ({
  fullName: user.fullName ?? user.username ?? user.email ?? '',
  username: user.username ?? user.email ?? '',
  companyName: tenant.company.customName || tenant.company.name,
  email: user.email ?? '',
});

/**
 * Composes an account mail and queues it through `tx`, the transaction of the change it reports (the
 * user row, the token): the mail_outbox row and its `mail.send` job commit with that change or not at
 * all. Answers the outbox id.
 */
async function queueAccountMail(
  deps: MailDeps,
  tx: Executor,
  tenant: Tenant,
  user: UserRow,
  to: string,
  kind: EmailTemplateKind,
  params: MailParams,
  secrets: string[],
): Promise<number> {
  const lang = mailLanguage(user.lang, tenant.company.defaultLanguage);
  const { subject, text } = await composeMail(tx, tenant, kind, lang, params);
  return queueMail(deps.jobs, tx, { companyId: tenant.company.id, to, subject, text, secrets });
}

/**
 * The mail of a self-registration: the single-use confirmation link
 * (`/{servicePath}/confirm-registration?token=…`). It never carries a password: a template's
 * `{password}` renders the link too.
 */
export function queueWelcomeMail(deps: MailDeps, tx: Executor, tenant: Tenant, user: UserRow, token: string) {
  const link = portalUrl(deps.publicUrl, tenant, 'confirm-registration', { token });
  const params = {
    ...baseParams(tenant, user),
    password: link,
    link,
    hours: CONFIRMATION_HOURS,
    days: UNCONFIRMED_DAYS,
  };
  const to = user.email ?? '';
  return queueAccountMail(deps, tx, tenant, user, to, EmailTemplateKind.WELCOME, params, [token]);
}

/** To the address of an unconfirmed registration a Google or Microsoft login took over. */
export function queueAccountClaimedMail(
  deps: MailDeps,
  tx: Executor,
  tenant: Tenant,
  user: UserRow,
  provider: string,
) {
  const params = { ...baseParams(tenant, user), provider };
  const to = user.email ?? '';
  return queueAccountMail(deps, tx, tenant, user, to, EmailTemplateKind.ACCOUNT_CLAIMED, params, []);
}

/** The single-use link of the forgot-password form: `/{servicePath}/reset-password?token=…`. */
export function queuePasswordResetMail(
  deps: MailDeps,
  tx: Executor,
  tenant: Tenant,
  user: UserRow,
  token: string,
) {
  const link = portalUrl(deps.publicUrl, tenant, 'reset-password', { token });
  const params = { ...baseParams(tenant, user), link, minutes: PASSWORD_RESET_MINUTES };
  const to = user.email ?? '';
  return queueAccountMail(deps, tx, tenant, user, to, EmailTemplateKind.RESET_PASSWORD, params, [token]);
}

/** Confirmation link sent to the new address: `/{servicePath}/confirm-email?token=…`. */
export function queueEmailChangeMail(
  deps: MailDeps,
  tx: Executor,
  tenant: Tenant,
  user: UserRow,
  newEmail: string,
  token: string,
) {
  const link = portalUrl(deps.publicUrl, tenant, 'confirm-email', { token });
  const params = { ...baseParams(tenant, user), email: newEmail, link, hours: EMAIL_CHANGE_HOURS };
  return queueAccountMail(deps, tx, tenant, user, newEmail, EmailTemplateKind.CHANGE_EMAIL, params, [token]);
}

/**
 * The notice to the address an account had before an e-mail change. After a change the owner confirmed,
 * it carries the link that undoes it (`/{servicePath}/undo-email-change?token=…`, valid 7 days); after a
 * system admin's change (`undoToken` null) it only informs. Queued through `tx`, the transaction that
 * changes the address (and stores the undo token).
 */
export function queueEmailChangedNotice(
  deps: MailDeps,
  tx: Executor,
  tenant: Tenant,
  user: UserRow,
  change: { oldEmail: string; newEmail: string },
  undoToken: string | null,
) {
  const base = { ...baseParams(tenant, user), email: change.oldEmail, newEmail: change.newEmail };
  const to = change.oldEmail;
  if (undoToken === null) {
    return queueAccountMail(deps, tx, tenant, user, to, EmailTemplateKind.EMAIL_CHANGED_BY_ADMIN, base, []);
  }
  const link = portalUrl(deps.publicUrl, tenant, 'undo-email-change', { token: undoToken });
  const params = { ...base, link, days: EMAIL_UNDO_DAYS };
  return queueAccountMail(deps, tx, tenant, user, to, EmailTemplateKind.EMAIL_CHANGED, params, [undoToken]);
}
