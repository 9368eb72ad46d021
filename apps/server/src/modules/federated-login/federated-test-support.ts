/** Helpers for the federated-login tests (imported by *.test.ts only). */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { IdentityProvider } from '@hondana/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { buildTestApp } from '../../../test/test-app.ts';
import { createTestDatabase } from '../../../test/test-database.ts';
import type { App } from '../../app.ts';
import { companies } from '../../db/schema/index.ts';
import {
  type DevIdentityProvider,
  type IdTokenClaims,
  startDevIdentityProvider,
} from '../../dev-identity/dev-identity-provider.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/database/connection.ts';
import { FilesystemStorage } from '../../platform/storage/filesystem-storage.ts';
import { tenantCacheOf } from '../../platform/tenancy/tenant-cache-plugin.ts';
import { loadDemoDataOnce } from '../../seed/demo-data.ts';

export const DEV_PASSWORD = 'Dev-Identity-2026';
export const demoLogin = 'http://localhost:3000/demo/login';
export const eduLogin = 'http://localhost:3000/edu/login';
export const booksLogin = 'http://books.localhost:3000/login';

export const tenants = {
  demo: { host: 'localhost:3000', domain: 'localhost', path: 'demo' },
  edu: { host: 'localhost:3000', domain: 'localhost', path: 'edu' },
  books: { host: 'books.localhost:3000', domain: 'books.localhost' },
};
export type TenantAddress = (typeof tenants)[keyof typeof tenants];

/** The demo tenants over a test database, the real dev identity provider over HTTP, and the app. */
export async function startFederatedWorld() {
  const control = {
    /** Seconds added to the app's clock (the provider keeps real time). */
    offsetSeconds: 0,
    tamper: undefined as ((claims: IdTokenClaims) => IdTokenClaims) | undefined,
  };
  const devIdentity: DevIdentityProvider = await startDevIdentityProvider({
    port: 0,
    redirectUris: [demoLogin, eduLogin, booksLogin],
    idTokenTtlSeconds: 60,
    tamperIdToken: (claims) => control.tamper?.(claims),
  });
  const database = await createTestDatabase();
  const storageDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hondana-federated-'));
  const storage = new FilesystemStorage(storageDir);
  await loadDemoDataOnce({ db: database.db, storage, config: { publicUrl: 'http://localhost:3000' } });
  const clock: Clock = { now: () => new Date(Date.now() + control.offsetSeconds * 1000) };
  const app = await buildTestApp(database.db, { storage, clock, devIdentity, env: { WORKER: 'off' } });
  return {
    app,
    database,
    devIdentity,
    control,
    async close() {
      await app.close();
      await devIdentity.close();
      await database.destroy();
      fs.rmSync(storageDir, { recursive: true, force: true });
    },
  };
}

export type FederatedWorld = Awaited<ReturnType<typeof startFederatedWorld>>;

/** One federated world for a test file: started before its tests, closed after; `use` receives it. */
export function useFederatedWorld(use: (world: FederatedWorld) => void): void {
  let started: FederatedWorld | undefined;
  beforeAll(async () => {
    started = await startFederatedWorld();
    use(started);
  }, 60_000);
  afterAll(() => started?.close());
}

/** Changes a company's settings and empties the tenant cache (its NOTIFY would arrive a moment later). */
export async function updateCompany(
  db: Database,
  name: string,
  values: Partial<typeof companies.$inferInsert>,
) {
  await db.update(companies).set(values).where(eq(companies.name, name));
  tenantCacheOf(db)?.flush();
}

export function post(app: App, tenant: TenantAddress, url: string, payload: Record<string, unknown>) {
  return app.inject({
    method: 'POST',
    url: `/api/v1${url}`,
    headers: { host: tenant.host },
    payload: { ...payload, domain: tenant.domain, ...('path' in tenant ? { path: tenant.path } : {}) },
  });
}

/** POST /auth/authorization-url; answers the URL and state (expects success). */
export async function startAt(
  app: App,
  tenant: TenantAddress,
  provider: IdentityProvider,
  redirectUrl: string,
  extra: Record<string, unknown> = {},
) {
  const response = await post(app, tenant, '/auth/authorization-url', {
    provider,
    redirect_url: redirectUrl,
    ...extra,
  });
  const body = response.json();
  if (body.status !== 200) throw new Error(`authorization-url refused: ${response.body}`);
  return body.data as { authorizationUrl: string; state: string };
}

/**
 * What a browser does at the provider: opens the authorization URL, signs in on the login page with a
 * demo account, and follows the redirects back to the redirect URI. Answers that final URL.
 */
export async function signInAtProvider(authorizationUrl: string, login: string, password = DEV_PASSWORD) {
  const jar = new Map<string, string>();
  const cookieHeader = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  const remember = (response: Response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [name, ...value] = (pair ?? '').split('=');
      if (name) jar.set(name.trim(), value.join('='));
    }
  };
  let url = authorizationUrl;
  let form: URLSearchParams | undefined;
  for (let hop = 0; hop < 10; hop += 1) {
    const response = await fetch(url, {
      method: form ? 'POST' : 'GET',
      redirect: 'manual',
      headers: {
        cookie: cookieHeader(),
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      ...(form ? { body: form.toString() } : {}),
    });
    remember(response);
    form = undefined;
    const location = response.headers.get('location');
    if (location) {
      const next = new URL(location, url).href;
      if (!next.startsWith('http://127.0.0.1')) return new URL(next);
      url = next;
      continue;
    }
    const text = await response.text();
    if (response.status === 200 && text.includes('name="password"')) {
      if (text.includes('role="alert"')) throw new Error('the provider refused the demo account');
      form = new URLSearchParams({ login, password });
      continue;
    }
    throw new Error(`provider answered ${response.status}: ${text.slice(0, 300)}`);
  }
  throw new Error('too many redirects at the provider');
}

/** The code and state the provider sent back to the redirect URI. */
export function answerOf(returned: URL) {
  const code = returned.searchParams.get('code');
  const state = returned.searchParams.get('state');
  if (!code || !state) throw new Error(`no code in ${returned.href}`);
  return { authorize_code: code, state, redirect_url: `${returned.origin}${returned.pathname}` };
}
