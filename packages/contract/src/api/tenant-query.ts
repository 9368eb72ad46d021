import { z } from 'zod';

/** How a public call names its tenant: the host name and, in PATH mode, the service path. */
export const tenantQuerySchema = z.object({
  domain: z
    .string()
    .max(253)
    // A name, or an IPv6 address in brackets as browsers write it (`[::1]`, location.hostname).
    .regex(/^([A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(:\d{1,5})?$/)
    .optional()
    .describe('Host name of the portal; must be the host the request is sent to'),
  path: z
    .string()
    .max(64)
    .regex(/^[A-Za-z0-9_-]*$/)
    .optional()
    .describe('Service path of a PATH-mode tenant (first URL segment)'),
});
export type TenantQuery = z.infer<typeof tenantQuerySchema>;
