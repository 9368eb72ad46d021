import { type Action, actions, PolicyScope, ResultCode, type RoleLevel, roleLevels } from '@hondana/contract';
import type { SessionContext } from '../auth/session-context.ts';
import { appError } from '../http/app-error.ts';
import { policyTable } from './policy-table.ts';

/** The signed-in user as the policy sees them. */
export interface Actor {
  userId: number;
  role: RoleLevel;
  companyId: number | null;
  serviceId: number | null;
}

export const actorOf = (context: SessionContext): Actor => ({
  userId: context.user.id,
  role: context.user.roleLevel,
  companyId: context.user.companyId,
  serviceId: context.user.serviceId,
});

/** What an action touches: a company's rows, one service's rows, or one account. */
export interface PolicyTarget {
  companyId: number | null;
  serviceId?: number | null;
  userId?: number;
}

/** How far `role` may do `action`, or undefined when it may not at all. */
export const scopeOf = (role: RoleLevel, action: Action): PolicyScope | undefined =>
  policyTable[action][role];

/** The roles the policy table grants `action` in some scope. */
export const rolesGranted = (action: Action): RoleLevel[] =>
  roleLevels.filter((role) => scopeOf(role, action) !== undefined);

const abilitiesByRole = new Map(
  roleLevels.map((role) => [role, actions.filter((action) => scopeOf(role, action) !== undefined)]),
);

/** The actions a role holds in some scope: what `GET /auth/info` answers as abilities. */
export const abilitiesOf = (role: RoleLevel): Action[] => [...(abilitiesByRole.get(role) ?? [])];

/** Whether `actor` may do `action` on `target`, by the role's grant and the scope rule. */
export function permits(actor: Actor, action: Action, target: PolicyTarget): boolean {
  const scope = scopeOf(actor.role, action);
  const sameCompany = actor.companyId !== null && target.companyId === actor.companyId;
  switch (scope) {
    case PolicyScope.ALL:
      return true;
    case PolicyScope.COMPANY:
      return sameCompany;
    case PolicyScope.SERVICE:
      return sameCompany && actor.serviceId !== null && target.serviceId === actor.serviceId;
    case PolicyScope.SELF:
      return target.userId === actor.userId && target.companyId === actor.companyId;
    default:
      return false;
  }
}

/** A role without the action: INVALID_ROLE_ACCESS, checked once per request by the route pre-handler. */
export function assertRoleMay(actor: Actor, action: Action): void {
  if (scopeOf(actor.role, action) === undefined) throw appError(ResultCode.INVALID_ROLE_ACCESS);
}

/** A check of one action on a target: what a route's `authorize` is (the route's own action). */
export type Authorize = (target: PolicyTarget) => void;

/** The `authorize` of `action` for `actor`, for callers outside a route (jobs, tests). */
export const authorizer =
  (actor: Actor, action: Action): Authorize =>
  (target) =>
    assertPermits(actor, action, target);

/** A target outside the actor's scope for the action: NO_PERMISSION. */
export function assertPermits(actor: Actor, action: Action, target: PolicyTarget): void {
  assertRoleMay(actor, action);
  if (!permits(actor, action, target)) throw appError(ResultCode.NO_PERMISSION);
}
