import { ResultCode, readerImportRoutes } from '@hondana/contract';
import type { FastifyInstance } from 'fastify';
import { systemClock } from '../../platform/clock.ts';
import { appError, isAppError } from '../../platform/http/app-error.ts';
import type { RouteHandlers } from '../../platform/http/route-kit.ts';
import { readUpload } from '../../platform/http/upload-parts.ts';
import { stageReaderPreview } from './preview-reader-csv.ts';
import { sendReaderTemplate, sendRefusedCsv } from './reader-csv-downloads.ts';
import { languageOf, readerImportDetail, readerImportRows } from './reader-import-reads.ts';
import { startReaderImport } from './start-reader-import.ts';

export function readerImportHandlers(app: FastifyInstance): RouteHandlers<typeof readerImportRoutes> {
  const { db, storage, jobs } = app.deps;
  const deps = { db, storage, jobs, clock: app.deps.clock ?? systemClock };
  return {
    readerImportPreview: async (call) => {
      const { request, query } = call;
      try {
        return await readUpload(request, readerImportRoutes.readerImportPreview, (_data, file) =>
          stageReaderPreview(deps, call, { companyId: query.companyId }, file),
        );
      } catch (error) {
        // No file part at all is an empty import (739), like a file of no bytes.
        if (isAppError(error) && error.code === ResultCode.FILE_NOT_FOUND) {
          throw appError(ResultCode.IMPORT_FILE_EMPTY, { field: 'file' });
        }
        throw error;
      }
    },
    readerImportRows: async ({ actor, authorize, params, query }) =>
      readerImportRows(db, actor, authorize, params.id, query),
    readerImportStart: async ({ actor, who, authorize, params }) =>
      startReaderImport(deps, actor, who, authorize, params.id),
    readerImportDetail: async ({ actor, authorize, params }) =>
      readerImportDetail(db, actor, authorize, params.id),
    readerImportRefusedCsv: async ({ request, actor, authorize, params, query, reply }) =>
      sendRefusedCsv(
        db,
        actor,
        authorize,
        params.id,
        languageOf(query.lang, request.headers['accept-language']),
        reply,
      ),
    readerImportTemplate: async ({ reply }) => sendReaderTemplate(reply),
  };
}
