/**
 * Federated login: each company's OpenID Connect providers (Google, Microsoft, the education ID) and the
 * login requests in flight (state, nonce, PKCE), which bind a provider's answer to the tenant that asked.
 */
import { sql } from 'drizzle-orm';
import { check, index, inet, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import {
  type IdentityProvider,
  identityProviders,
} from '../../../../../packages/contract/src/api/federated-login.ts';
import { inList } from './checks.ts';
import { createdAt, id, timestamps, tstz } from './columns.ts';
import { companyId, serviceFk, serviceId } from './companies.ts';

/** A company's own registration at an identity provider; without a row the platform's (env) is used. */
export const companyIdentityProviders = pgTable(
  'company_identity_providers',
  {
    companyId: companyId(),
    provider: text('provider').$type<IdentityProvider>().notNull(),
    /** Issuer URL discovered through /.well-known/openid-configuration, or `dev-identity` (bundled dev provider). */
    issuer: text('issuer').notNull(),
    clientId: text('client_id').notNull(),
    /** Client secret, encrypted at rest (platform/crypto/secret-box.ts); NULL for the dev provider. */
    clientSecretEnc: text('client_secret_enc'),
    /** The provider's registration page (education ID: the header's register link). */
    registrationUrl: text('registration_url'),
    /** The provider's page where a reader completes their profile (education ID: code 864). */
    myPageUrl: text('my_page_url'),
    ...timestamps(),
  },
  (t) => [
    primaryKey({ name: 'company_identity_providers_pk', columns: [t.companyId, t.provider] }),
    check('company_identity_providers_provider_check', inList(t.provider, identityProviders)),
  ],
);

/**
 * One login at a provider, from POST /auth/authorization-url to the login call that uses it (once).
 * The state itself is never stored, only its SHA-256.
 */
export const federatedLoginRequests = pgTable(
  'federated_login_requests',
  {
    id: id(),
    companyId: companyId(),
    serviceId: serviceId(),
    provider: text('provider').$type<IdentityProvider>().notNull(),
    stateHash: text('state_hash').notNull(),
    nonce: text('nonce').notNull(),
    /** The exact redirect URI sent to the provider; the login call must name the same. */
    redirectUri: text('redirect_uri').notNull(),
    /** PKCE kept by the server (Google, education ID) ... */
    codeVerifier: text('code_verifier'),
    /** ... or the browser's S256 challenge (Microsoft: the browser keeps the verifier). */
    codeChallenge: text('code_challenge'),
    createdAt: createdAt(),
    expiresAt: tstz('expires_at').notNull(),
    usedAt: tstz('used_at'),
    /** The address that asked: POST /auth/authorization-url is throttled per address. */
    ip: inet('ip'),
  },
  (t) => [
    serviceFk('federated_login_requests', t),
    check('federated_login_requests_provider_check', inList(t.provider, identityProviders)),
    check(
      'federated_login_requests_pkce_check',
      sql`(${t.codeVerifier} is null) <> (${t.codeChallenge} is null)`,
    ),
    // Exception to "indexes lead with company_id": a state is looked up by its hash alone.
    uniqueIndex('federated_login_requests_state_hash_uq').on(t.stateHash),
    index('federated_login_requests_company_expiry_idx').on(t.companyId, t.expiresAt),
    // Deliberately global: the throttle counts one address's requests in every tenant, and expired
    // requests of every tenant are removed together.
    index('federated_login_requests_ip_idx').on(t.ip, t.createdAt),
    index('federated_login_requests_expiry_idx').on(t.expiresAt),
  ],
);
