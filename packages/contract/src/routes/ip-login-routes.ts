import { loginResponseSchema } from '../api/auth.ts';
import { ipAddressAutoLoginRequestSchema, ipAddressLoginRequestSchema } from '../api/ip-login.ts';
import { defineRoute } from './define-route.ts';

const tags = ['auth'] as const;

/** Authentication: login by the connection's IP address, by button or on first load. */
export const ipLoginRoutes = {
  ipAddressLogin: defineRoute({
    method: 'POST',
    path: '/auth/ip-address-login',
    tenant: 'host',
    access: 'public',
    body: ipAddressLoginRequestSchema,
    response: loginResponseSchema,
    errors: [403, 404, 409],
    tags,
    summary: "Sign in as the IP user of the user group whose network holds the connection's address",
    description:
      "The address is the connection's (X-Forwarded-For only through TRUST_PROXY); `client_ip_address` is ignored. Refusals: 614 the company does not log in by IP, 723 no IP-login group holds the address, 427 the group's readers signed in at once reached its max users.",
  }),
  ipAddressAutoLogin: defineRoute({
    method: 'POST',
    path: '/auth/ip-address-auto-login',
    tenant: 'host',
    access: 'public',
    body: ipAddressAutoLoginRequestSchema,
    response: loginResponseSchema,
    errors: [403, 404, 409],
    tags,
    summary: 'The automatic IP login a portal tries on a first visit without a session',
    description:
      'As ip-address-login, and also 431 when the company or the matching group does not log in automatically (the portal stays silent on every refusal of this call).',
  }),
};
