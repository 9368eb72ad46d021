import { readFileSync } from 'node:fs';
import { type Action, actions, PolicyScope, RoleLevel, roleLevels } from '@hondana/contract';
import { describe, expect, it } from 'vitest';
import { permissionsDocPath, renderPermissionsDoc } from '../../../scripts/write-permissions-doc.ts';
import { type Actor, abilitiesOf, type PolicyTarget, permits, scopeOf } from './policy.ts';

const OWN_COMPANY = 10;
const OWN_SERVICE = 100;
const ME = 1000;

const actorWith = (role: RoleLevel): Actor => ({
  userId: ME,
  role,
  companyId: role === RoleLevel.SYSTEM_ADMIN ? null : OWN_COMPANY,
  serviceId: role === RoleLevel.SERVICE_ADMIN ? OWN_SERVICE : null,
});

/** Every kind of row an action can touch, seen from `actor`. */
const targetsOf = (actor: Actor): Record<string, PolicyTarget> => ({
  'own account': { companyId: actor.companyId, serviceId: actor.serviceId, userId: ME },
  'other user, own service': { companyId: OWN_COMPANY, serviceId: OWN_SERVICE, userId: ME + 1 },
  'own company, other service': { companyId: OWN_COMPANY, serviceId: OWN_SERVICE + 1, userId: ME + 2 },
  'other company': { companyId: OWN_COMPANY + 1, serviceId: OWN_SERVICE + 2, userId: ME + 3 },
});

/** What each scope lets through, written from docs/permissions.md's definitions. */
const reaches: Record<PolicyScope, (target: string) => boolean> = {
  [PolicyScope.ALL]: () => true,
  [PolicyScope.COMPANY]: (target) => target !== 'other company',
  [PolicyScope.SERVICE]: (target) => target === 'own account' || target === 'other user, own service',
  [PolicyScope.SELF]: (target) => target === 'own account',
};

const readerActions = new Set<Action>([
  'portal.login',
  'account.read',
  'account.update',
  'account.changePassword',
  'account.changeEmail',
  'account.resetPassword',
  'account.cancel',
  'favourite.manage',
  'content.download',
  'subscription.read',
  'subscription.manage',
  'transaction.read',
]);

describe('the policy table', () => {
  for (const action of actions) {
    for (const role of roleLevels) {
      it(`${action} × role ${role}: allowed exactly where its scope reaches`, () => {
        const scope = scopeOf(role, action);
        const actor = actorWith(role);
        for (const [name, target] of Object.entries(targetsOf(actor))) {
          const expected = scope !== undefined && reaches[scope](name);
          expect(permits(actor, action, target), name).toBe(expected);
        }
      });
    }
  }

  it('grants every action to some role, and none to IP users', () => {
    for (const action of actions) expect(roleLevels.some((r) => scopeOf(r, action) !== undefined)).toBe(true);
    expect(abilitiesOf(RoleLevel.IP_USER)).toEqual([]);
  });

  it('gives end users only their own account and the portal login, never an admin action', () => {
    for (const action of abilitiesOf(RoleLevel.USER)) {
      expect(readerActions.has(action), action).toBe(true);
      expect(scopeOf(RoleLevel.USER, action)).toBe(PolicyScope.SELF);
    }
  });

  it('never lets a company or service admin past its own company, nor a service admin past its service', () => {
    for (const action of actions) {
      expect(scopeOf(RoleLevel.COMPANY_ADMIN, action)).not.toBe(PolicyScope.ALL);
      expect([undefined, PolicyScope.SERVICE, PolicyScope.SELF]).toContain(
        scopeOf(RoleLevel.SERVICE_ADMIN, action),
      );
    }
  });

  it('lets only the system admin read the platform mail and jobs', () => {
    for (const action of ['mailOutbox.read', 'jobs.read', 'company.create'] as const) {
      expect(roleLevels.filter((r) => scopeOf(r, action) !== undefined)).toEqual([RoleLevel.SYSTEM_ADMIN]);
    }
  });

  it('docs/permissions.md is up to date (run `npm run docs:permissions`)', () => {
    expect(readFileSync(permissionsDocPath, 'utf8')).toBe(renderPermissionsDoc());
  });
});
