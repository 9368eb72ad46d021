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

/** Each handler hands its context on as the caller: the actor, `who` for the audit and the route's `authorize`. */
export function readerAdminHandlers(app: FastifyInstance): RouteHandlers<typeof readerAdminRoutes> {
  const deps = accountDepsOf(app);
  return {
    readerPage: async (caller) => pageReaderItems(deps, caller, caller.query),
    readerDetail: async (caller) => readerDetail(deps, caller, caller.params.id),
    readerAdd: async (caller) => addReader(deps, caller, caller.body),
    readerUpdate: async (caller) => updateReader(deps, caller, caller.params.id, caller.body),
    readerStop: async (caller) => setReaderStatus(deps, caller, caller.params.id, AccountStatus.STOP),
    readerAllow: async (caller) => setReaderStatus(deps, caller, caller.params.id, AccountStatus.ALLOW),
    readerUnlock: async (caller) => unlockReader(deps, caller, caller.params.id),
    readerEndSessions: async (caller) => endReaderSessions(deps, caller, caller.params.id),
    readerResendInvitation: async (caller) => resendReaderInvitation(deps, caller, caller.params.id),
    readerDeleteImpact: async (caller) => readerDeleteImpact(deps, caller, caller.params.id),
    readerDelete: async (caller) => deleteReader(deps, caller, caller.params.id),
    readerBulk: async (caller) => startReaderBulkRun(deps, caller, caller.body),
    readerBulkRun: async (caller) => readerBulkRunDetail(deps, caller, caller.params.id),
    readerExportCsv: async (caller) => exportReadersCsv(deps, caller, caller.query, caller.reply),
  };
}
