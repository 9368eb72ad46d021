import { healthSchema, publicAssetParamsSchema } from '../api/platform.ts';
import { tenantQuerySchema } from '../api/tenant-query.ts';
import { outboxMessageSchema } from '../api/users.ts';
import { pageQuerySchema, pageSchema } from '../envelope.ts';
import { defineRoute } from './define-route.ts';

/* Liveness, branding images and the mail the platform sent, one group per server module. */
export const healthRoutes = {
  health: defineRoute({
    method: 'GET',
    base: '/api',
    path: '/health',
    tenant: 'none',
    access: 'public',
    response: healthSchema,
    errors: [502],
    tags: ['platform'],
    summary: 'Liveness and database reachability',
  }),
};

export const publicAssetRoutes = {
  publicAsset: defineRoute({
    method: 'GET',
    path: '/public-assets/:companyId/:folder/:file',
    tenant: 'none',
    access: 'public',
    params: publicAssetParamsSchema,
    response: null,
    errors: [404],
    tags: ['public'],
    summary: 'A tenant branding image',
    description:
      'Branding images are public by nature: an <img> cannot send a tenant hint, so they are addressed by company id. Protected content never goes through here.',
  }),
};

export const mailRoutes = {
  mailOutboxPage: defineRoute({
    method: 'GET',
    path: '/mail-outbox/page',
    tenant: 'none',
    access: 'mailOutbox.read',
    query: pageQuerySchema,
    response: pageSchema(outboxMessageSchema),
    errors: [401, 403],
    tags: ['mail'],
    summary: 'Mail the platform stored or sent, newest first',
  }),
  demoOutboxPage: defineRoute({
    method: 'GET',
    path: '/public/demo-outbox/page',
    tenant: 'host',
    access: 'public',
    query: pageQuerySchema.extend(tenantQuerySchema.shape),
    response: pageSchema(outboxMessageSchema),
    errors: [404],
    tags: ['mail'],
    summary: "The tenant's mail in the dev outbox, newest first (demo on a loopback server only, no login)",
  }),
};
