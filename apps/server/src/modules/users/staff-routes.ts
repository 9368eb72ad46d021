import { AccountStatus, type staffRoutes } from '@hondana/contract';
import type { FastifyInstance } from 'fastify';
import type { RouteHandlers } from '../../platform/http/route-kit.ts';
import { accountDepsOf } from './account-deps-of.ts';
import { pageStaffItems, resendStaffInvitation, setStaffStatus, updateStaff } from './staff-service.ts';

/** Each handler hands its context on as the caller (see reader-admin-routes.ts). */
export function staffHandlers(app: FastifyInstance): RouteHandlers<typeof staffRoutes> {
  const deps = accountDepsOf(app);
  return {
    staffPage: async (caller) => pageStaffItems(deps, caller, caller.query),
    staffUpdate: async (caller) => updateStaff(deps, caller, caller.params.id, caller.body),
    staffStop: async (caller) => setStaffStatus(deps, caller, caller.params.id, AccountStatus.STOP),
    staffAllow: async (caller) => setStaffStatus(deps, caller, caller.params.id, AccountStatus.ALLOW),
    staffResendInvitation: async (caller) => resendStaffInvitation(deps, caller, caller.params.id),
  };
}
