import { ResultCode } from '@hondana/contract';
import { eq } from 'drizzle-orm';
import { companies, services } from '../../db/schema/index.ts';
import type { SessionContext } from '../../platform/auth/session-context.ts';
import type { Database } from '../../platform/database/connection.ts';
import { appError } from '../../platform/http/app-error.ts';
import type { Tenant } from '../../platform/tenancy/resolve-tenant.ts';
import { findDefaultService } from '../../platform/tenancy/tenant-repository.ts';

/**
 * The portal a signed-in user's mail links point to: the company and service of the session, else the
 * user's own company and its default service.
 */
export async function tenantOfSession(db: Database, caller: SessionContext): Promise<Tenant> {
  const companyId = caller.company?.id ?? caller.user.companyId;
  if (companyId === null) throw appError(ResultCode.COMPANY_NOT_FOUND);
  const company =
    caller.company ?? (await db.select().from(companies).where(eq(companies.id, companyId)).limit(1))[0];
  if (!company) throw appError(ResultCode.COMPANY_NOT_FOUND);
  const [own] = caller.service
    ? [caller.service]
    : caller.user.serviceId
      ? await db.select().from(services).where(eq(services.id, caller.user.serviceId)).limit(1)
      : [];
  const service = own?.companyId === company.id ? own : await findDefaultService(db, company.id);
  if (!service) throw appError(ResultCode.COMPANY_NOT_FOUND);
  return { company, service };
}
