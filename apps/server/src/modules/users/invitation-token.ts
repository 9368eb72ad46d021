import { and, inArray, isNull } from 'drizzle-orm';
import { passwordResetTokens } from '../../db/schema/index.ts';
import type { Executor } from '../../platform/database/connection.ts';
import { inCompany, type TenantScope } from '../../platform/tenancy/tenant-scope.ts';

/**
 * An invitation's token is a password-reset token of the account (the reset page and its single use and
 * expiry serve it as they are): it replaces the account's unused ones. One statement retires the
 * accounts' earlier tokens and one stores the new ones, however many accounts are invited together.
 */
export async function storeInvitationTokens(
  tx: Executor,
  scope: TenantScope,
  when: { createdAt: Date; expiresAt: Date },
  tokens: { userId: number; tokenHash: string }[],
): Promise<void> {
  if (tokens.length === 0) return;
  await tx
    .update(passwordResetTokens)
    .set({ usedAt: when.createdAt })
    .where(
      and(
        inCompany(passwordResetTokens, scope),
        inArray(
          passwordResetTokens.userId,
          tokens.map((token) => token.userId),
        ),
        isNull(passwordResetTokens.usedAt),
      ),
    );
  await tx
    .insert(passwordResetTokens)
    .values(tokens.map((token) => ({ ...token, ...when, companyId: scope.companyId })));
}
