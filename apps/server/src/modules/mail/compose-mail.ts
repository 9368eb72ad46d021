import { DEFAULT_LANGUAGE, EmailTemplateKind, type Language, languages } from '@hondana/contract';
import { translate } from '@hondana/i18n';
import type { Executor } from '../../platform/database/connection.ts';
import type { Tenant } from '../../platform/tenancy/resolve-tenant.ts';
import { tenantScopeOf } from '../../platform/tenancy/tenant-scope.ts';
import { findEmailTemplate } from './template-repository.ts';

/** Values a template may use; a company's template writes them `{fullName}`, the built-in `{{fullName}}`. */
export interface MailParams {
  fullName: string;
  username: string;
  companyName: string;
  email: string;
  password?: string;
  link?: string;
  minutes?: number;
  hours?: number;
  days?: number;
  /** The address an e-mail change moved the account to (the notice to the old address). */
  newEmail?: string;
  /** The identity provider a federated login used (Google, Microsoft). */
  provider?: string;
}

/** Longest name a mail shows; a registrant chooses it, so it is cut, on one line, never a paragraph. */
export const MAIL_NAME_MAX = 40;

/** A person's name as a mail shows it: control characters and line breaks gone, blanks collapsed, cut. */
export function mailSafeName(name: string): string {
  const flat = name
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const chars = Array.from(flat);
  return chars.length > MAIL_NAME_MAX ? `${chars.slice(0, MAIL_NAME_MAX - 1).join('')}…` : flat;
}

const builtInKey = {
  [EmailTemplateKind.WELCOME]: 'mail.welcome',
  [EmailTemplateKind.RESET_PASSWORD]: 'mail.resetPassword',
  [EmailTemplateKind.CHANGE_EMAIL]: 'mail.changeEmail',
  [EmailTemplateKind.EMAIL_CHANGED]: 'mail.emailChanged',
  [EmailTemplateKind.EMAIL_CHANGED_BY_ADMIN]: 'mail.emailChangedByAdmin',
  [EmailTemplateKind.ACCOUNT_CLAIMED]: 'mail.accountClaimed',
} as const satisfies Record<EmailTemplateKind, string>;

/** Replaces `{name}` for the names given; anything else in braces stays as written. */
export function fillPlaceholders(text: string, params: Record<string, string | number | undefined>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = Object.hasOwn(params, name) ? params[name] : undefined;
    return value === undefined ? whole : String(value);
  });
}

export const mailLanguage = (...candidates: (string | null | undefined)[]): Language =>
  (candidates.find((c) => languages.includes(c as Language)) as Language | undefined) ?? DEFAULT_LANGUAGE;

/**
 * Subject and text of a mail: the tenant's template for the kind and language when it has one, else the
 * built-in text of packages/i18n. A link the mail exists for is appended when a template forgot it. The
 * name is shown through `mailSafeName` in every mail.
 */
export async function composeMail(
  db: Executor,
  tenant: Tenant,
  kind: EmailTemplateKind,
  lang: Language,
  params: MailParams,
): Promise<{ subject: string; text: string }> {
  const values: Record<string, string | number | undefined> = {
    ...params,
    fullName: mailSafeName(params.fullName),
  };
  const custom = await findEmailTemplate(db, tenantScopeOf(tenant), kind, lang);
  if (custom) {
    let text = fillPlaceholders(custom.body, values);
    if (params.link && !text.includes(params.link)) {
      text = `${text}\n\n${params.link}`;
    }
    return { subject: fillPlaceholders(custom.subject, values), text };
  }
  const key = builtInKey[kind];
  const interpolation = Object.fromEntries(
    Object.entries(values).filter(([, v]) => v !== undefined),
  ) as Record<string, string | number>;
  return {
    subject: translate(lang, `${key}.subject`, interpolation),
    text: translate(lang, `${key}.body`, interpolation),
  };
}
