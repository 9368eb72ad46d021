import { DomainType, ResultCode } from '@hondana/contract';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { tenantGet } from '../../../test/demo-app.ts';
import { createTenant, createUser } from '../../../test/fixtures.ts';
import { buildTestApp } from '../../../test/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database.ts';
import type { App } from '../../app.ts';
import { postLogin } from '../../modules/auth/auth-test-support.ts';
import { connectDatabase, type DatabaseHandle } from '../database/connection.ts';
import type { Tenant } from './resolve-tenant.ts';
import { TenantCache } from './tenant-cache.ts';
import { tenantCacheOf, tenantChangeListenerOf } from './tenant-cache-plugin.ts';

let database: TestDatabase;
let secondHandle: DatabaseHandle;
let app: App;
/** A second server process's app: its own pool, its own cache and listener, the same database. */
let secondApp: App;
/** An administrator's connection, writing as an admin screen would. */
let writer: pg.Client;

beforeAll(async () => {
  database = await createTestDatabase();
  secondHandle = connectDatabase(database.url, { max: 2 });
  app = await buildTestApp(database.db);
  secondApp = await buildTestApp(secondHandle.db);
  writer = new pg.Client(database.url);
  await writer.connect();
});
afterAll(async () => {
  await writer?.end();
  await app?.close();
  await secondApp?.close();
  await secondHandle?.close();
  await database?.destroy();
});

type Answer = { status: number; data: Record<string, unknown> };
const get = async (on: App, url: string, at: { host: string; path?: string }) =>
  (await tenantGet(on, url, at)).json() as Answer;
const detail = (on: App, at: { host: string; path?: string }) =>
  get(on, '/api/v1/company/public/get-detail', at);
const viewSettings = (on: App, at: { host: string; path?: string }) =>
  get(on, '/api/v1/service-admin/public/view-settings', at);

/**
 * A write nobody is told about (the notify triggers are off for this one statement): what the apps
 * answer afterwards shows whether they answer from their cache.
 */
async function unannouncedWrite(text: string, values: unknown[]): Promise<void> {
  await writer.query('set session_replication_role = replica');
  try {
    await writer.query(text, values);
  } finally {
    await writer.query('set session_replication_role = origin');
  }
}

/** Waits for an answer to come true (notifications arrive asynchronously); fails after 10 s. */
const eventually = (check: () => Promise<void>) => vi.waitFor(check, { timeout: 10_000, interval: 20 });

async function pathTenant(): Promise<{ tenant: Tenant; at: { host: string; path: string } }> {
  const tenant = await createTenant(database.db);
  return { tenant, at: { host: 'localhost:3000', path: tenant.service.path } };
}

