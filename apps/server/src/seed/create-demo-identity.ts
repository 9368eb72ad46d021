import { eq } from 'drizzle-orm';
import { companies, companyIdentityProviders, services } from '../db/schema/index.ts';
import type { Transaction } from '../platform/database/connection.ts';
import type { DemoTenant } from './demo-tenant-type.ts';

/**
 * A demo tenant's identity providers, added once (also to a demo made before they existed): with its
 * rows, the company's Google and Microsoft options take the demo's values. Kept rows are never changed.
 */
export async function ensureDemoIdentityProviders(tx: Transaction, def: DemoTenant): Promise<void> {
  if (!def.identityProviders?.length) return;
  const [service] = await tx.select().from(services).where(eq(services.path, def.service.path));
  if (!service) return;
  const held = await tx
    .select({ provider: companyIdentityProviders.provider })
    .from(companyIdentityProviders)
    .where(eq(companyIdentityProviders.companyId, service.companyId));
  if (held.length > 0) return;
  await tx
    .insert(companyIdentityProviders)
    .values(def.identityProviders.map((p) => ({ ...p, companyId: service.companyId })));
  await tx
    .update(companies)
    .set({
      googleLogin: def.company.googleLogin ?? 'none',
      microsoftLogin: def.company.microsoftLogin ?? 'none',
    })
    .where(eq(companies.id, service.companyId));
}
