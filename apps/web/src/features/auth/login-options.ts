import { AccountType, type CompanyPublicDetail, SocialLoginOption } from '@hondana/contract';

/** The login page's identifier label by account type, unless the company titles it. */
export function identifierLabelKey(accountType: CompanyPublicDetail['accountType']): string {
  if (accountType === AccountType.USERNAME) return 'accounts.field.username';
  if (accountType === AccountType.EMAIL) return 'accounts.field.email';
  return 'accounts.field.emailOrUsername';
}

export interface LoginOptions {
  byIp: boolean;
  google: boolean;
  microsoft: boolean;
  /** Account type EXTERNAL_ID: the single sign-on ID button instead of the password form. */
  externalId: boolean;
  forgotPassword: boolean;
  signUp: boolean;
}

/**
 * Which buttons and links the login form shows. An EXTERNAL_ID company signs in through
 * its provider only (the server refuses passwords, 861, and sign-up and forgot-password, 614), so its
 * form is the single sign-on ID button alone.
 */
export function loginOptions(company: CompanyPublicDetail): LoginOptions {
  const emailAccounts = company.accountType === AccountType.ALL || company.accountType === AccountType.EMAIL;
  const externalId = company.accountType === AccountType.EXTERNAL_ID;
  return {
    byIp: company.loginByIpAddress,
    google: emailAccounts && company.googleLogin !== SocialLoginOption.NONE,
    microsoft: emailAccounts && company.microsoftLogin !== SocialLoginOption.NONE,
    externalId,
    forgotPassword: !externalId && (company.allowForgotPassword || emailAccounts),
    signUp: !externalId && company.allowRegistration,
  };
}

/**
 * Where the forgot-password confirmation lands: `/forget-password?sent=true&email=…`,
 * relative to the router, whose basename adds the service path in path mode.
 */
export const forgotPasswordSentRoute = (email: string) =>
  `/forget-password?${new URLSearchParams({ sent: 'true', email }).toString()}`;
