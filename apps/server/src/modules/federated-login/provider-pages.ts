import { type ExternalIdPages, IdentityProvider } from '@hondana/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Tenant } from '../../platform/tenancy/resolve-tenant.ts';
import { providerPagesFor } from './provider-settings.ts';
import { assertProviderOffered, loginPageOf } from './start-login.ts';

/**
 * The education-ID provider's pages a portal links to, each with the company's service code and the
 * portal's login page to come back to (`service_code`, `redirect_url`: the seed names the values, not
 * the parameters). The registration page (the link in the portal's header) only where the company registers
 * readers at login; the my page where a reader completes the profile the login needs (code 864).
 */
export async function externalIdProviderPages(
  app: FastifyInstance,
  tenant: Tenant,
  request: FastifyRequest,
): Promise<ExternalIdPages> {
  assertProviderOffered(tenant, IdentityProvider.EXTERNAL_ID);
  const pages = await providerPagesFor(app, app.deps.db, tenant, IdentityProvider.EXTERNAL_ID);
  const link = (page: string | null) => {
    if (!page) return null;
    const url = new URL(page);
    if (tenant.company.serviceCode) url.searchParams.set('service_code', tenant.company.serviceCode);
    url.searchParams.set('redirect_url', loginPageOf(tenant, request));
    return url.toString();
  };
  return {
    registrationUrl: tenant.company.isAutoRegisterAccountAtLogin ? link(pages.registrationUrl) : null,
    myPageUrl: link(pages.myPageUrl),
  };
}
