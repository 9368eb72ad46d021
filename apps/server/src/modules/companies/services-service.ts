import {
  ResultCode,
  RoleLevel,
  SERVICE_REFERRERS_MAX,
  type ServiceItem,
  type serviceCreateSchema,
  type serviceUpdateSchema,
} from '@hondana/contract';
import type { z } from 'zod';
import type { AuditWho } from '../../platform/audit/audit-who.ts';
import { auditedWrite } from '../../platform/audit/audited-write.ts';
import type { Database, Executor } from '../../platform/database/connection.ts';
import { appError } from '../../platform/http/app-error.ts';
import { adminScope, serviceScopeFor } from '../../platform/policy/admin-scope.ts';
import type { Actor, Authorize } from '../../platform/policy/policy.ts';
import { findCompanyById, type ServiceRow } from '../../platform/tenancy/tenant-repository.ts';
import type { ServiceScope } from '../../platform/tenancy/tenant-scope.ts';
import { assertPathFreeAcrossTenants, checkedPath, lockAddresses } from './address-rules.ts';
import { newPortalDefaults } from './portal-defaults.ts';
import { presentService } from './present-service.ts';
import { provisionPortal } from './provision-portal.ts';
import {
  deleteServiceRow,
  findServiceForUpdate,
  insertService,
  listServicesWithCounts,
  type ServiceValues,
  serviceHoldsAnything,
  updateServiceRow,
} from './service-repository.ts';

type Create = z.output<typeof serviceCreateSchema>;
type Update = z.output<typeof serviceUpdateSchema>;

/** Who is asking, as a route hands it over. */
export interface ServiceCaller {
  actor: Actor;
  who: AuditWho;
  authorize: Authorize;
}

/**
 * The settings beyond an admin's reach (614): the path only a system admin moves, since readers'
 * bookmarks and the referrer pages link to it; the content quota is the company's.
 */
const beyondReach: Partial<Record<RoleLevel, readonly ('path' | 'maxContent')[]>> = {
  [RoleLevel.COMPANY_ADMIN]: ['path'],
  [RoleLevel.SERVICE_ADMIN]: ['path', 'maxContent'],
};

export async function listServices(db: Database, caller: ServiceCaller, companyId: number | undefined) {
  const scope = await adminScope(db, caller.actor, caller.authorize, { companyId });
  const rows = await listServicesWithCounts(db, scope);
  return rows.map(({ service, contentCount }) => presentService(service, contentCount));
}

async function itemOf(db: Executor, scope: ServiceScope): Promise<ServiceItem> {
  const [found] = (await listServicesWithCounts(db, scope)).filter(
    (row) => row.service.id === scope.serviceId,
  );
  if (!found) throw appError(ResultCode.SERVICE_PATH_NOT_FOUND);
  return presentService(found.service, found.contentCount);
}

/** A service the caller reaches (614 for another tenant's, 854 for an unknown id). */
export const reachableService = (db: Database, caller: ServiceCaller, id: number) =>
  serviceScopeFor(db, caller.actor, caller.authorize, id);

export async function serviceDetail(db: Database, caller: ServiceCaller, id: number) {
  return itemOf(db, await reachableService(db, caller, id));
}

/** The column values of the fields sent: the path's form (415) and that it is free (414), ≤ 5 referrers (852). */
async function serviceValues(tx: Executor, fields: Update, serviceId: number | null): Promise<ServiceValues> {
  const values: ServiceValues = {};
  if (fields.name !== undefined) values.name = fields.name;
  if (fields.maxContent !== undefined) values.maxContent = fields.maxContent;
  if (fields.referrerUrls !== undefined) {
    const referrers = [...new Set(fields.referrerUrls)];
    if (referrers.length > SERVICE_REFERRERS_MAX) {
      throw appError(ResultCode.REFERRER_LIMIT_REACHED, { field: 'referrerUrls' });
    }
    values.referrerUrls = referrers;
  }
  if (fields.path !== undefined) {
    values.path = checkedPath(fields.path);
    await assertPathFreeAcrossTenants(tx, values.path, serviceId);
  }
  return values;
}

/** POST /service/add: a new portal of the company, answering at once with the defaults every portal gets. */
export async function addService(db: Database, caller: ServiceCaller, body: Create): Promise<ServiceItem> {
  const scope = await adminScope(db, caller.actor, caller.authorize, { companyId: body.companyId });
  const company = await findCompanyById(db, scope.companyId);
  if (!company) throw appError(ResultCode.COMPANY_NOT_FOUND);
  return auditedWrite(db, caller.who, async (tx, record) => {
    await lockAddresses(tx);
    const values = await serviceValues(tx, body, null);
    const service = await insertService(tx, scope, {
      ...values,
      name: body.name,
      path: values.path ?? body.path,
    });
    const serviceScope = { companyId: service.companyId, serviceId: service.id };
    await provisionPortal(tx, serviceScope, newPortalDefaults(company.defaultLanguage));
    const item = presentService(service, 0);
    record({
      entity: 'service',
      entityId: service.id,
      companyId: service.companyId,
      serviceId: service.id,
      action: 'create',
      after: item,
    });
    return item;
  });
}

/**
 * PUT /service/update/{id}: a service admin changes only the name and the referrers of its own service,
 * a company admin also the quota, a system admin also the path.
 */
export async function updateService(db: Database, caller: ServiceCaller, id: number, body: Update) {
  const scope = await reachableService(db, caller, id);
  const field = beyondReach[caller.actor.role]?.find((name) => body[name] !== undefined);
  if (field) throw appError(ResultCode.NO_PERMISSION, { field });
  await auditedWrite(db, caller.who, async (tx, record) => {
    if (body.path !== undefined) await lockAddresses(tx);
    const before = await findServiceForUpdate(tx, scope);
    if (!before) throw appError(ResultCode.SERVICE_PATH_NOT_FOUND);
    const values = await serviceValues(tx, body, id);
    if (Object.keys(values).length === 0) return;
    const after = await updateServiceRow(tx, scope, values);
    record({ ...serviceChange(after, 'update'), before: auditable(before), after: auditable(after) });
  });
  return itemOf(db, scope);
}

/** DELETE /service/delete/{id}: only an empty service that is not the company's default one (812). */
export async function deleteService(db: Database, caller: ServiceCaller, id: number) {
  const scope = await reachableService(db, caller, id);
  await auditedWrite(db, caller.who, async (tx, record) => {
    const before = await findServiceForUpdate(tx, scope);
    if (!before) throw appError(ResultCode.SERVICE_PATH_NOT_FOUND);
    if (before.isDefault || (await serviceHoldsAnything(tx, scope)))
      throw appError(ResultCode.SERVICE_IN_USE);
    await deleteServiceRow(tx, scope);
    record({ ...serviceChange(before, 'delete'), before: auditable(before) });
  });
  return { accepted: true as const };
}

const serviceChange = (row: ServiceRow, action: string) => ({
  entity: 'service',
  entityId: row.id,
  companyId: row.companyId,
  serviceId: row.id,
  action,
});

const auditable = (row: ServiceRow) => ({
  name: row.name,
  path: row.path,
  referrerUrls: row.referrerUrls,
  maxContent: row.maxContent,
});
