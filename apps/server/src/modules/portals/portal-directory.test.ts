import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpointTests } from '../../../test/endpoint-kit.ts';
import { createTenantWorld, type TenantWorld } from '../../../test/tenant-world.ts';
import { buildTestApp } from '../../../test/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database.ts';
import type { App } from '../../app.ts';
import { portalDirectory } from './routes.ts';

/** GET /platform/public/portals: the root page's directory, demo tenants only. */
let database: TestDatabase;
let app: App;
let world: TenantWorld;
beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database.db, { env: { DEMO_DATA: 'on' } });
  world = await createTenantWorld(app, database.db);
});
afterAll(async () => {
  await app.close();
  await database.destroy();
});
const context = () => ({ app, world });

describe('GET /platform/public/portals', () => {
  endpointTests('portalDirectory', context, {
    happy: () => ({
      as: null,
      check: (data, w) => {
        const names = (data as { portals: { name: string }[] }).portals.map((p) => p.name);
        expect(names).toEqual(['Demo Library', 'Open Shelf', 'Campus', 'Books Domain']);
        // Real tenants (the world's companies) are never listed.
        expect(names).not.toContain(w.a.company.name);
        expect(data).toMatchObject({ demoData: true, adminUrl: 'http://localhost:3000/admin/login' });
      },
    }),
  });

  it('lists nothing without demo data', () => {
    expect(
      portalDirectory({ demoData: false, publicUrl: 'https://books.example', adminHost: undefined }),
    ).toEqual({ demoData: false, portals: [], adminUrl: null });
  });

  it('points at the admin host when there is one', () => {
    const directory = portalDirectory({
      demoData: true,
      publicUrl: 'http://localhost:3000',
      adminHost: 'admin.localhost',
    });
    expect(directory.adminUrl).toBe('http://admin.localhost:3000/admin/login');
  });
});
