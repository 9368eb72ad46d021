import { z } from 'zod';

/** One portal the root page links to: its name and address. */
export const portalLinkSchema = z.object({ name: z.string(), url: z.string() });

/**
 * GET /platform/public/portals: what the portal host's root page (`/`, no tenant) shows. Only the demo
 * tenants, and only while demo data is on (`demoData: true`); otherwise an empty list, so the page stays
 * neutral and real tenants are never listed.
 */
export const portalDirectorySchema = z.object({
  demoData: z.boolean(),
  portals: z.array(portalLinkSchema),
  /** The administration site's login, shown with the demo portals. */
  adminUrl: z.string().nullable(),
});
export type PortalDirectory = z.infer<typeof portalDirectorySchema>;
