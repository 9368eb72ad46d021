import { ResultCode } from '@hondana/contract';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../database/connection.ts';
import { appError } from '../http/app-error.ts';
import {
  type CompanyRow,
  findDefaultService,
  findFullDomainCompany,
  findPathService,
  type ServiceRow,
} from './tenant-repository.ts';

/** The tenant a request belongs to. Every repository call on tenant data is given this. */
export interface Tenant {
  company: CompanyRow;
  service: ServiceRow;
}

export interface TenantHint {
  /** Host the request arrived on (Host header, or X-Forwarded-Host behind a trusted proxy). */
  host: string;
  /** `domain` the client sent; when present it must name the same host. */
  domain?: string | undefined;
  /** `path` the client sent: the service path of a PATH-mode tenant. */
  path?: string | undefined;
}

export const normaliseHost = (value: string) =>
  value.trim().toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');

export const normalisePath = (value: string) =>
  value
    .trim()
    .toLowerCase()
    .replace(/^\/+|\/+$/g, '');

/**
 * FULL_DOMAIN tenants are found by the host alone; PATH tenants by host plus service path. A `domain`
 * that names another host than the one the request came to is refused: a page of one tenant cannot
 * ask for another tenant's data by sending its name.
 */
export async function resolveTenant(db: Database, hint: TenantHint): Promise<Tenant> {
  const host = normaliseHost(hint.host);
  if (hint.domain && normaliseHost(hint.domain) !== host) throw appError(ResultCode.COMPANY_NOT_FOUND);

  const fullDomainCompany = await findFullDomainCompany(db, host);
  if (fullDomainCompany) {
    const service = await findDefaultService(db, fullDomainCompany.id);
    if (!service) throw appError(ResultCode.SERVICE_PATH_NOT_FOUND);
    return { company: fullDomainCompany, service };
  }

  const path = hint.path ? normalisePath(hint.path) : '';
  if (!path) throw appError(ResultCode.COMPANY_NOT_FOUND);
  const found = await findPathService(db, host, path);
  if (!found) throw appError(ResultCode.SERVICE_PATH_NOT_FOUND);
  return found;
}

/** Reads the tenant hint of a request: `domain` and `path` from the query or the JSON body. */
export function tenantHintOf(request: FastifyRequest): TenantHint {
  const pick = (source: unknown, key: string): string | undefined => {
    if (!source || typeof source !== 'object') return undefined;
    const value = (source as Record<string, unknown>)[key];
    return typeof value === 'string' && value !== '' ? value : undefined;
  };
  return {
    host: request.hostname,
    domain: pick(request.query, 'domain') ?? pick(request.body, 'domain'),
    path:
      pick(request.query, 'path') ??
      pick(request.body, 'path') ??
      pick(request.query, 'service_path') ??
      pick(request.query, 'servicePath'),
  };
}
