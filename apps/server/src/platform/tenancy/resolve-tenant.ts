import { ResultCode } from '@hondana/contract';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../database/connection.ts';
import { appError } from '../http/app-error.ts';
import { tenantCacheOf } from './tenant-cache-plugin.ts';
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
  /** Host names that stand for one another (see hostAliasesFor); none when absent. */
  aliases?: HostAliases | undefined;
}

/** Lowercase host without port or trailing dot; IPv6 addresses in brackets (`[::1]`). */
export function normaliseHost(value: string): string {
  let host = value.trim().toLowerCase();
  if (host.startsWith('[')) {
    const end = host.indexOf(']');
    if (end > 0) host = host.slice(0, end + 1);
  } else if (host.indexOf(':') !== host.lastIndexOf(':')) {
    host = `[${host}]`;
  } else {
    host = host.replace(/:\d*$/, '');
  }
  return host.replace(/\.$/, '');
}

export const normalisePath = (value: string) =>
  value
    .trim()
    .toLowerCase()
    .replace(/^\/+|\/+$/g, '');

/** localhost, any 127.x.y.z, [::1] (and its IPv4-mapped form), after normaliseHost(). */
export const isLoopbackHost = (host: string): boolean =>
  host === 'localhost' ||
  host === '[::1]' ||
  /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host) ||
  /^\[::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3}\]$/.test(host);

/** Maps a normalised host to the name it is looked up under. */
export interface HostAliases {
  canonical(host: string): string;
}

const noAliases: HostAliases = { canonical: (host) => host };
const aliasesByUrl = new Map<string, HostAliases>();

/**
 * While PUBLIC_URL is a loopback address (the default http://localhost:3000), every loopback name
 * reaches the machine the server runs on, so each of them serves what PUBLIC_URL's host serves: a
 * newcomer typing http://127.0.0.1:3000/demo finds the demo. Other configurations alias nothing.
 */
export function hostAliasesFor(publicUrl: string): HostAliases {
  let aliases = aliasesByUrl.get(publicUrl);
  if (!aliases) {
    const publicHost = normaliseHost(new URL(publicUrl).host);
    aliases = isLoopbackHost(publicHost)
      ? { canonical: (host) => (isLoopbackHost(host) ? publicHost : host) }
      : noAliases;
    aliasesByUrl.set(publicUrl, aliases);
  }
  return aliases;
}

/**
 * FULL_DOMAIN tenants are found by the host alone; PATH tenants by host plus service path. A `domain`
 * that names another host than the one the request came to is refused: a page of one tenant cannot
 * ask for another tenant's data by sending its name. Answers come from the tenant cache when the
 * database handle has a live one (platform/tenancy/tenant-cache.ts).
 */
export async function resolveTenant(db: Database, hint: TenantHint): Promise<Tenant> {
  const aliases = hint.aliases ?? noAliases;
  const host = aliases.canonical(normaliseHost(hint.host));
  if (hint.domain && aliases.canonical(normaliseHost(hint.domain)) !== host) {
    throw appError(ResultCode.COMPANY_NOT_FOUND);
  }
  const path = hint.path ? normalisePath(hint.path) : '';
  const cache = tenantCacheOf(db);
  const found = cache
    ? await cache.tenant(`${host}\n${path}`, () => lookUpTenant(db, host, path))
    : await lookUpTenant(db, host, path);
  if (typeof found === 'number') throw appError(found);
  return found;
}

/** The cold path: the tenant, or the result code of why there is none. */
async function lookUpTenant(db: Database, host: string, path: string): Promise<Tenant | number> {
  const fullDomainCompany = await findFullDomainCompany(db, host);
  if (fullDomainCompany) {
    const service = await findDefaultService(db, fullDomainCompany.id);
    if (!service) return ResultCode.SERVICE_PATH_NOT_FOUND;
    return { company: fullDomainCompany, service };
  }
  if (!path) return ResultCode.COMPANY_NOT_FOUND;
  return (await findPathService(db, host, path)) ?? ResultCode.SERVICE_PATH_NOT_FOUND;
}

/**
 * Reads the tenant hint of a request: `domain` and `path` from the query or the JSON body (the IP
 * login's body names the domain `company_domain`).
 */
export function tenantHintOf(request: FastifyRequest): TenantHint {
  const pick = (source: unknown, key: string): string | undefined => {
    if (!source || typeof source !== 'object') return undefined;
    const value = (source as Record<string, unknown>)[key];
    return typeof value === 'string' && value !== '' ? value : undefined;
  };
  return {
    host: request.hostname,
    aliases: request.server.deps ? hostAliasesFor(request.server.deps.config.publicUrl) : undefined,
    domain:
      pick(request.query, 'domain') ?? pick(request.body, 'domain') ?? pick(request.body, 'company_domain'),
    path:
      pick(request.query, 'path') ??
      pick(request.body, 'path') ??
      pick(request.query, 'service_path') ??
      pick(request.query, 'servicePath'),
  };
}
