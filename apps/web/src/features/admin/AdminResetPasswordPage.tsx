import * as accountsApi from '../../api/accounts.ts';
import { ResetPasswordCard, type ResetPasswordSite } from '../auth/ResetPasswordPage.tsx';

const adminSite: ResetPasswordSite = {
  check: accountsApi.adminCheckResetToken,
  reset: accountsApi.adminResetPassword,
  // The account's company, whose policy applies, is not known here: the strict policy satisfies both.
  strictPassword: true,
  loginPath: '/admin/login',
  forgotPath: '/admin/forgot-password',
};

/** `/admin/reset-password?token=…`, the link of a staff account's reset mail. */
export function AdminResetPasswordPage() {
  return <ResetPasswordCard site={adminSite} />;
}
