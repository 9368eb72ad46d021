import { passwordResetTokens } from '../../db/schema/index.ts';
import type { Executor } from '../../platform/database/connection.ts';
import type { TenantScope } from '../../platform/tenancy/tenant-scope.ts';
import { insertPasswordResetToken, retireTokens } from './token-repository.ts';

/**
 * An invitation's token is a password-reset token of the account (the reset page and its single use and
 * expiry serve it as they are): it replaces the account's unused ones.
 */
export async function storeInvitationToken(
  tx: Executor,
  scope: TenantScope,
  userId: number,
  token: { tokenHash: string; createdAt: Date; expiresAt: Date },
): Promise<void> {
  await retireTokens(tx, scope, passwordResetTokens, userId, token.createdAt);
  await insertPasswordResetToken(tx, scope, { userId, ...token });
}
