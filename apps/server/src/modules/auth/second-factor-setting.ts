import {
  type CompanySecondFactorSetting,
  type CompanySecondFactorSettingUpdate,
  ResultCode,
} from '@hondana/contract';
import { eq } from 'drizzle-orm';
import { companies } from '../../db/schema/index.ts';
import { type AuditWho, auditedWrite } from '../../platform/audit/audited-write.ts';
import type { Database } from '../../platform/database/connection.ts';
import { appError } from '../../platform/http/app-error.ts';
import { adminScope, type RouteCaller } from '../../platform/policy/admin-scope.ts';
import { type CompanyRow, findCompanyById } from '../../platform/tenancy/tenant-repository.ts';
import { companyRequiresSecondFactor, takesRealCardPayments } from './second-factor-rule.ts';

const present = (row: CompanyRow): CompanySecondFactorSetting => ({
  companyId: row.id,
  staffSecondFactorRequired: row.staffSecondFactorRequired,
  takesCardPayments: takesRealCardPayments(row),
  effective: companyRequiresSecondFactor(row),
});

/** GET /company/second-factor-setting/detail: the caller's company, or the one a system admin names. */
export async function companySecondFactorSetting(
  db: Database,
  { actor, authorize }: RouteCaller,
  companyId: number | undefined,
): Promise<CompanySecondFactorSetting> {
  const scope = await adminScope(db, actor, authorize, { companyId });
  const row = await findCompanyById(db, scope.companyId);
  if (!row) throw appError(ResultCode.COMPANY_NOT_FOUND);
  return present(row);
}

/**
 * PUT /company/second-factor-setting/update: staff without a factor enrol at their next sign-in;
 * sessions already open stay (the rule is checked at sign-in).
 */
export async function updateCompanySecondFactorSetting(
  db: Database,
  { actor, authorize }: RouteCaller,
  who: AuditWho,
  body: CompanySecondFactorSettingUpdate,
): Promise<CompanySecondFactorSetting> {
  const scope = await adminScope(db, actor, authorize, { companyId: body.companyId });
  return auditedWrite(db, who, async (tx, record) => {
    const before = await findCompanyById(tx, scope.companyId);
    if (!before) throw appError(ResultCode.COMPANY_NOT_FOUND);
    const [row] = await tx
      .update(companies)
      .set({ staffSecondFactorRequired: body.staffSecondFactorRequired })
      .where(eq(companies.id, scope.companyId))
      .returning();
    if (!row) throw appError(ResultCode.COMPANY_NOT_FOUND);
    if (before.staffSecondFactorRequired !== row.staffSecondFactorRequired) {
      record({
        entity: 'company',
        entityId: row.id,
        companyId: row.id,
        action: 'update',
        before: { staffSecondFactorRequired: before.staffSecondFactorRequired },
        after: { staffSecondFactorRequired: row.staffSecondFactorRequired },
      });
    }
    return present(row);
  });
}
