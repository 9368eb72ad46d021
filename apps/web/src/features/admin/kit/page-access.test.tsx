import type { Action } from '@hondana/contract';
import { describe, expect, it } from 'vitest';
import type { SessionUser } from '../../../session/session-store.ts';
import { pagesFor } from './page-access.ts';
import { matchesQuery, pageSource } from './palette-sources.ts';

const admin = (companyId: number | null, serviceId: number | null, abilities: Action[]) =>
  ({ companyId, serviceId, abilities: ['adminSite.open', ...abilities] }) as unknown as SessionUser;

const system = admin(null, null, ['content.read', 'userGroup.read', 'company.read', 'searchSettings.update']);
const company = admin(1, null, ['content.read', 'userGroup.read', 'company.read', 'searchSettings.update']);
const service = admin(1, 2, ['content.read', 'userGroup.read', 'company.read']);
const reader = { companyId: 1, serviceId: 2, abilities: ['account.read'] } as unknown as SessionUser;

const ids = (user: SessionUser | null) => pagesFor(user).map((page) => page.id);

describe('which console pages each role sees', () => {
  it('follows the abilities GET /auth/info sends, never a role number', () => {
    const all = ['home', 'contents', 'user-groups', 'company-settings', 'catalogue-display'];
    expect(ids(system)).toEqual(all);
    expect(ids(company)).toEqual(all);
    expect(ids(service)).toEqual(['home', 'contents', 'user-groups', 'company-settings']);
    expect(ids(admin(1, null, ['content.read']))).toEqual(['home', 'contents']);
    expect(ids(reader)).toEqual(['home']);
    expect(ids(null)).toEqual([]);
  });
});

describe('the palette’s pages', () => {
  const t = (key: string) => ({ 'contentAdmin.nav.userGroups': 'User groups' })[key] ?? key;
  const search = (
    query: string,
    user: SessionUser,
    scope = null as { companyId: number; serviceId: number | null } | null,
  ) =>
    pageSource.search(query, { user, scope, t }, new AbortController().signal) as {
      id: string;
      href: string;
    }[];

  it('finds a page by any words of its name, folding case, width and accents', () => {
    expect(matchesQuery('Cài đặt công ty', 'cai dat')).toBe(true);
    expect(matchesQuery('User groups', 'ＧＲＯＵＰＳ user')).toBe(true);
    expect(matchesQuery('User groups', 'contents')).toBe(false);
    expect(search('groups', company).map((item) => item.id)).toEqual(['page:user-groups']);
  });

  it('links in the scope on screen, else the admin’s own; a system admin without one gets the picker', () => {
    expect(search('groups', company)[0]?.href).toBe('/admin/c/1/user-groups');
    expect(search('groups', service)[0]?.href).toBe('/admin/c/1/s/2/user-groups');
    expect(search('groups', system)[0]?.href).toBe('/admin/user-groups');
    expect(search('groups', system, { companyId: 4, serviceId: null })[0]?.href).toBe(
      '/admin/c/4/user-groups',
    );
    expect(search('display', service)).toEqual([]);
  });
});
