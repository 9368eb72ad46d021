import type { jobRoutes } from '@hondana/contract';
import type { FastifyInstance } from 'fastify';
import type { RouteHandlers } from '../../platform/http/route-kit.ts';
import { processingTimeAcrossTenants } from './processing-time.ts';
import { listJobs, retryJob } from './service.ts';

export function jobHandlers(app: FastifyInstance): RouteHandlers<typeof jobRoutes> {
  // The policy table gives jobs.read and jobs.manage to the system admin alone, with the scope `all`.
  return {
    jobsPage: async ({ query }) => listJobs(app.deps.db, query),
    jobsProcessingTime: async ({ query }) => processingTimeAcrossTenants(app.deps.db, query),
    // jobs.manage: the system admin alone (policy table).
    jobsRetry: async ({ who, params }) => retryJob(app.deps.db, who, params.id),
  };
}
