import { ResultCode, RoleLevel, type ServiceAdmin, type ServiceAdminInvite } from '@hondana/contract';
import { auditedWrite } from '../../platform/audit/audited-write.ts';
import { appError } from '../../platform/http/app-error.ts';
import { findCompanyById } from '../../platform/tenancy/tenant-repository.ts';
import { companyScope } from '../../platform/tenancy/tenant-scope.ts';
import { queueSetPasswordInvitation } from '../users/set-password-invitation.ts';
import type { CompaniesDeps } from './companies-deps.ts';
import { presentServiceAdmin } from './present-service.ts';
import {
  companyEmailTaken,
  deleteStaffAccount,
  findServiceForUpdate,
  insertStaffAccount,
  listServiceAdmins,
  staffEmailTakenAcrossTenants,
  updateServiceRow,
} from './service-repository.ts';
import { reachableService, type ServiceCaller } from './services-service.ts';

/** GET /service/admins/{id}. */
export async function serviceAdmins(
  deps: CompaniesDeps,
  caller: ServiceCaller,
  id: number,
): Promise<ServiceAdmin[]> {
  const scope = await reachableService(deps.db, caller, id);
  return (await listServiceAdmins(deps.db, scope)).map(presentServiceAdmin);
}

/**
 * POST /service/admins/{id}: a service admin account without a password, bound to the service, and the
 * mail with its single-use link to choose one, in one transaction. An address another account of the
 * company or another staff account holds is 413. The service's own admin column names the first one.
 */
export async function inviteServiceAdmin(
  deps: CompaniesDeps,
  caller: ServiceCaller,
  id: number,
  body: ServiceAdminInvite,
): Promise<ServiceAdmin> {
  const scope = await reachableService(deps.db, caller, id);
  const company = await findCompanyById(deps.db, scope.companyId);
  if (!company) throw appError(ResultCode.COMPANY_NOT_FOUND);
  return auditedWrite(deps.db, caller.who, async (tx, record) => {
    const service = await findServiceForUpdate(tx, scope);
    if (!service) throw appError(ResultCode.SERVICE_PATH_NOT_FOUND);
    const taken =
      (await companyEmailTaken(tx, companyScope(company.id), body.email)) ||
      (await staffEmailTakenAcrossTenants(tx, body.email));
    if (taken) throw appError(ResultCode.EMAIL_EXISTS, { field: 'email' });
    const user = await insertStaffAccount(tx, scope, {
      roleLevel: RoleLevel.SERVICE_ADMIN,
      email: body.email,
      fullName: body.fullName ?? null,
      lang: company.defaultLanguage,
    });
    if (service.serviceAdminId === null) await updateServiceRow(tx, scope, { serviceAdminId: user.id });
    await queueSetPasswordInvitation(deps, tx, { user, company, kind: 'service-admin' });
    const item = presentServiceAdmin(user);
    record({
      entity: 'serviceAdmin',
      entityId: user.id,
      companyId: company.id,
      serviceId: service.id,
      action: 'invite',
      after: { email: item.email, fullName: item.fullName },
    });
    return item;
  });
}

/** DELETE /service/admins/{id}/{userId}: the account goes, its sessions with it; 836 when it is not one of the service's. */
export async function removeServiceAdmin(
  deps: CompaniesDeps,
  caller: ServiceCaller,
  id: number,
  userId: number,
) {
  const scope = await reachableService(deps.db, caller, id);
  await auditedWrite(deps.db, caller.who, async (tx, record) => {
    const service = await findServiceForUpdate(tx, scope);
    if (!service) throw appError(ResultCode.SERVICE_PATH_NOT_FOUND);
    const admins = await listServiceAdmins(tx, scope);
    const admin = admins.find((row) => row.id === userId);
    if (!admin) throw appError(ResultCode.SERVICE_ADMIN_NOT_FOUND);
    await deleteStaffAccount(tx, companyScope(scope.companyId), userId);
    if (service.serviceAdminId === userId) {
      const next = admins.find((row) => row.id !== userId);
      await updateServiceRow(tx, scope, { serviceAdminId: next?.id ?? null });
    }
    record({
      entity: 'serviceAdmin',
      entityId: userId,
      companyId: scope.companyId,
      serviceId: scope.serviceId,
      action: 'delete',
      before: { email: admin.email, fullName: admin.fullName },
    });
  });
  return { accepted: true as const };
}
