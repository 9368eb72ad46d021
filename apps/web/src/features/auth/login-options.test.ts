import type { CompanyPublicDetail } from '@hondana/contract';
import { describe, expect, it } from 'vitest';
import { forgotPasswordSentRoute, identifierLabelKey, loginOptions } from './login-options.ts';

const company = (over: Partial<CompanyPublicDetail>) =>
  ({
    accountType: 'ALL',
    loginByIpAddress: false,
    googleLogin: 'none',
    microsoftLogin: 'none',
    allowForgotPassword: false,
    allowRegistration: false,
    ...over,
  }) as CompanyPublicDetail;

describe('login page (seed 000 §2)', () => {
  it('labels the identifier by account type', () => {
    expect(identifierLabelKey('USERNAME')).toBe('accounts.field.username');
    expect(identifierLabelKey('EMAIL')).toBe('accounts.field.email');
    expect(identifierLabelKey('ALL')).toBe('accounts.field.emailOrUsername');
  });

  it('offers IP login only when the company allows it', () => {
    expect(loginOptions(company({ loginByIpAddress: true })).byIp).toBe(true);
    expect(loginOptions(company({})).byIp).toBe(false);
  });

  it('offers Google and Microsoft for ALL and EMAIL accounts when not "none"', () => {
    const on = { googleLogin: 'enabled', microsoftLogin: 'enabled' } as const;
    expect(loginOptions(company({ ...on, accountType: 'EMAIL' }))).toMatchObject({
      google: true,
      microsoft: true,
    });
    expect(loginOptions(company({ ...on, accountType: 'USERNAME' }))).toMatchObject({
      google: false,
      microsoft: false,
    });
    expect(loginOptions(company({ accountType: 'ALL' }))).toMatchObject({ google: false, microsoft: false });
  });

  it('shows forgot-password when allowed or for ALL and EMAIL accounts; sign-up when registration is allowed', () => {
    expect(loginOptions(company({ accountType: 'USERNAME' })).forgotPassword).toBe(false);
    expect(loginOptions(company({ accountType: 'USERNAME', allowForgotPassword: true })).forgotPassword).toBe(
      true,
    );
    expect(loginOptions(company({ accountType: 'EMAIL' })).forgotPassword).toBe(true);
    expect(loginOptions(company({ allowRegistration: true })).signUp).toBe(true);
    expect(loginOptions(company({})).signUp).toBe(false);
  });

  it('gives an EXTERNAL_ID company the single sign-on ID button alone: no password links', () => {
    const options = loginOptions(
      company({ accountType: 'EXTERNAL_ID', allowForgotPassword: true, allowRegistration: true }),
    );
    expect(options).toMatchObject({ externalId: true, forgotPassword: false, signUp: false, google: false });
    expect(loginOptions(company({})).externalId).toBe(false);
  });

  it('confirms a forgot-password request at /forget-password?sent=true&email=…', () => {
    expect(forgotPasswordSentRoute('a+b@demo.test')).toBe(
      '/forget-password?sent=true&email=a%2Bb%40demo.test',
    );
  });
});
