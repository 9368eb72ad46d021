import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import type { Database, Executor } from '../database/connection.ts';
import type { Tenant } from './resolve-tenant.ts';
import { TenantCache, type TenantCacheOptions } from './tenant-cache.ts';
import { TenantChangeListener } from './tenant-change-listener.ts';
import {
  type CompanyRow,
  findCompanyById,
  findServiceOfCompany,
  type ServiceRow,
} from './tenant-repository.ts';

interface Attached {
  cache: TenantCache;
  listener: TenantChangeListener;
  apps: number;
}

/**
 * The cache of a database handle. resolveTenant(db, …) and the public read services find it here, so
 * every caller keeps its plain `(db, …)` signature; a handle without a cache (scripts, the seed) reads
 * from the database every time.
 */
const attached = new WeakMap<Database, Attached>();

export const tenantCacheOf = (db: Database): TenantCache | undefined => attached.get(db)?.cache;

/** The listener of a database handle's cache (tests simulate a lost connection through it). */
export const tenantChangeListenerOf = (db: Database): TenantChangeListener | undefined =>
  attached.get(db)?.listener;

/**
 * Gives the app's database handle a tenant cache fed by PostgreSQL notifications, listening on its own
 * connection with the pool's settings; closing the app stops it. Apps sharing one handle share it.
 */
export async function registerTenantCache(
  app: FastifyInstance,
  options: TenantCacheOptions = {},
): Promise<void> {
  const db = app.deps.db;
  let entry = attached.get(db);
  if (entry) {
    entry.apps++;
  } else {
    // drizzle keeps the pg pool it was made with; the listener connects with the same settings.
    const pool = (db as unknown as { $client: pg.Pool }).$client;
    const cache = new TenantCache(options);
    const listener = new TenantChangeListener(pool.options, cache, (message) => app.log.warn(message));
    entry = { cache, listener, apps: 1 };
    attached.set(db, entry);
    await listener.start();
  }
  const mine = entry;
  app.addHook('onClose', async () => {
    mine.apps--;
    if (mine.apps === 0) {
      if (attached.get(db) === mine) attached.delete(db);
      await mine.listener.stop();
    }
  });
}

/**
 * A value built from the rows of one tenant's service, kept by the cache while it is live and rebuilt
 * when a row of its company changes (or at `expiresAt`, when the loader names one); read straight from
 * the database otherwise. The value is frozen: callers must not change it.
 */
export async function cachedForService<T>(
  db: Database,
  tenant: Tenant,
  kind: string,
  load: () => Promise<{ value: T; expiresAt?: number | undefined }>,
): Promise<T> {
  const cache = tenantCacheOf(db);
  if (!cache) return (await load()).value;
  return cache.forCompany(tenant.company.id, `${kind}:${tenant.service.id}`, load);
}

/**
 * The company and service rows of a session (either may be absent), from the tenant cache while it is
 * live: the session look-up then reads two narrow rows instead of four wide ones. In a transaction, or
 * without a live cache, they are read from the database.
 */
export async function sessionTenantRows(
  db: Executor,
  companyId: number | null,
  serviceId: number | null,
): Promise<{ company: CompanyRow | null; service: ServiceRow | null }> {
  const load = async () => {
    const [company, service] = await Promise.all([
      companyId === null ? undefined : findCompanyById(db, companyId),
      serviceId === null || companyId === null
        ? undefined
        : findServiceOfCompany(db, { companyId, serviceId }),
    ]);
    return { value: { company: company ?? null, service: service ?? null } };
  };
  const cache = attached.get(db as Database)?.cache;
  if (!cache || companyId === null) return (await load()).value;
  return cache.forCompany(companyId, `session-rows:${serviceId}`, load);
}
