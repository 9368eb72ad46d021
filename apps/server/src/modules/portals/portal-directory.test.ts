import { describe, expect, it } from 'vitest';
import { endpointTests } from '../../../test/endpoint-kit.ts';
import { useTenantWorld } from '../../../test/tenant-world.ts';
import { portalDirectory } from './routes.ts';

/** GET /platform/public/portals: the root page's directory, demo tenants only. */
const harness = useTenantWorld({ env: { DEMO_DATA: 'on' } });

describe('GET /platform/public/portals', () => {
  endpointTests('portalDirectory', harness.context, {
    happy: () => ({
      as: null,
      check: (data, w) => {
        const names = (data as { portals: { name: string }[] }).portals.map((p) => p.name);
        expect(names).toEqual(['Demo Library', 'Open Shelf', 'Campus', 'Books Domain', 'Edu Campus']);
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
