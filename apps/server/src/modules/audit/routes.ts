import type { auditRoutes } from '@hondana/contract';
import type { FastifyInstance } from 'fastify';
import { systemClock } from '../../platform/clock.ts';
import type { RouteHandlers } from '../../platform/http/route-kit.ts';
import { auditHistory, pageAudit } from './audit-service.ts';
import { exportAuditCsv } from './export-audit-csv.ts';

export function auditHandlers(app: FastifyInstance): RouteHandlers<typeof auditRoutes> {
  const { db } = app.deps;
  const clock = app.deps.clock ?? systemClock;
  return {
    auditPage: async ({ actor, authorize, query }) => pageAudit(db, actor, authorize, query),
    auditHistory: async ({ actor, authorize, query }) => auditHistory(db, actor, authorize, query),
    auditExport: async ({ actor, authorize, query, reply }) =>
      exportAuditCsv({ db, clock }, actor, authorize, query, reply),
  };
}
