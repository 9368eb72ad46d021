import type { IdentityProvider } from '@hondana/contract';

/** One person at a stand-in provider: the claims its ID tokens carry. */
export interface DevAccount {
  /** What is typed on the provider's login page, and the subject of its tokens. */
  login: string;
  password: string;
  claims: {
    email?: string;
    email_verified?: boolean;
    /** Microsoft: the e-mail's domain is verified by the tenant (Entra's optional claim). */
    xms_edov?: boolean;
    name?: string;
    /** Education ID: a child's account (refused, code 860). */
    is_child?: boolean;
  };
}

const PASSWORD = 'Dev-Identity-2026';

/** The demo people of each stand-in issuer (README's demo table and apps/server/src/dev-identity/README.md). */
export const devAccounts: Record<IdentityProvider, DevAccount[]> = {
  google: [
    {
      login: 'reader@demo.hondana.test',
      password: PASSWORD,
      claims: { email: 'reader@demo.hondana.test', email_verified: true, name: '山田 花子' },
    },
    {
      login: 'newcomer@gmail.test',
      password: PASSWORD,
      claims: { email: 'newcomer@gmail.test', email_verified: true, name: 'New Comer' },
    },
    {
      login: 'unverified@gmail.test',
      password: PASSWORD,
      claims: { email: 'unverified@gmail.test', email_verified: false, name: 'Not Verified' },
    },
  ],
  microsoft: [
    {
      login: 'reader@demo.hondana.test',
      password: PASSWORD,
      claims: { email: 'reader@demo.hondana.test', xms_edov: true, name: '山田 花子' },
    },
    {
      login: 'newcomer@outlook.test',
      password: PASSWORD,
      claims: { email: 'newcomer@outlook.test', xms_edov: true, name: 'New Comer' },
    },
    {
      login: 'noname@outlook.test',
      password: PASSWORD,
      claims: { email: 'noname@outlook.test', xms_edov: true },
    },
  ],
  external_id: [
    {
      login: 'edu-student-01',
      password: PASSWORD,
      claims: { name: 'Edu Student One', email: 'student01@edu.hondana.test', email_verified: true },
    },
    {
      login: 'edu-student-02',
      password: PASSWORD,
      claims: { name: 'Edu Student Two', email: 'student02@edu.hondana.test', email_verified: true },
    },
    { login: 'edu-child-01', password: PASSWORD, claims: { name: 'Edu Child', is_child: true } },
    { login: 'edu-incomplete-01', password: PASSWORD, claims: {} },
  ],
};

export const DEV_ACCOUNT_PASSWORD = PASSWORD;
