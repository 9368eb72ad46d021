import { ResultCode } from '@hondana/contract';
import type { Database } from '../../platform/database/connection.ts';
import { appError } from '../../platform/http/app-error.ts';
import { lockCompany } from '../../platform/tenancy/tenant-repository.ts';
import type { TenantScope } from '../../platform/tenancy/tenant-scope.ts';
import {
  minutesBefore,
  SIGN_UP_ADDRESS_LIMIT,
  SIGN_UP_COMPANY_LIMIT,
  SIGN_UP_WINDOW_MINUTES,
} from './registration-policy.ts';
import {
  countAddressSignUpsAcrossTenants,
  countCompanySignUps,
  deleteOldSignUpAttempts,
  insertSignUpAttempt,
  lockSignUpAddress,
} from './sign-up-repository.ts';

/**
 * Counts one sign-up or confirmation resend from `ip` for the company, or refuses it with
 * SIGN_UP_THROTTLED (777) and records nothing. Under the company's lock and the address's, so parallel
 * requests cannot all pass the last place of a window. Runs before the password is hashed: a flood
 * costs neither CPU nor mail. The company's attempts older than the window are deleted on the way.
 */
export async function admitSignUp(db: Database, scope: TenantScope, ip: string, now: Date): Promise<void> {
  const since = minutesBefore(now, SIGN_UP_WINDOW_MINUTES);
  await db.transaction(async (tx) => {
    await lockCompany(tx, scope);
    await lockSignUpAddress(tx, ip);
    if (
      (await countAddressSignUpsAcrossTenants(tx, ip, since)) >= SIGN_UP_ADDRESS_LIMIT ||
      (await countCompanySignUps(tx, scope, since)) >= SIGN_UP_COMPANY_LIMIT
    ) {
      throw appError(ResultCode.SIGN_UP_THROTTLED);
    }
    await deleteOldSignUpAttempts(tx, scope, since);
    await insertSignUpAttempt(tx, scope, { ip, createdAt: now });
  });
}
