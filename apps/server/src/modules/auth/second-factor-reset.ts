import { ResultCode } from '@hondana/contract';
import { type AuditWho, auditedWrite } from '../../platform/audit/audited-write.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/database/connection.ts';
import { appError } from '../../platform/http/app-error.ts';
import type { PolicyTarget } from '../../platform/policy/policy.ts';
import { accountScopeOf } from '../../platform/tenancy/tenant-scope.ts';
import { revokeUserSessions } from './repository.ts';
import { accountKeyOf } from './second-factor-code.ts';
import {
  deleteSecondFactor,
  findAccountByIdAcrossTenants,
  findSecondFactor,
} from './second-factor-repository.ts';

/**
 * PUT /auth/admin/second-factor/reset/:userId: a staff member lost their authenticator and their
 * recovery codes. The factor and its codes go, every session of the account ends (whoever holds one
 * signs in again, and enrols when the account must have a factor); the audit trail keeps who did it.
 */
export async function resetSecondFactor(
  db: Database,
  clock: Clock,
  who: AuditWho,
  authorize: (target: PolicyTarget) => void,
  userId: number,
): Promise<void> {
  const user = await findAccountByIdAcrossTenants(db, userId);
  if (!user) throw appError(ResultCode.USER_NOT_FOUND);
  authorize({ companyId: user.companyId, userId: user.id });
  const key = accountKeyOf(user);
  await auditedWrite(db, who, async (tx, record) => {
    const factor = await findSecondFactor(tx, key);
    if (!factor || !(await deleteSecondFactor(tx, key)))
      throw appError(ResultCode.SECOND_FACTOR_NOT_ENROLLED);
    await revokeUserSessions(tx, accountScopeOf(user.companyId), user.id, 'second_factor_reset', {
      now: clock.now(),
    });
    record({
      entity: 'second_factor',
      entityId: user.id,
      companyId: user.companyId,
      serviceId: user.serviceId,
      action: 'reset',
      before: { userId: user.id, enrolledAt: factor.enrolledAt?.toISOString() ?? null },
      after: null,
    });
  });
}
