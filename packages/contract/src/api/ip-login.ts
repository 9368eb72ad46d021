import { z } from 'zod';

/**
 * POST /auth/ip-address-login: the "login by IP" button. The address that counts is the
 * connection's (through TRUST_PROXY only); `client_ip_address` is accepted for compatibility with
 * clients that send it and is ignored (docs/decisions.md, "IP login").
 */
export const ipAddressLoginRequestSchema = z.object({
  client_ip_address: z.string().max(64).optional(),
  keep_login: z.boolean().default(false),
  company_domain: z.string().max(253).optional(),
  domain: z.string().max(253).optional(),
  path: z.string().max(64).optional(),
  is_login_mobile_app: z.boolean().optional(),
});
export type IpAddressLoginRequest = z.input<typeof ipAddressLoginRequestSchema>;

/**
 * POST /auth/ip-address-auto-login: the same, made by the portal on a first visit without a session.
 * `ip` and `loginType` are accepted and ignored like `client_ip_address`.
 */
export const ipAddressAutoLoginRequestSchema = ipAddressLoginRequestSchema.extend({
  ip: z.string().max(64).optional(),
  loginType: z.union([z.string().max(32), z.number().int()]).optional(),
});
export type IpAddressAutoLoginRequest = z.input<typeof ipAddressAutoLoginRequestSchema>;
