import type { Tenant } from './resolve-tenant.ts';

/**
 * What every page load asks (which tenant is this host and path, its public settings, its branding)
 * kept in process memory, so the hot public calls cost no query.
 *
 * Correct across several server processes: a trigger on the tenant tables (migration
 * 0004_tenant_change_notify) NOTIFYs `hondana_tenant_changed` with `<table>:<company id>` when a row
 * commits; TenantChangeListener forwards that to invalidate(). The cache only answers while the
 * listener is connected (`live`); when LISTEN is down every call takes the cold path (the queries),
 * and the cache starts empty again once it is back, so a notification missed meanwhile cannot leave
 * a stale entry. Every entry also expires after `ttlMs`, a safety net for a connection that died
 * without anyone noticing.
 *
 * Races: a cold read that began before a write committed could store what it read after the write's
 * notification has been handled. Each fill therefore notes the cache's generation before it reads and
 * stores only if no invalidation happened in between.
 */

export const TENANT_CHANGE_CHANNEL = 'hondana_tenant_changed';

/** Tables whose rows are part of a tenant's identity: any change empties the whole cache. */
const IDENTITY_TABLES = new Set(['companies', 'services']);

/** Full-domain tenants answer any path, so their keys are many; the map is emptied past this size. */
const MAX_TENANT_KEYS = 10_000;

interface Entry<T> {
  value: T;
  expiresAt: number;
}

export interface TenantCacheOptions {
  /** Longest life of an entry (default 10 s). */
  ttlMs?: number;
  /** Milliseconds clock (tests). */
  now?: () => number;
}

export class TenantCache {
  readonly ttlMs: number;
  private readonly now: () => number;
  private live = false;
  private generation = 0;
  private readonly tenants = new Map<string, Entry<Tenant>>();
  /** Per company: key → value (public settings, branding, groups, terms of its services). */
  private readonly companyData = new Map<number, Map<string, Entry<unknown>>>();
  /** Cold reads under way, so a burst of misses on one key costs one query. */
  private readonly pending = new Map<string, Promise<unknown>>();

  constructor(options: TenantCacheOptions = {}) {
    this.ttlMs = options.ttlMs ?? 10_000;
    this.now = options.now ?? Date.now;
  }

  /** True while change notifications arrive; otherwise every read goes to the database. */
  get isLive(): boolean {
    return this.live;
  }

  /** The listener connected (true: start from empty) or lost its connection (false). */
  setLive(live: boolean): void {
    this.flush();
    this.live = live;
  }

  flush(): void {
    this.generation++;
    this.tenants.clear();
    this.companyData.clear();
    this.pending.clear();
  }

  /** A notification payload `<table>:<company id>`; anything unexpected empties the cache. */
  invalidate(payload: string): void {
    const [table, id] = payload.split(':');
    const companyId = Number(id);
    if (!table || IDENTITY_TABLES.has(table) || !Number.isSafeInteger(companyId)) {
      this.flush();
      return;
    }
    this.generation++;
    this.companyData.delete(companyId);
    for (const key of this.pending.keys()) if (key.startsWith(`${companyId}:`)) this.pending.delete(key);
  }

  /**
   * The tenant of a canonical host and path. `load` answers the tenant or the result code of why there
   * is none; only tenants are remembered, so a tenant created later is found at once.
   */
  tenant(key: string, load: () => Promise<Tenant | number>): Promise<Tenant | number> {
    if (!this.live) return load();
    const hit = this.tenants.get(key);
    if (hit && hit.expiresAt > this.now()) return Promise.resolve(hit.value);
    return this.fill(`tenant:${key}`, load, (value) => {
      if (typeof value === 'number') return;
      // Hosts and paths come from the client: a flood of distinct ones must not grow memory forever.
      if (this.tenants.size >= MAX_TENANT_KEYS) this.tenants.clear();
      this.tenants.set(key, { value: deepFreeze(value), expiresAt: this.now() + this.ttlMs });
    });
  }

  /**
   * A value derived from one company's rows (the tables the trigger watches). `expiresAt` may shorten
   * an entry's life, e.g. to the moment a scheduled version takes effect.
   */
  forCompany<T>(
    companyId: number,
    key: string,
    load: () => Promise<{ value: T; expiresAt?: number | undefined }>,
  ): Promise<T> {
    if (!this.live) return load().then((loaded) => loaded.value);
    const hit = this.companyData.get(companyId)?.get(key);
    if (hit && hit.expiresAt > this.now()) return Promise.resolve(hit.value as T);
    return this.fill(`${companyId}:${key}`, load, (loaded) => {
      const expiresAt = Math.min(this.now() + this.ttlMs, loaded.expiresAt ?? Number.POSITIVE_INFINITY);
      let entries = this.companyData.get(companyId);
      if (!entries) {
        entries = new Map();
        this.companyData.set(companyId, entries);
      }
      entries.set(key, { value: deepFreeze(loaded.value), expiresAt });
    }).then((loaded) => loaded.value);
  }

  private fill<T>(pendingKey: string, load: () => Promise<T>, store: (value: T) => void): Promise<T> {
    const running = this.pending.get(pendingKey);
    if (running) return running as Promise<T>;
    const generation = this.generation;
    const promise = load().then(
      (value) => {
        if (this.pending.get(pendingKey) === promise) this.pending.delete(pendingKey);
        if (this.live && generation === this.generation) store(value);
        return value;
      },
      (error: unknown) => {
        if (this.pending.get(pendingKey) === promise) this.pending.delete(pendingKey);
        throw error;
      },
    );
    this.pending.set(pendingKey, promise);
    return promise;
  }
}

const frozen = new WeakSet<object>();

/** Freezes an object and everything it holds; cached values are shared by every request. */
export function deepFreeze<T>(value: T): T {
  if (value === null || typeof value !== 'object' || frozen.has(value)) return value;
  if (value instanceof Date) {
    frozen.add(value);
    return value;
  }
  for (const inner of Object.values(value)) deepFreeze(inner);
  Object.freeze(value);
  frozen.add(value);
  return value;
}

/** True for objects deepFreeze() made immutable (the serializer may reuse their encoding). */
export const isDeepFrozen = (value: unknown): boolean =>
  value !== null && typeof value === 'object' && frozen.has(value);
