import { ResultCode } from '@hondana/contract';
import { hashOpaqueToken } from '../../platform/auth/opaque-token.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/database/connection.ts';
import { appError } from '../../platform/http/app-error.ts';
import { accountScopeOf } from '../../platform/tenancy/tenant-scope.ts';
import { clearPairState, consumeUnlockTokenAcrossTenants } from './lock-repository.ts';

/**
 * PUT /auth/unlock-account/{token}: the mailed link lifts the lock of its account from the address it
 * was locked from, and the count there starts afresh. Unknown, used and expired links are INVALID_KEY.
 */
export async function unlockAccount(db: Database, clock: Clock, token: string): Promise<void> {
  const now = clock.now();
  await db.transaction(async (tx) => {
    const row = await consumeUnlockTokenAcrossTenants(tx, hashOpaqueToken(token), now);
    if (!row) throw appError(ResultCode.INVALID_KEY);
    await clearPairState(tx, accountScopeOf(row.companyId), row.userId, row.ip);
  });
}