describe('tenant cache over PostgreSQL notifications', () => {
  it('is live once the app is ready', () => {
    expect(tenantCacheOf(database.db)?.isLive).toBe(true);
    expect(tenantCacheOf(secondHandle.db)?.isLive).toBe(true);
  });

  it('answers from the cache, and a committed company change reaches it through the notification', async () => {
    const { tenant, at } = await pathTenant();
    expect((await detail(app, at)).data.titlePage).toBeNull();
    await unannouncedWrite('update companies set title_page = $1 where id = $2', [
      'Unannounced',
      tenant.company.id,
    ]);
    expect((await detail(app, at)).data.titlePage).toBeNull();

    await writer.query('update companies set title_page = $1 where id = $2', [
      'Announced',
      tenant.company.id,
    ]);
    await eventually(async () => expect((await detail(app, at)).data.titlePage).toBe('Announced'));
  });

  it('rebuilds view-settings when a branding record of the company changes', async () => {
    const { tenant, at } = await pathTenant();
    const before = await viewSettings(app, at);
    expect(before.status).toBe(200);
    await writer.query('update header_settings set background_color = $1 where service_id = $2', [
      '#123456',
      tenant.service.id,
    ]);
    await eventually(async () => {
      const header = (await viewSettings(app, at)).data.headerSettingResponse as { backgroundColor: string };
      expect(header.backgroundColor).toBe('#123456');
    });
  });

  it('keeps two app instances on one database correct', async () => {
    const { tenant, at } = await pathTenant();
    for (const instance of [app, secondApp]) expect((await detail(instance, at)).data.titlePage).toBeNull();
    await writer.query('update companies set title_page = $1 where id = $2', ['Both', tenant.company.id]);
    await eventually(async () => {
      expect((await detail(app, at)).data.titlePage).toBe('Both');
      expect((await detail(secondApp, at)).data.titlePage).toBe('Both');
    });
  });

  it('follows a renamed service path', async () => {
    const { tenant, at } = await pathTenant();
    expect((await detail(app, at)).status).toBe(200);
    const renamed = `${tenant.service.path}-new`;
    await writer.query('update services set path = $1 where id = $2', [renamed, tenant.service.id]);
    await eventually(async () => {
      expect((await detail(app, at)).status).toBe(ResultCode.SERVICE_PATH_NOT_FOUND);
      const found = await detail(secondApp, { ...at, path: renamed });
      expect(found.data).toMatchObject({ serviceId: tenant.service.id, path: renamed });
    });
  });

  it('forgets a deleted service', async () => {
    const { tenant, at } = await pathTenant();
    expect((await viewSettings(app, at)).status).toBe(200);
    await writer.query('delete from services where id = $1', [tenant.service.id]);
    await eventually(async () => {
      expect((await viewSettings(app, at)).status).toBe(ResultCode.SERVICE_PATH_NOT_FOUND);
      expect((await detail(app, at)).status).toBe(ResultCode.SERVICE_PATH_NOT_FOUND);
    });
  });

  it('follows a domain change, for path and full-domain companies', async () => {
    const { tenant, at } = await pathTenant();
    expect((await detail(app, at)).status).toBe(200);
    await writer.query('update companies set domain = $1 where id = $2', [
      'moved.example.com',
      tenant.company.id,
    ]);
    await eventually(async () => {
      expect((await detail(app, at)).status).toBe(ResultCode.SERVICE_PATH_NOT_FOUND);
      expect((await detail(app, { ...at, host: 'moved.example.com' })).data.companyId).toBe(
        tenant.company.id,
      );
    });

    const full = await createTenant(database.db, {
      domainType: DomainType.FULL_DOMAIN,
      domain: 'old.example.com',
    });
    expect((await detail(app, { host: 'old.example.com' })).data.companyId).toBe(full.company.id);
    await writer.query('update companies set domain = $1 where id = $2', [
      'new.example.com',
      full.company.id,
    ]);
    await eventually(async () => {
      expect((await detail(app, { host: 'old.example.com' })).status).toBe(ResultCode.COMPANY_NOT_FOUND);
      expect((await detail(app, { host: 'new.example.com' })).data.companyId).toBe(full.company.id);
    });
  });

  it('shows a newly published content group and terms version', async () => {
    const { tenant, at } = await pathTenant();
    const groups = () => get(app, '/api/v1/content-group/public/list', at);
    const terms = () => get(app, '/api/v1/terms-and-condition/public', at);
    expect((await groups()).data).toEqual([]);
    expect((await terms()).status).toBe(ResultCode.TERMS_NOT_FOUND);
    await writer.query(
      `insert into content_groups (company_id, service_id, name, type, is_show) values ($1, $2, 'Новое', 1, true)`,
      [tenant.company.id, tenant.service.id],
    );
    await writer.query(
      `insert into terms (company_id, service_id, title, body, version, published_at)
       values ($1, $2, 'Terms', 'Body', 1, now())`,
      [tenant.company.id, tenant.service.id],
    );
    await eventually(async () => {
      expect((await groups()).data).toMatchObject([{ name: 'Новое' }]);
      expect((await terms()).data).toMatchObject({ title: 'Terms', version: 1 });
    });
  });

  it("keeps a session's company row current (auth/info after a domain change)", async () => {
    const { tenant, at } = await pathTenant();
    const { email, password } = await createUser(database.db, tenant);
    const login = await postLogin(app, at, email, password);
    const headers = { host: 'localhost:3000', 'x-access-token': login.json().data.accessToken as string };
    const info = async () =>
      (await app.inject({ method: 'GET', url: '/api/v1/auth/info', headers })).json() as Answer;
    expect((await info()).data.domain).toBe('localhost');
    await writer.query('update companies set domain = $1 where id = $2', [
      'elsewhere.example.com',
      tenant.company.id,
    ]);
    await eventually(async () => expect((await info()).data.domain).toBe('elsewhere.example.com'));
  });

  it('reads from the database while LISTEN is down, and caches again once it is back', async () => {
    const { tenant, at } = await pathTenant();
    expect((await detail(app, at)).status).toBe(200);
    const listener = tenantChangeListenerOf(database.db);
    const cache = tenantCacheOf(database.db);
    listener?.simulateConnectionLoss();
    expect(cache?.isLive).toBe(false);

    await unannouncedWrite('update companies set title_page = $1 where id = $2', ['Cold', tenant.company.id]);
    expect((await detail(app, at)).data.titlePage).toBe('Cold');

    await eventually(async () => expect(cache?.isLive).toBe(true));
    await unannouncedWrite('update companies set title_page = $1 where id = $2', ['Warm', tenant.company.id]);
    // Back from an outage the cache starts empty: the first answer is read, later ones are cached.
    expect((await detail(app, at)).data.titlePage).toBe('Warm');
    await unannouncedWrite('update companies set title_page = $1 where id = $2', [
      'Cached',
      tenant.company.id,
    ]);
    expect((await detail(app, at)).data.titlePage).toBe('Warm');
  });
});

