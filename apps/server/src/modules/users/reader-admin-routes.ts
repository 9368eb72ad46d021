import { AccountStatus, type readerAdminRoutes } from '@hondana/contract';
import type { FastifyInstance } from 'fastify';
import type { RouteHandlers } from '../../platform/http/route-kit.ts';
import { accountDepsOf } from './account-deps-of.ts';
import {
  deleteReader,
  endReaderSessions,
  readerDeleteImpact,
  resendReaderInvitation,
  setReaderStatus,
  unlockReader,
} from './reader-admin-actions.ts';
import { addReader, pageReaderItems, readerDetail, updateReader } from './reader-admin-service.ts';
import { readerBulkRunDetail, startReaderBulkRun } from './reader-bulk-service.ts';
import { exportReadersCsv } from './reader-export-csv.ts';

export function readerAdminHandlers(app: FastifyInstance): RouteHandlers<typeof readerAdminRoutes> {
  const deps = accountDepsOf(app);
  return {
    readerPage: async ({ actor, query }) => pageReaderItems(deps, actor, query),
    readerDetail: async ({ actor, params }) => readerDetail(deps, actor, params.id),
    readerAdd: async ({ actor, who, body }) => addReader(deps, actor, who, body),
    readerUpdate: async ({ actor, who, params, body }) => updateReader(deps, actor, who, params.id, body),
    readerStop: async ({ actor, who, params }) =>
      setReaderStatus(deps, actor, who, params.id, AccountStatus.STOP),
    readerAllow: async ({ actor, who, params }) =>
      setReaderStatus(deps, actor, who, params.id, AccountStatus.ALLOW),
    readerUnlock: async ({ actor, who, params }) => unlockReader(deps, actor, who, params.id),
    readerEndSessions: async ({ actor, who, params }) => endReaderSessions(deps, actor, who, params.id),
    readerResendInvitation: async ({ actor, who, params }) =>
      resendReaderInvitation(deps, actor, who, params.id),
    readerDeleteImpact: async ({ actor, params }) => readerDeleteImpact(deps, actor, params.id),
    readerDelete: async ({ actor, who, params }) => deleteReader(deps, actor, who, params.id),
    readerBulk: async ({ actor, who, body }) => startReaderBulkRun(deps, actor, who, body),
    readerBulkRun: async ({ actor, params }) => readerBulkRunDetail(deps, actor, params.id),
    readerExportCsv: async ({ actor, query, reply }) => exportReadersCsv(deps, actor, query, reply),
  };
}
