import {
  AccountStatus,
  ResultCode,
  RoleLevel,
  type StaffItem,
  type staffFieldsSchema,
  type staffPageQuerySchema,
} from '@hondana/contract';
import type { z } from 'zod';
import { type AuditChange, auditedWrite } from '../../platform/audit/audited-write.ts';
import { appError } from '../../platform/http/app-error.ts';
import { adminScope } from '../../platform/policy/admin-scope.ts';
import { findCompanyById } from '../../platform/tenancy/tenant-repository.ts';
import { companyScope } from '../../platform/tenancy/tenant-scope.ts';
import { revokeUserSessions } from '../auth/service.ts';
import type { AccountDeps } from './account-deps.ts';
import { type AdminCaller, reaches } from './reader-admin-scope.ts';
import { queueSetPasswordInvitation } from './set-password-invitation.ts';
import { findStaff, findStaffAcrossTenants, pageStaff, type StaffRow } from './staff-repository.ts';
import { updateUser } from './user-repository.ts';

type PageQuery = z.output<typeof staffPageQuerySchema>;
type Fields = z.output<typeof staffFieldsSchema>;
type Staff = StaffRow & { companyId: number };

export const presentStaff = (row: StaffRow): StaffItem => ({
  id: row.id,
  companyId: row.companyId ?? 0,
  role: row.roleLevel,
  serviceId: row.serviceId,
  serviceName: row.serviceName,
  email: row.email,
  fullName: row.fullName,
  staffId: row.staffId,
  status: row.accountStatus,
  hasPassword: row.passwordHash !== null,
  secondFactorEnrolled: row.secondFactorEnrolled,
  lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});

export async function pageStaffItems(deps: AccountDeps, caller: AdminCaller, query: PageQuery) {
  const scope = await adminScope(deps.db, caller.actor, caller.authorize, query);
  const { rows, total } = await pageStaff(deps.db, scope, query);
  return {
    content: rows.map(presentStaff),
    totalElements: total,
    totalPages: Math.ceil(total / query.size),
    number: query.page,
    size: query.size,
  };
}

/** A service admin of a company the caller manages the staff of; any other id is 836, as an unknown one. */
async function staffInReach(deps: AccountDeps, caller: AdminCaller, id: number): Promise<Staff> {
  const { actor } = caller;
  const row =
    actor.role === RoleLevel.SYSTEM_ADMIN || actor.companyId === null
      ? await findStaffAcrossTenants(deps.db, id)
      : await findStaff(deps.db, companyScope(actor.companyId), id);
  if (!row || row.companyId === null || !reaches(caller, { companyId: row.companyId })) {
    throw appError(ResultCode.SERVICE_ADMIN_NOT_FOUND);
  }
  return row as Staff;
}

const change = (
  staff: Staff,
  action: string,
  before: AuditChange['before'],
  after: AuditChange['after'],
) => ({
  entity: 'serviceAdmin',
  entityId: staff.id,
  companyId: staff.companyId,
  serviceId: staff.serviceId,
  action,
  before,
  after,
});

async function reload(deps: AccountDeps, staff: Staff): Promise<StaffItem> {
  const row = await findStaff(deps.db, companyScope(staff.companyId), staff.id);
  if (!row) throw appError(ResultCode.SERVICE_ADMIN_NOT_FOUND);
  return presentStaff(row);
}

/** PUT /staff/update/{id}: the name and the staff id the company keeps for a service admin. */
export async function updateStaff(deps: AccountDeps, caller: AdminCaller, id: number, input: Fields) {
  const staff = await staffInReach(deps, caller, id);
  await auditedWrite(deps.db, caller.who, async (tx, record) => {
    await updateUser(tx, companyScope(staff.companyId), id, { ...input, updatedAt: deps.clock.now() });
    const before = { fullName: staff.fullName, staffId: staff.staffId };
    record(change(staff, 'update', before, input));
  });
  return reload(deps, staff);
}

/** Stop and allow: a stopped service admin's sessions end at once. */
export async function setStaffStatus(
  deps: AccountDeps,
  caller: AdminCaller,
  id: number,
  status: AccountStatus,
) {
  const staff = await staffInReach(deps, caller, id);
  if (staff.accountStatus !== status) {
    const now = deps.clock.now();
    await auditedWrite(deps.db, caller.who, async (tx, record) => {
      const scope = companyScope(staff.companyId);
      await updateUser(tx, scope, id, { accountStatus: status, updatedAt: now });
      if (status === AccountStatus.STOP) await revokeUserSessions(tx, scope, id, 'account_stopped', { now });
      const action = status === AccountStatus.STOP ? 'stop' : 'allow';
      record(change(staff, action, { status: staff.accountStatus }, { status }));
    });
  }
  return reload(deps, staff);
}

/** PUT /staff/resend-invitation/{id}: a new set-password link to the administration site. */
export async function resendStaffInvitation(deps: AccountDeps, caller: AdminCaller, id: number) {
  const staff = await staffInReach(deps, caller, id);
  if (!staff.email) throw appError(ResultCode.EMAIL_REQUIRED, { field: 'email' });
  if (staff.accountStatus !== AccountStatus.ALLOW) throw appError(ResultCode.USER_BLOCKED);
  const company = await findCompanyById(deps.db, staff.companyId);
  if (!company) throw appError(ResultCode.SERVICE_ADMIN_NOT_FOUND);
  await auditedWrite(deps.db, caller.who, async (tx, record) => {
    const queued = await queueSetPasswordInvitation(deps, tx, {
      user: staff,
      company,
      kind: 'service-admin',
    });
    record(change(staff, 'invite', null, { expiresAt: queued?.expiresAt.toISOString() ?? null }));
  });
  return { accepted: true as const };
}