describe('TenantCache', () => {
  const tenant = { company: { id: 1 }, service: { id: 2 } } as unknown as Tenant;

  it('drops entries after their time to live, or earlier when the loader says so', async () => {
    let now = 0;
    const cache = new TenantCache({ ttlMs: 1000, now: () => now });
    cache.setLive(true);
    let loads = 0;
    const load = async () => ({ value: ++loads });
    expect(await cache.forCompany(1, 'k', load)).toBe(1);
    now = 999;
    expect(await cache.forCompany(1, 'k', load)).toBe(1);
    now = 1000;
    expect(await cache.forCompany(1, 'k', load)).toBe(2);
    expect(await cache.forCompany(1, 'soon', async () => ({ value: 'a', expiresAt: now + 10 }))).toBe('a');
    now += 10;
    expect(await cache.forCompany(1, 'soon', async () => ({ value: 'b' }))).toBe('b');
  });

  it('does not store what a read found when a change was announced during the read', async () => {
    const cache = new TenantCache();
    cache.setLive(true);
    let release: () => void = () => {};
    const slow = cache.tenant('h\np', () => new Promise((resolve) => (release = () => resolve(tenant))));
    cache.invalidate('services:1');
    release();
    expect(await slow).toBe(tenant);
    let reads = 0;
    await cache.tenant('h\np', async () => {
      ++reads;
      return tenant;
    });
    expect(reads).toBe(1);
  });

  it('drops one company on a settings change and everything on a company or service change', async () => {
    const cache = new TenantCache();
    cache.setLive(true);
    const loads: string[] = [];
    const load = (name: string) => async () => {
      loads.push(name);
      return { value: name };
    };
    await cache.forCompany(1, 'a', load('a1'));
    await cache.forCompany(2, 'a', load('a2'));
    await cache.tenant('h\np', async () => {
      loads.push('t');
      return tenant;
    });
    cache.invalidate('header_settings:1');
    await cache.forCompany(1, 'a', load('a1'));
    await cache.forCompany(2, 'a', load('a2'));
    await cache.tenant('h\np', async () => {
      loads.push('t');
      return tenant;
    });
    expect(loads).toEqual(['a1', 'a2', 't', 'a1']);
    cache.invalidate('companies:2');
    await cache.forCompany(1, 'a', load('a1'));
    await cache.tenant('h\np', async () => {
      loads.push('t');
      return tenant;
    });
    expect(loads).toEqual(['a1', 'a2', 't', 'a1', 'a1', 't']);
  });

  it('remembers nothing while not live, and no refusals ever', async () => {
    const cache = new TenantCache();
    let reads = 0;
    for (let i = 0; i < 2; i++)
      await cache.tenant('h\np', async () => {
        ++reads;
        return tenant;
      });
    expect(reads).toBe(2);
    cache.setLive(true);
    for (let i = 0; i < 2; i++)
      await cache.tenant('h\nq', async () => {
        ++reads;
        return ResultCode.SERVICE_PATH_NOT_FOUND;
      });
    expect(reads).toBe(4);
  });

  it('makes one read for a burst of misses on one key', async () => {
    const cache = new TenantCache();
    cache.setLive(true);
    let reads = 0;
    const load = async () => {
      ++reads;
      return { value: 'v' };
    };
    expect(await Promise.all([1, 2, 3].map(() => cache.forCompany(1, 'k', load)))).toEqual(['v', 'v', 'v']);
    expect(reads).toBe(1);
  });
});
