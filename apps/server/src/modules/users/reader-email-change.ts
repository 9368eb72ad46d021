import { AccountStatus, AccountType } from '@hondana/contract';
import { passwordResetTokens } from '../../db/schema/index.ts';
import type { Executor } from '../../platform/database/connection.ts';
import type { CompanyRow } from '../../platform/tenancy/tenant-repository.ts';
import type { TenantScope } from '../../platform/tenancy/tenant-scope.ts';
import type { AccountDeps } from './account-deps.ts';
import { queueEmailChangedNotice } from './account-mail.ts';
import { queueSetPasswordInvitation, readerPortal } from './set-password-invitation.ts';
import { retireTokens } from './token-repository.ts';
import type { UserRow } from './user-repository.ts';

/** Readers of a company with passwords get set-password mail; single sign-on and open ones have none. */
export const readersUsePasswords = (company: CompanyRow) =>
  company.accountType !== AccountType.EXTERNAL_ID && company.accountType !== AccountType.OPEN;

/**
 * After an administrator changed a reader's e-mail address, inside the change's transaction: the links
 * mailed to the old address stop working, the old address is told (the notice of an administrator's
 * change, without an undo link), and a reader who has not chosen a password yet gets a new set-password
 * link at the new address. Answers whether that link was sent.
 */
export async function afterReaderEmailChange(
  deps: AccountDeps,
  tx: Executor,
  scope: TenantScope,
  company: CompanyRow,
  change: { before: UserRow; after: UserRow },
): Promise<boolean> {
  const { before, after } = change;
  await retireTokens(tx, scope, passwordResetTokens, after.id, deps.clock.now());
  if (before.email && after.email) {
    const portal = await readerPortal(tx, after, company);
    await queueEmailChangedNotice(
      deps,
      tx,
      portal,
      after,
      { oldEmail: before.email, newEmail: after.email },
      null,
    );
  }
  const invite =
    after.email !== null &&
    after.passwordHash === null &&
    after.accountStatus === AccountStatus.ALLOW &&
    readersUsePasswords(company);
  return (
    invite && (await queueSetPasswordInvitation(deps, tx, { user: after, company, kind: 'reader' })) !== null
  );
}
