import { type ExternalIdRegistrationUrl, IdentityProvider, ResultCode } from '@hondana/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { appError } from '../../platform/http/app-error.ts';
import type { Tenant } from '../../platform/tenancy/resolve-tenant.ts';
import { registrationUrlFor } from './provider-settings.ts';
import { assertProviderOffered, loginPageOf } from './start-login.ts';

/**
 * Seed 000 §2: for an external-ID company with auto-registration, the header links visitors to the
 * provider's registration page with the company's service code and the portal's login page to come
 * back to (`service_code`, `redirect_url`: the seed names the values, not the parameters).
 */
export async function externalIdRegistrationLink(
  app: FastifyInstance,
  tenant: Tenant,
  request: FastifyRequest,
): Promise<ExternalIdRegistrationUrl> {
  assertProviderOffered(tenant, IdentityProvider.EXTERNAL_ID);
  if (!tenant.company.isAutoRegisterAccountAtLogin) throw appError(ResultCode.NO_PERMISSION);
  const page = await registrationUrlFor(app, app.deps.db, tenant, IdentityProvider.EXTERNAL_ID);
  if (!page) return { registrationUrl: null };
  const url = new URL(page);
  if (tenant.company.serviceCode) url.searchParams.set('service_code', tenant.company.serviceCode);
  url.searchParams.set('redirect_url', loginPageOf(tenant, request));
  return { registrationUrl: url.toString() };
}
