import { loginResponseSchema } from '../api/auth.ts';
import {
  authorizationUrlRequestSchema,
  authorizationUrlResponseSchema,
  externalIdLoginRequestSchema,
  externalIdPagesSchema,
  microsoftLoginRequestSchema,
  socialLoginRequestSchema,
} from '../api/federated-login.ts';
import { tenantQuerySchema } from '../api/tenant-query.ts';
import { defineRoute } from './define-route.ts';

const tags = ['auth'] as const;
const loginErrors = [400, 401, 403, 404, 409] as const;

/** Authentication: Google, Microsoft and the education-ID single sign-on (OIDC code flow). */
export const federatedLoginRoutes = {
  authorizationUrl: defineRoute({
    method: 'POST',
    path: '/auth/authorization-url',
    tenant: 'host',
    access: 'public',
    body: authorizationUrlRequestSchema,
    response: authorizationUrlResponseSchema,
    errors: [400, 403, 404, 502],
    tags,
    summary:
      "Start a login at the company's identity provider: the authorization URL with state, nonce and PKCE",
    description:
      'Not in seed 001 (its client built the URL itself). The state and nonce are kept server-side for 10 minutes, bound to the tenant, the provider and the exact redirect URL; each is used once.',
  }),
  socialLogin: defineRoute({
    method: 'POST',
    path: '/auth/social-login',
    tenant: 'host',
    access: 'public',
    body: socialLoginRequestSchema,
    response: loginResponseSchema,
    errors: loginErrors,
    tags,
    summary:
      'Log in with Google: the authorization code is exchanged and the verified e-mail finds the account',
  }),
  microsoftSsoLogin: defineRoute({
    method: 'POST',
    path: '/auth/microsoft-sso-login',
    tenant: 'host',
    access: 'public',
    body: microsoftLoginRequestSchema,
    response: loginResponseSchema,
    errors: loginErrors,
    tags,
    summary: 'Log in with Microsoft (PKCE S256: the browser sends the code_verifier of its challenge)',
  }),
  externalIdLogin: defineRoute({
    method: 'POST',
    path: '/auth/gakken-id-login',
    tenant: 'host',
    access: 'public',
    body: externalIdLoginRequestSchema,
    response: loginResponseSchema,
    errors: loginErrors,
    tags,
    summary:
      'Single sign-on with the education ID (account type EXTERNAL_ID): terms acceptance, auto-registration',
  }),
  externalIdPages: defineRoute({
    method: 'GET',
    path: '/auth/external-id/pages',
    tenant: 'host',
    access: 'public',
    query: tenantQuerySchema,
    response: externalIdPagesSchema,
    errors: [403, 404],
    tags,
    summary: "The education-ID provider's registration page and my page for this portal",
    description:
      "Not in seed 001 (its client built the links). Only for EXTERNAL_ID companies (else 614). Each link carries the company's service code (`service_code`) and the portal's login page on the host asked (`redirect_url`); the registration page only with auto-registration at login; null when not configured.",
  }),
};
