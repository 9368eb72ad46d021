import { portalDirectorySchema } from '../api/portals.ts';
import { defineRoute } from './define-route.ts';

/** What the portal host's root page (no tenant in the address) may show. */
export const portalDirectoryRoutes = {
  portalDirectory: defineRoute({
    method: 'GET',
    path: '/platform/public/portals',
    tenant: 'none',
    access: 'public',
    response: portalDirectorySchema,
    errors: [],
    tags: ['platform'],
    summary: 'The demo portals and the admin site, for the root page; empty unless demo data is on',
    description:
      'Answers the fixed list of demo tenants the demo data creates (never read from the tenant tables), and only while DEMO_DATA is on; otherwise `demoData: false` and no portals, so a production root page lists nothing.',
  }),
};
