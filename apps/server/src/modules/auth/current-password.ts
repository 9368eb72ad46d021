import { LoginMethod, ResultCode } from '@hondana/contract';
import type { SessionContext } from '../../platform/auth/session-context.ts';
import type { Clock } from '../../platform/clock.ts';
import { clientPasswordHash } from '../../platform/crypto/passwords.ts';
import type { Database } from '../../platform/database/connection.ts';
import { appError } from '../../platform/http/app-error.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import { type Attempt, checkCurrentPassword } from './credentials.ts';
import type { UserRow } from './repository.ts';

export interface CurrentPasswordDeps {
  db: Database;
  clock: Clock;
  jobs: JobQueue;
  publicUrl: string;
}

/**
 * The signed-in caller's current password (change password, change e-mail), checked under the login's
 * lock-out from the caller's address: wrong → PASSWORD_INCORRECT (702, never the login's 609, which the
 * web app takes for a lost session) and one more failure counted; locked → ACCOUNT_LOCKED (425).
 */
export async function assertCurrentPassword(
  deps: CurrentPasswordDeps,
  caller: SessionContext,
  user: UserRow,
  password: string,
  ip: string,
): Promise<void> {
  const identifier = (user.email ?? user.username ?? '').toLowerCase();
  const attempt: Attempt = {
    companyId: user.companyId,
    identifier,
    loginMethod: user.email ? LoginMethod.EMAIL : LoginMethod.IDENTITY,
    ip,
    now: deps.clock.now(),
  };
  const portal =
    caller.company && caller.service ? { company: caller.company, service: caller.service } : null;
  const mail = { jobs: deps.jobs, publicUrl: deps.publicUrl, portal };
  if (!(await checkCurrentPassword(deps.db, mail, attempt, user, clientPasswordHash(password)))) {
    throw appError(ResultCode.PASSWORD_INCORRECT);
  }
}
