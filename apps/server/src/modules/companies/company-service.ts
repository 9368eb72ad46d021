import { createHash, randomBytes } from 'node:crypto';
import {
  type CompanyAdminItem,
  type CompanyApiKey,
  type CompanyDetail,
  type companyPageQuerySchema,
  type companyUpdateSchema,
  ResultCode,
  RoleLevel,
} from '@hondana/contract';
import type { z } from 'zod';
import type { AdminCall } from '../../platform/audit/audit-who.ts';
import { auditedWrite } from '../../platform/audit/audited-write.ts';
import type { Database } from '../../platform/database/connection.ts';
import { appError } from '../../platform/http/app-error.ts';
import type { RouteCaller } from '../../platform/policy/admin-scope.ts';
import type { Actor } from '../../platform/policy/policy.ts';
import { findCompanyById } from '../../platform/tenancy/tenant-repository.ts';
import { companyScope } from '../../platform/tenancy/tenant-scope.ts';
import { lockAddresses } from './address-rules.ts';
import { findCompanyForUpdate, pageCompaniesAcrossTenants, updateCompanyRow } from './company-repository.ts';
import { assertFieldsAllowed, companyValues, type ValueDeps } from './company-values.ts';
import { presentCompanyDetail, presentCompanyListItem } from './present-company.ts';
import { listCompanyAdmins } from './service-repository.ts';

type PageQuery = z.output<typeof companyPageQuerySchema>;
type Update = z.output<typeof companyUpdateSchema>;

/** A system admin lists every company; a company or service admin only its own. */
export async function listCompanies(db: Database, actor: Actor, query: PageQuery) {
  const companyId = actor.role === RoleLevel.SYSTEM_ADMIN ? null : actor.companyId;
  const { rows, total } = await pageCompaniesAcrossTenants(db, { ...query, companyId });
  return {
    content: rows.map(({ row, paths }) => presentCompanyListItem(row, paths)),
    totalElements: total,
    totalPages: Math.ceil(total / query.size),
    number: query.page,
    size: query.size,
  };
}

/** A company the caller may act on; another company's id is 614, an unknown one 704. */
async function reachableCompany(db: Database, { actor, authorize }: RouteCaller, id: number) {
  const company = await findCompanyById(db, id);
  if (!company) throw appError(ResultCode.COMPANY_NOT_FOUND);
  authorize({ companyId: company.id, serviceId: actor.serviceId });
  return company;
}

export async function companyDetail(db: Database, caller: RouteCaller, id: number): Promise<CompanyDetail> {
  return presentCompanyDetail(await reachableCompany(db, caller, id));
}

/** GET /company/admins/{id}: who may be named the company's owner. */
export async function companyAdmins(
  db: Database,
  caller: RouteCaller,
  id: number,
): Promise<CompanyAdminItem[]> {
  const company = await reachableCompany(db, caller, id);
  return listCompanyAdmins(db, companyScope(company.id));
}

/** Changes the settings sent in one transaction; the tenant caches hear of it from the row's notification. */
export async function updateCompany(
  deps: ValueDeps & { db: Database },
  call: AdminCall,
  id: number,
  fields: Update,
): Promise<CompanyDetail> {
  await reachableCompany(deps.db, call, id);
  assertFieldsAllowed(call.actor, fields);
  const row = await auditedWrite(deps.db, call.who, async (tx, record) => {
    if (fields.domain !== undefined || fields.domainType !== undefined) await lockAddresses(tx);
    const current = await findCompanyForUpdate(tx, id);
    if (!current) throw appError(ResultCode.COMPANY_NOT_FOUND);
    const values = await companyValues(tx, deps, fields, current);
    if (Object.keys(values).length === 0) return current;
    const updated = await updateCompanyRow(tx, id, values);
    record({
      entity: 'company',
      entityId: id,
      companyId: id,
      action: 'update',
      before: presentCompanyDetail(current),
      after: presentCompanyDetail(updated),
    });
    return updated;
  });
  return presentCompanyDetail(row);
}

/** A new API key: 32 random bytes, readable in a header; the caller sees it once. */
export function newApiKey(): { apiKey: string; hash: string; hint: string } {
  const apiKey = `hk_${randomBytes(32).toString('base64url')}`;
  return { apiKey, hash: hashApiKey(apiKey), hint: apiKey.slice(-4) };
}

/** How a key sent by a caller is looked up: its SHA-256 (a 256-bit random key needs no slow hash). */
export const hashApiKey = (apiKey: string): string =>
  createHash('sha256').update(apiKey, 'utf8').digest('hex');

/** Replaces the company's API key (system admin only: the key reaches the company's data from outside). */
export async function rotateApiKey(db: Database, call: AdminCall, id: number): Promise<CompanyApiKey> {
  await reachableCompany(db, call, id);
  if (call.actor.role !== RoleLevel.SYSTEM_ADMIN)
    throw appError(ResultCode.NO_PERMISSION, { field: 'apiKey' });
  const { apiKey, hash, hint } = newApiKey();
  await auditedWrite(db, call.who, async (tx, record) => {
    const before = await findCompanyForUpdate(tx, id);
    if (!before) throw appError(ResultCode.COMPANY_NOT_FOUND);
    await updateCompanyRow(tx, id, { apiKeyHash: hash, apiKeyHint: hint });
    record({
      entity: 'company',
      entityId: id,
      companyId: id,
      action: 'rotateApiKey',
      before: { apiKeyHint: before.apiKeyHint },
      after: { apiKeyHint: hint },
    });
  });
  return { apiKey, apiKeyHint: hint };
}
