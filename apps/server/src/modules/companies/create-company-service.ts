import {
  type CompanyCreated,
  type companyCreateSchema,
  DomainType,
  ResultCode,
  RoleLevel,
} from '@hondana/contract';
import type { z } from 'zod';
import type { AuditWho } from '../../platform/audit/audit-who.ts';
import { auditedWrite } from '../../platform/audit/audited-write.ts';
import { appError } from '../../platform/http/app-error.ts';
import { companyScope } from '../../platform/tenancy/tenant-scope.ts';
import { queueSetPasswordInvitation } from '../users/set-password-invitation.ts';
import { assertPathFreeAcrossTenants, checkedPath, lockAddresses } from './address-rules.ts';
import type { CompaniesDeps } from './companies-deps.ts';
import { insertCompany, updateCompanyRow } from './company-repository.ts';
import { companyValues } from './company-values.ts';
import { newPortalDefaults } from './portal-defaults.ts';
import { presentCompanyDetail } from './present-company.ts';
import { presentService } from './present-service.ts';
import { provisionPortal } from './provision-portal.ts';
import { insertService, insertStaffAccount, staffEmailTakenAcrossTenants } from './service-repository.ts';

type Create = z.output<typeof companyCreateSchema>;

/**
 * POST /company/add: the company, its default service with everything a portal needs, its company admin
 * (no password: a mail with a single-use link to choose one) and the audit rows, in ONE transaction, so
 * any refusal on the way (a path or an e-mail taken, a rule of the provisioning) leaves nothing. The
 * tenant caches of every server process hear of the new rows from their notifications on commit.
 */
export async function createCompany(
  deps: CompaniesDeps,
  who: AuditWho,
  body: Create,
): Promise<CompanyCreated> {
  const { service: serviceFields, admin, ...fields } = body;
  const domain = fields.domain ?? (fields.domainType === DomainType.PATH ? deps.platformHost : undefined);
  if (domain === undefined) throw appError(ResultCode.DOMAIN_FORMAT_INVALID, { field: 'domain' });
  return auditedWrite(deps.db, who, async (tx, record) => {
    await lockAddresses(tx);
    const values = await companyValues(tx, deps, { ...fields, domain }, null);
    const company = await insertCompany(tx, {
      ...values,
      name: fields.name,
      domain: values.domain ?? domain,
    });
    const path = checkedPath(serviceFields.path);
    await assertPathFreeAcrossTenants(tx, path, null);
    const scope = companyScope(company.id);
    const service = await insertService(tx, scope, { name: serviceFields.name, path, isDefault: true });
    const serviceScope = { companyId: company.id, serviceId: service.id };
    await provisionPortal(tx, serviceScope, newPortalDefaults(company.defaultLanguage));
    if (await staffEmailTakenAcrossTenants(tx, admin.email)) {
      throw appError(ResultCode.EMAIL_EXISTS, { field: 'admin.email' });
    }
    const user = await insertStaffAccount(tx, scope, {
      roleLevel: RoleLevel.COMPANY_ADMIN,
      email: admin.email,
      fullName: admin.fullName ?? null,
      lang: company.defaultLanguage,
    });
    const owned = await updateCompanyRow(tx, company.id, { ownerId: user.id });
    const invitation = await queueSetPasswordInvitation(deps, tx, {
      user,
      company: owned,
      kind: 'company-admin',
    });
    if (!invitation) throw new Error('the company admin has an address, so an invitation');
    const detail = presentCompanyDetail(owned);
    const created = presentService(service, 0);
    record({
      entity: 'company',
      entityId: company.id,
      companyId: company.id,
      action: 'create',
      after: detail,
    });
    record({
      entity: 'service',
      entityId: service.id,
      companyId: company.id,
      serviceId: service.id,
      action: 'create',
      after: created,
    });
    record({
      entity: 'companyAdmin',
      entityId: user.id,
      companyId: company.id,
      action: 'invite',
      after: { email: user.email, fullName: user.fullName },
    });
    return {
      company: detail,
      service: created,
      admin: { id: user.id, email: admin.email },
      invitationExpiresAt: invitation.expiresAt.toISOString(),
    };
  });
}
