import { RoleLevel } from '@hondana/contract';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { companies, services, users } from '../db/schema/index.ts';
import { ensureSearchPage } from '../modules/companies/provision-search-page.ts';
import { type Clock, systemClock } from '../platform/clock.ts';
import type { Config } from '../platform/config.ts';
import { hashPassword } from '../platform/crypto/passwords.ts';
import type { Database, Transaction } from '../platform/database/connection.ts';
import { discardTenantJobs } from '../platform/jobs/discard-tenant-jobs.ts';
import type { Storage } from '../platform/storage/storage.ts';
import { ensureDemoIdentityProviders } from './create-demo-identity.ts';
import { createDemoTenant, type PendingFile } from './create-demo-tenant.ts';
import { ensureDemoSelling } from './demo-selling.ts';
import { demoTenants, systemAdmin } from './demo-tenants.ts';

export interface DemoDataDeps {
  db: Database;
  storage: Storage;
  config: Pick<Config, 'publicUrl'>;
  /** When the demo subscription was bought (tests pass their clock). */
  clock?: Clock;
}

// Several servers starting together on one database load the demo data once.
const DEMO_LOCK = 4_821_908;

/**
 * Creates whichever demo tenant (found by its service path) and the system admin are missing, in one
 * transaction, so running it again changes nothing. Images are stored after the commit.
 */
export async function loadDemoDataOnce({
  db,
  storage,
  config,
  clock = systemClock,
}: DemoDataDeps): Promise<{ loaded: true; created: number }> {
  const host = new URL(config.publicUrl).hostname;
  const files: PendingFile[] = [];
  let created = 0;
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${DEMO_LOCK})`);
    await ensureSystemAdmin(tx);
    for (const tenant of demoTenants) {
      const [existing] = await tx
        .select({ companyId: services.companyId, serviceId: services.id })
        .from(services)
        .where(eq(services.path, tenant.service.path));
      if (existing) {
        // Tenants created before the demo had search pages get theirs.
        if (tenant.searchPage) await ensureSearchPage(tx, existing, tenant.searchPage);
        continue;
      }
      files.push(...(await createDemoTenant(tx, tenant, host)));
      created += 1;
    }
    for (const tenant of demoTenants) await ensureDemoIdentityProviders(tx, tenant);
    await ensureDemoSelling(tx, clock.now());
  });
  for (const file of files) await storage.put(file.key, Buffer.from(file.body, 'utf8'));
  return { loaded: true, created };
}

/** Removes the demo tenants (everything they own cascades, their queued jobs too) and the demo system admin. */
export async function removeDemoData(db: Database): Promise<void> {
  const paths = demoTenants.map((t) => t.service.path);
  await db.transaction(async (tx) => {
    const owners = (
      await tx.select({ id: services.companyId }).from(services).where(inArray(services.path, paths))
    ).map((row) => row.id);
    // Their queued jobs go too: left behind, they would run before the recreated tenants' own.
    await discardTenantJobs(tx, owners);
    if (owners.length > 0) await tx.delete(companies).where(inArray(companies.id, owners));
    await tx.delete(users).where(and(isNull(users.companyId), eq(users.email, systemAdmin.email)));
  });
}

async function ensureSystemAdmin(tx: Transaction): Promise<void> {
  const [existing] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(isNull(users.companyId), eq(users.email, systemAdmin.email)));
  if (existing) return;
  await tx.insert(users).values({
    roleLevel: RoleLevel.SYSTEM_ADMIN,
    email: systemAdmin.email,
    username: 'sysadmin',
    fullName: systemAdmin.fullName,
    passwordHash: await hashPassword(systemAdmin.password),
  });
}
