import type { Executor } from '../database/connection.ts';
import type { Tenant } from './resolve-tenant.ts';
import { findCompanyById, findDefaultService, findServiceOfCompany } from './tenant-repository.ts';

/**
 * The portal an account's mail links point to: its company with the given service (the session's or
 * the account's own), else the company's default service. Undefined for platform accounts.
 */
export async function portalOfAccount(
  db: Executor,
  companyId: number | null,
  serviceId: number | null,
): Promise<Tenant | undefined> {
  if (companyId === null) return undefined;
  const company = await findCompanyById(db, companyId);
  if (!company) return undefined;
  const own = serviceId === null ? undefined : await findServiceOfCompany(db, { companyId, serviceId });
  const service = own ?? (await findDefaultService(db, companyId));
  return service ? { company, service } : undefined;
}
