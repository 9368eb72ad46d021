import { IdentityProvider } from '@hondana/contract';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../../db/schema/index.ts';
import type { Executor } from '../../platform/database/connection.ts';
import type { Tenant } from '../../platform/tenancy/resolve-tenant.ts';
import { inCompany, type TenantScope, tenantScopeOf } from '../../platform/tenancy/tenant-scope.ts';
import { queueAccountClaimedMail } from '../users/account-mail.ts';
import { assertPlaceLeft } from '../users/registration-confirm-service.ts';
import type { UserRow } from './repository.ts';

/** The unconfirmed account confirmed and its password removed; undefined when it was confirmed already. */
async function confirmWithoutPassword(tx: Executor, scope: TenantScope, userId: number) {
  const [claimed] = await tx
    .update(users)
    .set({ unconfirmedSince: null, passwordHash: null })
    .where(and(inCompany(users, scope), eq(users.id, userId), isNotNull(users.unconfirmedSince)))
    .returning();
  return claimed;
}

const providerName = (provider: IdentityProvider) =>
  provider === IdentityProvider.MICROSOFT ? 'Microsoft' : 'Google';

/**
 * A Google or Microsoft login whose verified e-mail names an unconfirmed self-registration: whoever
 * registered never proved the mailbox, so the account is not signed in as it is. Its address is
 * confirmed and its password removed (the account now belongs to the federated identity), it takes its
 * place under maxUser (417 when none is left), and the address is told by mail, all in one transaction.
 * Answers the account as it is now, or the row unchanged when someone confirmed it meanwhile.
 */
export async function claimUnconfirmed(
  app: FastifyInstance,
  tenant: Tenant,
  user: UserRow,
  provider: IdentityProvider,
): Promise<UserRow> {
  const { db, jobs, config } = app.deps;
  return db.transaction(async (tx) => {
    await assertPlaceLeft(tx, tenant);
    const claimed = await confirmWithoutPassword(tx, tenantScopeOf(tenant), user.id);
    if (!claimed) return user;
    const mailDeps = { jobs, publicUrl: config.publicUrl };
    await queueAccountClaimedMail(mailDeps, tx, tenant, claimed, providerName(provider));
    return claimed;
  });
}
