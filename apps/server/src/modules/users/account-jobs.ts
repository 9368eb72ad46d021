import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { companies, services } from '../../db/schema/index.ts';
import { defineJobKind, handleJob } from '../../platform/jobs/job-kind.ts';
import type { Tenant } from '../../platform/tenancy/resolve-tenant.ts';
import { inCompany, type ServiceScope } from '../../platform/tenancy/tenant-scope.ts';
import type { AccountDeps } from './account-deps.ts';
import { issueAdminPasswordReset } from './admin-password-reset-service.ts';
import { issuePasswordReset } from './password-reset-service.ts';

/**
 * `password-reset.issue`: the look-up, token and mail behind PUT /auth/forgot-password, run by the
 * worker so that the answer is the same, in content and in time, whether the address exists or not.
 * Three attempts: a retry after a token was issued finds it and mails nothing new (one mail a minute).
 */
export const passwordResetIssueJob = defineJobKind({
  name: 'password-reset.issue',
  payload: z.object({
    companyId: z.number().int().positive(),
    serviceId: z.number().int().positive(),
    identifier: z.string().min(1).max(320),
  }),
  attempts: 3,
  retryDelaySeconds: 10,
});

/** Queues the forgot-password work for the tenant of the request; answers nothing about the account. */
export async function requestPasswordReset(deps: AccountDeps, tenant: Tenant, identifier: string) {
  await deps.jobs.send(passwordResetIssueJob, {
    companyId: tenant.company.id,
    serviceId: tenant.service.id,
    identifier,
  });
}

async function tenantOf(deps: AccountDeps, scope: ServiceScope): Promise<Tenant | undefined> {
  const [row] = await deps.db
    .select({ company: companies, service: services })
    .from(services)
    .innerJoin(companies, eq(companies.id, services.companyId))
    .where(and(eq(services.id, scope.serviceId), inCompany(services, scope)));
  return row;
}

export const passwordResetIssueHandler = (deps: AccountDeps) =>
  handleJob(passwordResetIssueJob, async ({ companyId, serviceId, identifier }) => {
    const tenant = await tenantOf(deps, { companyId, serviceId });
    // The tenant was deleted since: there is nobody to mail.
    if (tenant) await issuePasswordReset(deps, tenant, identifier);
  });

/**
 * `admin-password-reset.issue`: the look-up, token and mail behind PUT /auth/admin/forgot-password, run
 * by the worker for the same reason as the portal's (the answer tells nothing, in content or in time).
 */
export const adminPasswordResetIssueJob = defineJobKind({
  name: 'admin-password-reset.issue',
  payload: z.object({ email: z.string().min(1).max(320) }),
  attempts: 3,
  retryDelaySeconds: 10,
});

/** Queues the administration site's forgot-password work; answers nothing about the address. */
export async function requestAdminPasswordReset(deps: AccountDeps, email: string) {
  await deps.jobs.send(adminPasswordResetIssueJob, { email });
}

export const adminPasswordResetIssueHandler = (deps: AccountDeps) =>
  handleJob(adminPasswordResetIssueJob, ({ email }) => issueAdminPasswordReset(deps, email));
