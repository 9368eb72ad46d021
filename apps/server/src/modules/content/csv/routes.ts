import { type contentCsvQuerySchema, contentCsvRoutes, ResultCode } from '@hondana/contract';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { systemClock } from '../../../platform/clock.ts';
import { appError, isAppError } from '../../../platform/http/app-error.ts';
import type { RouteHandlers } from '../../../platform/http/route-kit.ts';
import { readUpload } from '../../../platform/http/upload-parts.ts';
import { contentCsvImportDetail } from './content-csv-import-detail.ts';
import { exportContentsCsv } from './export-contents-csv.ts';
import { stageContentCsvImport } from './start-content-csv-import.ts';

type CsvQuery = z.output<typeof contentCsvQuerySchema>;

/** Drops the keys a query left undefined. */
const scopeRequest = (query: CsvQuery) => ({
  ...(query.companyId === undefined ? {} : { companyId: query.companyId }),
  ...(query.serviceId === undefined ? {} : { serviceId: query.serviceId }),
});

export function contentCsvHandlers(app: FastifyInstance): RouteHandlers<typeof contentCsvRoutes> {
  const { db, storage, jobs } = app.deps;
  const clock = app.deps.clock ?? systemClock;
  return {
    contentCsvImport: async (call) => {
      const { request, query } = call;
      try {
        return await readUpload(request, contentCsvRoutes.contentCsvImport, (_data, file) =>
          stageContentCsvImport({ db, storage, jobs }, call, scopeRequest(query), file),
        );
      } catch (error) {
        // No file part at all is an empty import (739), like a file of no bytes.
        if (isAppError(error) && error.code === ResultCode.FILE_NOT_FOUND) {
          throw appError(ResultCode.IMPORT_FILE_EMPTY, { field: 'file' });
        }
        throw error;
      }
    },
    contentCsvImportDetail: async (call) => contentCsvImportDetail(db, call, call.params.id),
    contentCsvExport: async (call) =>
      exportContentsCsv({ db, clock }, call, scopeRequest(call.query), call.reply),
  };
}
