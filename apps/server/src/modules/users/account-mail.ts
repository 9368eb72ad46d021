import { EmailTemplateKind } from '@hondana/contract';
import type { Database } from '../../platform/database/connection.ts';
import type { Mailer, SentMail } from '../../platform/mail/mailer.ts';
import type { Tenant } from '../../platform/tenancy/resolve-tenant.ts';
import { composeMail, type MailParams, mailLanguage } from '../mail/compose-mail.ts';
import { portalUrl } from './portal-links.ts';
import type { UserRow } from './user-repository.ts';

export interface MailDeps {
  db: Database;
  mailer: Mailer;
  publicUrl: string;
}

export const PASSWORD_RESET_MINUTES = 60;
export const EMAIL_CHANGE_HOURS = 24;

const baseParams = (tenant: Tenant, user: UserRow): MailParams => ({
  fullName: user.fullName ?? user.username ?? user.email ?? '',
  username: user.username ?? user.email ?? '',
  companyName: tenant.company.customName || tenant.company.name,
  email: user.email ?? '',
});

async function sendAccountMail(
  deps: MailDeps,
  tenant: Tenant,
  user: UserRow,
  to: string,
  kind: EmailTemplateKind,
  params: MailParams,
  secrets: string[],
): Promise<SentMail> {
  const lang = mailLanguage(user.lang, tenant.company.defaultLanguage);
  const { subject, text } = await composeMail(deps.db, tenant, kind, lang, params);
  return deps.mailer.send({ companyId: tenant.company.id, to, subject, text, secrets });
}

/** Welcome mail of a new account, with the password the user chose (seed 002 §3 template). */
export function sendWelcomeMail(deps: MailDeps, tenant: Tenant, user: UserRow, password: string) {
  const params = { ...baseParams(tenant, user), password, link: portalUrl(deps.publicUrl, tenant, 'login') };
  return sendAccountMail(deps, tenant, user, user.email ?? '', EmailTemplateKind.WELCOME, params, [password]);
}

/** The single-use link of the forgot-password form: `/{servicePath}/reset-password?token=…`. */
export function sendPasswordResetMail(deps: MailDeps, tenant: Tenant, user: UserRow, token: string) {
  const link = portalUrl(deps.publicUrl, tenant, 'reset-password', { token });
  const params = { ...baseParams(tenant, user), link, minutes: PASSWORD_RESET_MINUTES };
  return sendAccountMail(deps, tenant, user, user.email ?? '', EmailTemplateKind.RESET_PASSWORD, params, [
    token,
  ]);
}

/** Confirmation link sent to the new address: `/{servicePath}/confirm-email?token=…`. */
export function sendEmailChangeMail(
  deps: MailDeps,
  tenant: Tenant,
  user: UserRow,
  newEmail: string,
  token: string,
) {
  const link = portalUrl(deps.publicUrl, tenant, 'confirm-email', { token });
  const params = { ...baseParams(tenant, user), email: newEmail, link, hours: EMAIL_CHANGE_HOURS };
  return sendAccountMail(deps, tenant, user, newEmail, EmailTemplateKind.CHANGE_EMAIL, params, [token]);
}
