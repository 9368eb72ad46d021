import { z } from 'zod';

import { IdentityProvider, identityProviders } from '../enums.ts';

// Defined with the other enums: the web's login page uses it without this module's schemas (and zod).
export { IdentityProvider, identityProviders };

/** RFC 7636 code verifier / S256 challenge alphabet and lengths. */
const codeVerifierSchema = z.string().regex(/^[A-Za-z0-9._~-]{43,128}$/, { error: 'validate.codeVerifier' });
const codeChallengeSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/, { error: 'validate.codeChallenge' });

/**
 * POST /auth/authorization-url: the browser asks where to send the reader. The server binds a new
 * state and nonce (and the PKCE challenge) to the tenant and the redirect address.
 */
export const authorizationUrlRequestSchema = z.object({
  provider: z.enum(identityProviders),
  /** The portal's login page, exactly: `{origin}/{service path}/login` (PATH) or `{origin}/login`. */
  redirect_url: z.url().max(2048),
  /** Microsoft: the browser's S256 challenge; it keeps the verifier and sends it at login. */
  code_challenge: codeChallengeSchema.optional(),
  domain: z.string().max(253).optional(),
  path: z.string().max(64).optional(),
});
export type AuthorizationUrlRequest = z.input<typeof authorizationUrlRequestSchema>;

export const authorizationUrlResponseSchema = z.object({
  authorizationUrl: z.url(),
  /** The state the provider sends back with the code; the login call must carry it. */
  state: z.string(),
  /** When this login request expires. */
  expireDate: z.iso.datetime({ offset: true }),
});
export type AuthorizationUrlResponse = z.infer<typeof authorizationUrlResponseSchema>;

/** POST /auth/social-login (Google), plus the `state` the provider sent back. */
export const socialLoginRequestSchema = z.object({
  authorize_code: z.string().min(1).max(2048),
  redirect_url: z.url().max(2048),
  state: z.string().min(1).max(128),
  keep_login: z.boolean().default(false),
  domain: z.string().max(253).optional(),
  path: z.string().max(64).optional(),
  /** A login from the mobile app's web view (`?is_login_mobile_app=true`): answers appMobileAuthToken. */
  is_mobile_app: z.boolean().optional(),
});
export type SocialLoginRequest = z.input<typeof socialLoginRequestSchema>;

/** POST /auth/microsoft-sso-login: the Google fields plus the PKCE code_verifier. */
export const microsoftLoginRequestSchema = socialLoginRequestSchema.extend({
  code_verifier: codeVerifierSchema,
});
export type MicrosoftLoginRequest = z.input<typeof microsoftLoginRequestSchema>;

/** POST /auth/gakken-id-login: the Google fields plus terms acceptance, mail subscription, mobile app. */
export const externalIdLoginRequestSchema = socialLoginRequestSchema.extend({
  is_accept_terms_and_condition: z.boolean().default(false),
  is_subscribe_mail: z.boolean().optional(),
});
export type ExternalIdLoginRequest = z.input<typeof externalIdLoginRequestSchema>;

/**
 * GET /auth/external-id/pages (ours): the education-ID provider's pages for this portal, each carrying
 * the company's `service_code` and `redirect_url` (its login page on the host asked). The registration
 * page (the link in the portal's header) only with auto-registration at login; the my page (code 864: the
 * reader completes their profile there). Null when not configured.
 */
export const externalIdPagesSchema = z.object({
  registrationUrl: z.url().nullable(),
  myPageUrl: z.url().nullable(),
});
export type ExternalIdPages = z.infer<typeof externalIdPagesSchema>;
