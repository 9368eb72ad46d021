import { z } from 'zod';
import { acceptedSchema } from '../api/auth.ts';
import {
  CONTENT_DATA_PART,
  CONTENT_FILE_PART,
  contentAdminSchema,
  contentCoverParamsSchema,
  contentCsvQuerySchema,
  contentFieldsSchema,
  contentIdParamsSchema,
  contentPageQuerySchema,
  contentUpdateSchema,
  csvImportIdParamsSchema,
  csvImportRunSchema,
} from '../api/contents.ts';
import { pageSchema } from '../envelope.ts';
import { defineRoute } from './define-route.ts';

const tags = ['content'] as const;
const adminErrors = [401, 403, 404] as const;
/** Uploads: PDF and EPUB by their bytes; browsers send either type, or none at all. */
const documentTypes = ['application/pdf', 'application/epub+zip', 'application/octet-stream'] as const;

/** Content administration, for the roles of `content.*` in the policy table. */
export const contentRoutes = {
  contentPage: defineRoute({
    method: 'GET',
    path: '/content/page',
    tenant: 'optional',
    access: 'content.read',
    query: contentPageQuerySchema,
    response: pageSchema(contentAdminSchema),
    errors: adminErrors,
    tags,
    summary: 'Contents of the company (a service admin: of its service), with their processing state',
    description:
      'Filters: `text` (title, author, content id, keywords, series), `state`, `contentGroupId`, `serviceId`; a system admin names `companyId` or `serviceId`.',
  }),
  contentDetail: defineRoute({
    method: 'GET',
    path: '/content/detail/:id',
    tenant: 'optional',
    access: 'content.read',
    params: contentIdParamsSchema,
    response: contentAdminSchema,
    errors: adminErrors,
    tags,
    summary: 'One content with every field, its state and its pending file',
  }),
  contentUploadAdd: defineRoute({
    method: 'POST',
    path: '/content/upload-add',
    tenant: 'optional',
    access: 'content.manage',
    upload: { file: CONTENT_FILE_PART, data: CONTENT_DATA_PART, accept: documentTypes },
    uploadData: contentFieldsSchema,
    response: contentAdminSchema,
    errors: [401, 403, 404, 409, 413],
    tags,
    summary: 'Create a content from a PDF or EPUB file (multipart: `content-data` JSON first, then `file`)',
    description:
      'The file is streamed, encrypted, to storage; the content answers in state `processing` and a job reads the file (type by its bytes, pages, text, cover). Limits: `MAX_UPLOAD_MB` (760, HTTP 413), the company’s content limit (420) and the service’s quota (849), checked before any byte is stored. `content-data` may be a text field, a field typed `application/json` or a file part of that name (a Blob). Nothing is written until the whole body is read and accepted: a part after the file, a second file or a body cut short (772) leaves nothing behind.',
  }),
  contentReplaceFile: defineRoute({
    method: 'PUT',
    path: '/content/replace-content/:id',
    tenant: 'optional',
    access: 'content.manage',
    params: contentIdParamsSchema,
    upload: { file: CONTENT_FILE_PART, accept: documentTypes },
    response: contentAdminSchema,
    errors: [401, 403, 404, 409, 413],
    tags,
    summary: 'Replace the file of a content (multipart: `file`)',
    description:
      'Readers keep the current file until the new one is processed; a refused file leaves the current one in place (see `pendingFile`).',
  }),
  contentAdd: defineRoute({
    method: 'POST',
    path: '/content/add',
    tenant: 'optional',
    access: 'content.manage',
    body: contentFieldsSchema,
    response: contentAdminSchema,
    errors: [401, 403, 404, 409],
    tags,
    summary: 'Create a content from its metadata only; its file follows by replace-content',
  }),
  contentUpdate: defineRoute({
    method: 'PUT',
    path: '/content/update/:id',
    tenant: 'optional',
    access: 'content.manage',
    params: contentIdParamsSchema,
    body: contentUpdateSchema,
    response: contentAdminSchema,
    errors: [401, 403, 404, 409],
    tags,
    summary: 'Change the metadata of a content (absent fields unchanged, null clears)',
  }),
  contentDelete: defineRoute({
    method: 'DELETE',
    path: '/content/delete/:id',
    tenant: 'optional',
    access: 'content.manage',
    params: contentIdParamsSchema,
    response: acceptedSchema,
    errors: adminErrors,
    tags,
    summary: 'Delete a content and every stored byte of it (files, covers, extracted text)',
  }),
  contentCover: defineRoute({
    method: 'GET',
    path: '/content/cover/:elementId/:size',
    tenant: 'none',
    access: 'public',
    params: contentCoverParamsSchema,
    query: z.object({ v: z.string().max(20).optional() }),
    response: null,
    errors: [404],
    tags,
    summary: 'The cover image of a content (large or small)',
    description:
      'Addressed by the content’s random public id, like a branding image: an <img> sends no token. The cover shows no more than a catalogue card; the book’s bytes never go through here. With `v` (the file version) it is cached for a year.',
  }),
};

/** CSV import and export of contents (docs/content-csv.md). */
export const contentCsvRoutes = {
  contentCsvImport: defineRoute({
    method: 'POST',
    path: '/import-csv-file/upload-csv',
    tenant: 'optional',
    access: 'content.importCsv',
    query: contentCsvQuerySchema,
    upload: { file: 'file', accept: ['text/csv', 'application/vnd.ms-excel', 'application/octet-stream'] },
    response: csvImportRunSchema,
    errors: [401, 403, 404, 409, 413],
    tags,
    summary: 'Import contents from a CSV file (created or updated by content id); one run per company (746)',
  }),
  contentCsvImportDetail: defineRoute({
    method: 'GET',
    path: '/import-csv-file/detail/:id',
    tenant: 'optional',
    access: 'content.importCsv',
    params: csvImportIdParamsSchema,
    response: csvImportRunSchema,
    errors: adminErrors,
    tags,
    summary: 'Progress and row report of a CSV import',
  }),
  contentCsvExport: defineRoute({
    method: 'GET',
    path: '/content/export-csv',
    tenant: 'optional',
    access: 'content.exportCsv',
    query: contentCsvQuerySchema,
    response: null,
    errors: adminErrors,
    tags,
    summary: 'Every content as CSV (UTF-8 with a byte-order mark), in the columns the import reads',
  }),
};
