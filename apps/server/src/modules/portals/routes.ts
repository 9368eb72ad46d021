import type { PortalDirectory, portalDirectoryRoutes } from '@hondana/contract';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../platform/config.ts';
import type { RouteHandlers } from '../../platform/http/route-kit.ts';
import { demoTenantUrls } from '../../seed/demo-accounts.ts';

/**
 * The root page's directory: the demo tenants (the fixed list the demo data creates, the same the start
 * banner prints; never read from the tenant tables) and the admin login, only while demo data is on.
 * Otherwise nothing, so a production root page never lists a real tenant.
 */
export function portalDirectory(
  config: Pick<Config, 'demoData' | 'publicUrl' | 'adminHost'>,
): PortalDirectory {
  if (!config.demoData) return { demoData: false, portals: [], adminUrl: null };
  const admin = new URL('/admin/login', config.publicUrl);
  if (config.adminHost) admin.hostname = config.adminHost;
  return { demoData: true, portals: demoTenantUrls(config.publicUrl), adminUrl: admin.href };
}

export function portalDirectoryHandlers(app: FastifyInstance): RouteHandlers<typeof portalDirectoryRoutes> {
  return { portalDirectory: async () => portalDirectory(app.deps.config) };
}
