import { type IdentityProvider, ResultCode } from '@hondana/contract';
import type { FastifyInstance } from 'fastify';
import { openSecret } from '../../platform/crypto/secret-box.ts';
import type { Database } from '../../platform/database/connection.ts';
import { appError } from '../../platform/http/app-error.ts';
import type { Tenant } from '../../platform/tenancy/resolve-tenant.ts';
import { tenantScopeOf } from '../../platform/tenancy/tenant-scope.ts';
import { findCompanyProvider } from './repository.ts';

/** The issuer value that names the bundled development identity provider (apps/server/src/dev-identity). */
export const DEV_IDENTITY_ISSUER = 'dev-identity';

/** Additional data of company_identity_providers.client_secret_enc (platform/crypto/secret-box.ts). */
export const CLIENT_SECRET_PURPOSE = 'company_identity_providers.client_secret';

export interface ProviderSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The development provider speaks plain HTTP on 127.0.0.1. */
  local: boolean;
}

/**
 * The registration to use for a tenant: the company's own (company_identity_providers), else the
 * platform's from the environment. `dev-identity` resolves to the running development provider and to
 * nothing when it does not run (production). Nothing usable: NO_PERMISSION, as for a disabled option.
 */
export async function providerSettingsFor(
  app: FastifyInstance,
  db: Database,
  tenant: Tenant,
  provider: IdentityProvider,
): Promise<ProviderSettings> {
  const { config, masterKey, devIdentity } = app.deps;
  const own = await findCompanyProvider(db, tenantScopeOf(tenant), provider);
  if (own?.issuer === DEV_IDENTITY_ISSUER) {
    if (!devIdentity) throw appError(ResultCode.NO_PERMISSION);
    return {
      issuer: devIdentity.issuerOf(provider),
      clientId: devIdentity.clientId,
      clientSecret: devIdentity.clientSecretOf(provider),
      local: true,
    };
  }
  if (own) {
    if (!own.clientSecretEnc) throw appError(ResultCode.NO_PERMISSION);
    return {
      issuer: own.issuer,
      clientId: own.clientId,
      clientSecret: openSecret(own.clientSecretEnc, masterKey, CLIENT_SECRET_PURPOSE),
      local: false,
    };
  }
  const platform = config.identityProviders[provider];
  if (!platform) throw appError(ResultCode.NO_PERMISSION);
  return { ...platform, local: false };
}

/** A provider's pages a portal links to (the education ID's registration and my page). */
export interface ProviderPages {
  registrationUrl: string | null;
  myPageUrl: string | null;
}

/**
 * The provider's pages for a tenant, without its secrets: the company's own row, else the platform's
 * environment; the development provider's own pages when the row names it and gives none.
 */
export async function providerPagesFor(
  app: FastifyInstance,
  db: Database,
  tenant: Tenant,
  provider: IdentityProvider,
): Promise<ProviderPages> {
  const { config, devIdentity } = app.deps;
  const own = await findCompanyProvider(db, tenantScopeOf(tenant), provider);
  if (own?.issuer === DEV_IDENTITY_ISSUER) {
    if (!devIdentity) return { registrationUrl: null, myPageUrl: null };
    return {
      registrationUrl: own.registrationUrl ?? devIdentity.registrationUrlOf(provider),
      myPageUrl: own.myPageUrl ?? devIdentity.myPageUrlOf(provider),
    };
  }
  if (own) return { registrationUrl: own.registrationUrl, myPageUrl: own.myPageUrl };
  const platform = config.identityProviders[provider];
  return { registrationUrl: platform?.registrationUrl ?? null, myPageUrl: platform?.myPageUrl ?? null };
}
