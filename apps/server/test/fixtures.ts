import { randomBytes } from 'node:crypto';
import { AccountType, DomainType, RoleLevel } from '@hondana/contract';
import { companies, services, users } from '../src/db/schema/index.ts';
import { provisionServiceSettings } from '../src/modules/branding/repository.ts';
import { hashPassword } from '../src/platform/crypto/passwords.ts';
import type { Database } from '../src/platform/database/connection.ts';
import type { Tenant } from '../src/platform/tenancy/resolve-tenant.ts';
import { tenantScopeOf } from '../src/platform/tenancy/tenant-scope.ts';

export interface TenantFixture {
  name?: string;
  accountType?: AccountType;
  domainType?: DomainType;
  domain?: string;
  path?: string;
}

/** A fresh tenant with complete default settings; unique names so tests never collide. */
export async function createTenant(db: Database, fixture: TenantFixture = {}): Promise<Tenant> {
  const suffix = randomBytes(4).toString('hex');
  const [company] = await db
    .insert(companies)
    .values({
      name: fixture.name ?? `Tenant ${suffix}`,
      accountType: fixture.accountType ?? AccountType.EMAIL,
      domainType: fixture.domainType ?? DomainType.PATH,
      domain: fixture.domain ?? 'localhost',
    })
    .returning();
  if (!company) throw new Error('company not created');
  const [service] = await db
    .insert(services)
    .values({
      companyId: company.id,
      name: `Service ${suffix}`,
      path: fixture.path ?? `t${suffix}`,
      isDefault: true,
    })
    .returning();
  if (!service) throw new Error('service not created');
  const tenant = { company, service };
  await provisionServiceSettings(db, tenantScopeOf(tenant));
  return tenant;
}

/**
 * A new account with a unique e-mail and username (an end user of the tenant, or a system admin when
 * the tenant is null); the password is returned for logging in.
 */
export async function createUser(
  db: Database,
  tenant: Tenant | null,
  { password: chosen, ...values }: Partial<typeof users.$inferInsert> & { password?: string } = {},
) {
  const suffix = randomBytes(4).toString('hex');
  const password = chosen ?? `Pass-${suffix}-2026`;
  const [user] = await db
    .insert(users)
    .values({
      companyId: tenant?.company.id ?? null,
      roleLevel: tenant ? RoleLevel.USER : RoleLevel.SYSTEM_ADMIN,
      email: `user-${suffix}@example.test`,
      username: `user_${suffix}`,
      fullName: `User ${suffix}`,
      passwordHash: await hashPassword(password),
      ...values,
    })
    .returning();
  if (!user) throw new Error('user not created');
  return { user, password, email: user.email ?? '', username: user.username ?? '' };
}
