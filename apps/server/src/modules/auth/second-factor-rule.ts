import { PaymentGatewayKind, RoleLevel } from '@hondana/contract';
import type { Executor } from '../../platform/database/connection.ts';
import type { CompanyRow } from './repository.ts';
import { anyCompanyRequiresSecondFactorAcrossTenants } from './second-factor-repository.ts';

/**
 * The company takes real card payments: a gateway is set and it is not the sandbox, which takes no
 * money (the card industry's rule for admin screens is about real card data).
 */
export const takesRealCardPayments = (company: Pick<CompanyRow, 'paymentGateway'>): boolean =>
  company.paymentGateway !== null && company.paymentGateway !== PaymentGatewayKind.SANDBOX;

/** The company's staff must sign in with a second factor: its own switch, or it takes card payments. */
export const companyRequiresSecondFactor = (
  company: Pick<CompanyRow, 'staffSecondFactorRequired' | 'paymentGateway'>,
): boolean => company.staffSecondFactorRequired || takesRealCardPayments(company);

/**
 * Whether a staff account must have a second factor: a company or service admin when its company
 * requires one; a system admin, who can act in every company, as soon as any company requires one.
 */
export async function mustHaveSecondFactor(
  db: Executor,
  user: { roleLevel: number },
  company: Pick<CompanyRow, 'staffSecondFactorRequired' | 'paymentGateway'> | null,
): Promise<boolean> {
  if (user.roleLevel === RoleLevel.SYSTEM_ADMIN) return anyCompanyRequiresSecondFactorAcrossTenants(db);
  if (user.roleLevel !== RoleLevel.COMPANY_ADMIN && user.roleLevel !== RoleLevel.SERVICE_ADMIN) return false;
  return company !== null && companyRequiresSecondFactor(company);
}
