import { type Action, ResultCode, RoleLevel } from '@hondana/contract';
import type { Executor } from '../database/connection.ts';
import { appError, isAppError } from '../http/app-error.ts';
import { findCompanyById, findDefaultService, findServiceById } from '../tenancy/tenant-repository.ts';
import type { ServiceScope, TenantScope } from '../tenancy/tenant-scope.ts';
import { type Actor, type Authorize, assertPermits, type PolicyTarget } from './policy.ts';

/** A route's caller as a read or write needs it: the actor and the route's own check of its action. */
export interface RouteCaller {
  actor: Actor;
  authorize: Authorize;
}

/** A policy action, or a route's `authorize`, which checks the route's own action. */
export type ActionCheck = Action | Authorize;

/** Checks `action` (a name, or a route's `authorize`) for `actor` on `target`. */
export const checkAction = (actor: Actor, action: ActionCheck, target: PolicyTarget) =>
  typeof action === 'function' ? action(target) : assertPermits(actor, action, target);

/** Whether a route's `authorize` lets the caller reach `target`: the check without its refusal (614). */
export function passes(authorize: Authorize, target: PolicyTarget): boolean {
  try {
    authorize(target);
    return true;
  } catch (error) {
    if (isAppError(error) && error.code === ResultCode.NO_PERMISSION) return false;
    throw error;
  }
}

export interface ScopeRequest {
  companyId?: number | undefined;
  serviceId?: number | undefined;
}

/**
 * The rows an administrator's list, export or import reaches (contents, content groups…): a company admin's company (or one of
 * its services when named), a service admin's own service, a system admin's named company or service.
 * A service or company the caller may not reach is refused by the policy (614), an unknown one is 704.
 */
export async function adminScope(
  db: Executor,
  actor: Actor,
  action: ActionCheck,
  request: ScopeRequest,
): Promise<TenantScope> {
  if (request.serviceId !== undefined) return serviceScopeFor(db, actor, action, request.serviceId);
  if (actor.role === RoleLevel.SERVICE_ADMIN && actor.companyId !== null && actor.serviceId !== null) {
    // A company named must be the admin's own: another's is refused (614), never read as their own.
    const scope = { companyId: actor.companyId, serviceId: actor.serviceId };
    checkAction(actor, action, {
      companyId: request.companyId ?? scope.companyId,
      serviceId: scope.serviceId,
    });
    return scope;
  }
  const companyId = request.companyId ?? actor.companyId;
  if (companyId === null) throw appError(ResultCode.BAD_PARAMETERS, { reason: 'companyId required' });
  if (!(await findCompanyById(db, companyId))) throw appError(ResultCode.COMPANY_NOT_FOUND);
  checkAction(actor, action, { companyId });
  return { companyId, serviceId: null };
}

/** A named service, when the caller may act in it. */
export async function serviceScopeFor(
  db: Executor,
  actor: Actor,
  action: ActionCheck,
  serviceId: number,
): Promise<ServiceScope> {
  const service = await findServiceById(db, serviceId);
  if (!service) throw appError(ResultCode.SERVICE_PATH_NOT_FOUND);
  checkAction(actor, action, { companyId: service.companyId, serviceId: service.id });
  return { companyId: service.companyId, serviceId: service.id };
}

/**
 * The service a new content goes to: the one named, a service admin's own, else the company's default
 * service (a system admin must name one).
 */
export async function targetServiceFor(
  db: Executor,
  actor: Actor,
  action: ActionCheck,
  serviceId: number | undefined,
): Promise<ServiceScope> {
  if (actor.role === RoleLevel.SERVICE_ADMIN && actor.serviceId !== null) {
    return serviceScopeFor(db, actor, action, serviceId ?? actor.serviceId);
  }
  if (serviceId !== undefined) return serviceScopeFor(db, actor, action, serviceId);
  if (actor.companyId === null) throw appError(ResultCode.BAD_PARAMETERS, { reason: 'serviceId required' });
  const service = await findDefaultService(db, actor.companyId);
  if (!service) throw appError(ResultCode.SERVICE_PATH_NOT_FOUND);
  return serviceScopeFor(db, actor, action, service.id);
}
