import type { Action, AuthUser } from '@hondana/contract';
import { describe, expect, it } from 'vitest';
import { sessionRefusal } from './session-policy.ts';
import type { SessionScope } from './session-store.ts';

/** What auth/info answers per role (the server's policy table): the policy reads these, not the role. */
const READER: Action[] = ['portal.login', 'account.read', 'account.update', 'account.cancel'];
const IP_USER: Action[] = [];
const STAFF: Action[] = ['adminSite.open', 'account.read', 'account.update', 'user.read'];

const user = (over: Partial<AuthUser>): AuthUser => ({
  id: 1,
  companyId: 1,
  serviceId: 1,
  domain: 'localhost',
  path: 'demo',
  email: 'reader@demo.hondana.test',
  username: 'reader01',
  fullName: 'Reader',
  name: 'Reader',
  lang: 'ja',
  roleLevel: 3,
  loginType: 4,
  isSubscribeMail: false,
  isReceiveNotify: true,
  abilities: READER,
  ...over,
});

const scope = (domainType: 'PATH' | 'FULL_DOMAIN', domain: string, path: string): SessionScope => ({
  site: 'tenant',
  cookie: { domainType, domain, path },
  tenantKey: path,
  defaultLanguage: 'vn',
});
const admin: SessionScope = { ...scope('PATH', 'localhost', 'admin'), site: 'admin', tenantKey: 'admin' };

describe('who may stay signed in where (seed 000 §4)', () => {
  it('keeps end users and IP users on their own tenant', () => {
    expect(sessionRefusal(user({}), scope('PATH', 'localhost', 'demo'))).toBeNull();
    expect(
      sessionRefusal(user({ roleLevel: 4, abilities: IP_USER }), scope('PATH', 'localhost', 'DEMO')),
    ).toBeNull();
    const books = user({ domain: 'books.localhost', path: 'books' });
    expect(sessionRefusal(books, scope('FULL_DOMAIN', 'books.localhost', 'books'))).toBeNull();
  });

  it('logs out a session of another tenant: by path in path mode, by domain in full-domain mode', () => {
    expect(sessionRefusal(user({ path: 'campus' }), scope('PATH', 'localhost', 'demo'))).toBe('other-tenant');
    expect(
      sessionRefusal(user({ domain: 'other.test' }), scope('FULL_DOMAIN', 'books.localhost', 'books')),
    ).toBe('other-tenant');
  });

  it('sends whoever may open the admin site from a tenant to the admin login', () => {
    for (const roleLevel of [1, 2, 5] as const)
      expect(sessionRefusal(user({ roleLevel, abilities: STAFF }), scope('PATH', 'localhost', 'demo'))).toBe(
        'staff',
      );
  });

  it('keeps only those who may open it on the administration site', () => {
    for (const roleLevel of [1, 2, 5] as const)
      expect(sessionRefusal(user({ roleLevel, path: null, abilities: STAFF }), admin)).toBeNull();
    expect(sessionRefusal(user({ roleLevel: 3 }), admin)).toBe('not-staff');
    expect(sessionRefusal(user({ roleLevel: 4, abilities: IP_USER }), admin)).toBe('not-staff');
  });

  it('decides by abilities, not by the role number', () => {
    expect(sessionRefusal(user({ roleLevel: 1, abilities: READER }), admin)).toBe('not-staff');
    expect(sessionRefusal(user({ roleLevel: 3, abilities: STAFF }), scope('PATH', 'localhost', 'demo'))).toBe(
      'staff',
    );
  });
});
