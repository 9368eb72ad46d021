import { ResultCode } from '@hondana/contract';
import type { SessionContext } from '../../platform/auth/session-context.ts';
import type { Database } from '../../platform/database/connection.ts';
import { appError } from '../../platform/http/app-error.ts';
import { portalOfAccount } from '../../platform/tenancy/portal-of-account.ts';
import type { Tenant } from '../../platform/tenancy/resolve-tenant.ts';

/**
 * The portal a signed-in user's mail links point to: the company and service of the session, else the
 * user's own company and its default service.
 */
export async function tenantOfSession(db: Database, caller: SessionContext): Promise<Tenant> {
  if (caller.company && caller.service?.companyId === caller.company.id) {
    return { company: caller.company, service: caller.service };
  }
  const companyId = caller.company?.id ?? caller.user.companyId;
  const tenant = await portalOfAccount(db, companyId, caller.service?.id ?? caller.user.serviceId);
  if (!tenant) throw appError(ResultCode.COMPANY_NOT_FOUND);
  return tenant;
}
