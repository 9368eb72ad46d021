import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { App } from '../src/app.ts';
import { FilesystemStorage } from '../src/platform/storage/filesystem-storage.ts';
import { loadDemoDataOnce } from '../src/seed/demo-data.ts';
import { buildTestApp } from './test-app.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';

/** A test database holding the demo tenants, and the app over it. */
export async function startDemoApp(): Promise<{ app: App; database: TestDatabase; close(): Promise<void> }> {
  const database = await createTestDatabase();
  const storageDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hondana-demo-'));
  const storage = new FilesystemStorage(storageDir);
  await loadDemoDataOnce({ db: database.db, storage, config: { publicUrl: 'http://localhost:3000' } });
  const app = await buildTestApp(database.db, { storage });
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.destroy();
      fs.rmSync(storageDir, { recursive: true, force: true });
    },
  };
}

/** A GET as the browser of a tenant sends it: Host header plus the tenant hint. */
export function tenantGet(app: App, url: string, tenant: { host: string; path?: string; domain?: string }) {
  const query = new URLSearchParams();
  if (tenant.domain !== undefined) query.set('domain', tenant.domain);
  if (tenant.path !== undefined) query.set('path', tenant.path);
  const separator = url.includes('?') ? '&' : '?';
  return app.inject({
    method: 'GET',
    url: `${url}${query.size ? separator + query : ''}`,
    headers: { host: tenant.host },
  });
}

export const demoHosts = {
  demo: { host: 'localhost:3000', domain: 'localhost', path: 'demo' },
  open: { host: 'localhost:3000', domain: 'localhost', path: 'open' },
  campus: { host: 'localhost:3000', domain: 'localhost', path: 'campus' },
  books: { host: 'books.localhost:3000', domain: 'books.localhost' },
};
