import {
  readerImportIdParamsSchema,
  readerImportPreviewSchema,
  readerImportQuerySchema,
  readerImportRefusedQuerySchema,
  readerImportRowPageSchema,
  readerImportRowQuerySchema,
  readerImportRunSchema,
} from '../api/reader-import.ts';
import { defineRoute } from './define-route.ts';

const tags = ['reader-import'] as const;
const readErrors = [401, 403, 404] as const;

/** Readers imported from a CSV file (docs/reader-csv.md): a dry run first, then the import as a job. */
export const readerImportRoutes = {
  readerImportPreview: defineRoute({
    method: 'POST',
    path: '/reader-import/preview',
    tenant: 'optional',
    access: 'user.importCsv',
    query: readerImportQuerySchema,
    upload: { file: 'file', accept: ['text/csv', 'application/vnd.ms-excel', 'application/octet-stream'] },
    response: readerImportPreviewSchema,
    errors: [401, 403, 404, 413],
    tags,
    summary:
      'Dry run of a readers CSV file: every row checked, nothing written; the counts and the first rows',
    description:
      'Each row is to create a reader, to update one (matched by username or e-mail, as the company’s account type says) or refused with its problems. The checked rows are kept with the run for paging, the import and the refused-rows download. A system admin names `companyId`.',
  }),
  readerImportRows: defineRoute({
    method: 'GET',
    path: '/reader-import/:id/rows',
    tenant: 'optional',
    access: 'user.importCsv',
    params: readerImportIdParamsSchema,
    query: readerImportRowQuerySchema,
    response: readerImportRowPageSchema,
    errors: readErrors,
    tags,
    summary: 'A page of the rows of a readers import, all or of one outcome, in file order',
  }),
  readerImportStart: defineRoute({
    method: 'POST',
    path: '/reader-import/:id/import',
    tenant: 'optional',
    access: 'user.importCsv',
    params: readerImportIdParamsSchema,
    response: readerImportRunSchema,
    errors: [401, 403, 404, 409],
    tags,
    summary:
      'Import a previewed run as a job (one import per company at a time: 746; a run imports once: 409)',
  }),
  readerImportDetail: defineRoute({
    method: 'GET',
    path: '/reader-import/:id',
    tenant: 'optional',
    access: 'user.importCsv',
    params: readerImportIdParamsSchema,
    response: readerImportRunSchema,
    errors: readErrors,
    tags,
    summary: 'A readers import and its progress (rows done of the total while it runs)',
  }),
  readerImportRefusedCsv: defineRoute({
    method: 'GET',
    path: '/reader-import/:id/refused-csv',
    tenant: 'optional',
    access: 'user.importCsv',
    params: readerImportIdParamsSchema,
    query: readerImportRefusedQuerySchema,
    response: null,
    errors: readErrors,
    tags,
    summary: 'The refused rows as CSV: their cells, the row number and the reason in the caller’s language',
  }),
  readerImportTemplate: defineRoute({
    method: 'GET',
    path: '/reader-import/template',
    tenant: 'optional',
    access: 'user.importCsv',
    response: null,
    errors: [401, 403],
    tags,
    summary: 'An empty readers CSV file: the header row and one example row',
  }),
};
