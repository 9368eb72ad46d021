import { z } from 'zod';
import {
  jobRetryParamsSchema,
  jobSummarySchema,
  jobsPageQuerySchema,
  processingTimeQuerySchema,
  tenantProcessingTimeSchema,
} from '../api/jobs.ts';
import {
  healthSchema,
  platformHealthSchema,
  publicAssetParamsSchema,
  publicAssetQuerySchema,
} from '../api/platform.ts';
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
  platformHealth: defineRoute({
    method: 'GET',
    path: '/platform/health',
    tenant: 'none',
    access: 'platformHealth.read',
    response: platformHealthSchema,
    errors: [401, 403],
    tags: ['platform'],
    summary: 'Database, storage, background workers and job queues (system admin)',
    description:
      'Each part answers its own status (`up`, `degraded`, `down`) instead of failing the call: a down database still answers 200 with the other parts. A worker counts as down when no process running jobs has written its heartbeat for `downAfterSeconds`.',
  }),
};

export const publicAssetRoutes = {
  publicAsset: defineRoute({
    method: 'GET',
    path: '/public-assets/:companyId/:folder/:file',
    tenant: 'none',
    access: 'public',
    params: publicAssetParamsSchema,
    query: publicAssetQuerySchema,
    response: null,
    errors: [404],
    tags: ['public'],
    summary: 'A tenant branding image',
    description:
      'Branding images are public by nature: an <img> cannot send a tenant hint, so they are addressed by company id. Protected content never goes through here. A URL whose `v` is the version of the bytes served is cached for a year; any other is revalidated by ETag.',
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
    summary: 'Mail the platform stored or sent, newest first (system admin)',
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
    summary:
      "The demo tenant's mail in the dev outbox, newest first (local demo without SMTP only, no login)",
    description:
      'The mail of the tenant named by domain/path and Host; never mail addressed to a staff account. Answered only when DEMO_DATA is on, SMTP_URL is absent, NODE_ENV is not production and HOST is a loopback address (404 otherwise); a request that came through a proxy gets 404.',
  }),
};

export const jobRoutes = {
  jobsPage: defineRoute({
    method: 'GET',
    path: '/jobs/page',
    tenant: 'none',
    access: 'jobs.read',
    query: jobsPageQuerySchema,
    response: pageSchema(jobSummarySchema),
    errors: [401, 403],
    tags: ['platform'],
    summary: 'Background jobs of every kind, newest first, by state and queue',
    description:
      'Mail delivery, the forgot-password look-up and the work later issues add (content processing, CSV import, renewals, reports). `dead`: failed its last attempt and moved to its dead-letter queue.',
  }),
  jobsProcessingTime: defineRoute({
    method: 'GET',
    path: '/jobs/processing-time',
    tenant: 'none',
    access: 'jobs.read',
    query: processingTimeQuerySchema,
    response: z.array(tenantProcessingTimeSchema),
    errors: [401, 403],
    tags: ['platform'],
    summary: 'Processing time of uploaded files per tenant over the last days, most first',
    description:
      'Every run that read an uploaded file (accepted or refused) counts, recorded by the worker. Tenants with no run in the period are not listed.',
  }),
  jobsRetry: defineRoute({
    method: 'POST',
    path: '/jobs/retry/:id',
    tenant: 'none',
    access: 'jobs.manage',
    params: jobRetryParamsSchema,
    response: jobSummarySchema,
    errors: [400, 401, 403, 404, 409],
    tags: ['platform'],
    summary: 'Run a failed or dead job again (one more attempt)',
    description:
      'A `failed` job gets one more attempt, soon. For a `dead` job (a copy in a dead-letter queue) its failed original is run again. Answers the job run again. 940 when that job is not failed (waiting, running, done or already run again). Audited.',
  }),
};
