import { z } from 'zod';
import { contentFileStates, contentStates, csvImportStatuses, fileKinds, printModes } from '../enums.ts';
import { pageQuerySchema } from '../envelope.ts';
import { rowIdSchema } from './row-id.ts';

const optionalText = (max: number, error?: string) =>
  z
    .string()
    .trim()
    .max(max, error ? { error } : undefined)
    .nullable()
    .optional();

const paramText = (code: number) => optionalText(255, `api.error.${code}`);

/**
 * The metadata of a content as an administrator writes it:
 * the `content-data` part of `POST /content/upload-add`, and the body of `POST /content/add` and
 * `PUT /content/update/{id}`. Absent fields keep their value on update; `null` clears them.
 */
export const contentFieldsSchema = z.object({
  /** The tenant's own content id (the CSV import key), unique in the company. */
  contentCode: z
    .string()
    .trim()
    .min(1)
    .max(64)
    .regex(/^[\p{L}\p{N}._-]+$/u, { error: 'validate.contentCode' })
    .nullable()
    .optional(),
  title: z.string().trim().min(1).max(255),
  author: optionalText(255),
  distributorName: optionalText(255),
  year: z.number().int().min(0).max(9999).nullable().optional(),
  description: optionalText(10_000),
  toc: optionalText(20_000),
  keywords: optionalText(1_000),
  series: optionalText(255),
  param1: paramText(752),
  param2: paramText(753),
  param3: paramText(754),
  param4: paramText(755),
  param5: paramText(756),
  /** 0 print not allowed, 1 all pages, 2 the current page. */
  print: z.union(printModes.map((v) => z.literal(v))).optional(),
  enableViewBook: z.boolean().optional(),
  viewOnline: z.boolean().optional(),
  loginRequired: z.boolean().optional(),
  refCode: optionalText(64),
  /** Normal content groups of the content's company. */
  contentGroupIds: z.array(z.number().int().positive()).max(100).optional(),
  /** Hashtag names (without '#'); created in the content's service when new. */
  hashtags: z.array(z.string().trim().min(1).max(50)).max(30).optional(),
  /** Shown to readers once processed (published) or kept hidden (unpublished). Default: published. */
  published: z.boolean().optional(),
  /** The service the content belongs to; a service admin's own service is used whatever is sent. */
  serviceId: z.number().int().positive().optional(),
});
export type ContentFields = z.infer<typeof contentFieldsSchema>;
export type ContentFieldsInput = z.input<typeof contentFieldsSchema>;

/** `PUT /content/update/{id}`: every field optional (absent = unchanged). */
export const contentUpdateSchema = contentFieldsSchema.partial();

export const contentIdParamsSchema = z.object({ id: rowIdSchema });

/** `GET /content/page`: the administration list. */
export const contentPageQuerySchema = pageQuerySchema.extend({
  /** Words in title, author, content id, keywords or series. */
  text: z.string().trim().max(255).optional(),
  state: z.enum(contentStates).optional(),
  contentGroupId: rowIdSchema.optional(),
  serviceId: rowIdSchema.optional(),
  /** A system administrator names the company. */
  companyId: rowIdSchema.optional(),
  sort: z.enum(['updatedAt', 'title', 'createdAt']).default('updatedAt'),
  direction: z.enum(['asc', 'desc']).default('desc'),
});

/** A file that is being processed or that failed, beside the one readers see. */
export const contentFileStatusSchema = z.object({
  version: z.number().int(),
  state: z.enum(contentFileStates),
  /** The result code of the refusal when `state` is failed (412, 761-764). */
  failureCode: z.number().int().nullable(),
  originalName: z.string(),
  sizeBytes: z.number().int(),
  uploadedAt: z.iso.datetime({ offset: true }),
});

/** A content as administrators see it. */
export const contentAdminSchema = z.object({
  id: z.number().int(),
  /** Public id in portal URLs. */
  elementId: z.string(),
  contentCode: z.string().nullable(),
  serviceId: z.number().int(),
  title: z.string(),
  author: z.string().nullable(),
  distributorName: z.string().nullable(),
  year: z.number().int().nullable(),
  description: z.string().nullable(),
  toc: z.string().nullable(),
  keywords: z.string().nullable(),
  series: z.string().nullable(),
  param1: z.string().nullable(),
  param2: z.string().nullable(),
  param3: z.string().nullable(),
  param4: z.string().nullable(),
  param5: z.string().nullable(),
  print: z.union(printModes.map((v) => z.literal(v))),
  enableViewBook: z.boolean(),
  viewOnline: z.boolean(),
  loginRequired: z.boolean(),
  refCode: z.string().nullable(),
  contentGroupIds: z.array(z.number().int()),
  hashtags: z.array(z.string()),
  /** processing (code 740 for a viewer), published, unpublished (916), failed. */
  state: z.enum(contentStates),
  /** The result code of the failure when `state` is failed. */
  failureCode: z.number().int().nullable(),
  published: z.boolean(),
  fileKind: z.enum(fileKinds).nullable(),
  fileName: z.string().nullable(),
  pageCount: z.number().int().nullable(),
  /** Cover image addresses (null until processed). */
  coverUrl: z.string().nullable(),
  coverThumbnailUrl: z.string().nullable(),
  /** A replacement file being processed, or the last one that failed; null when none. */
  pendingFile: contentFileStatusSchema.nullable(),
  uploadedAt: z.iso.datetime({ offset: true }).nullable(),
  publishedAt: z.iso.datetime({ offset: true }).nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type ContentAdmin = z.infer<typeof contentAdminSchema>;

/** The multipart parts of `POST /content/upload-add` and `PUT /content/replace-content/{id}`. */
export const CONTENT_FILE_PART = 'file';
export const CONTENT_DATA_PART = 'content-data';

/** `GET /content/cover/{elementId}/{size}`. */
export const contentCoverParamsSchema = z.object({
  elementId: z.string().regex(/^[a-z0-9]{20,64}$/),
  size: z.enum(['large', 'small']),
});

/**
 * One refused CSV row: its 1-based line number (the header is line 1), the column, the result code, and
 * the rule it broke as a catalogue key (`message`) with the values its text names.
 */
export const csvRowProblemSchema = z.object({
  row: z.number().int(),
  column: z.string().nullable(),
  code: z.number().int(),
  message: z.string(),
  values: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});

/** A CSV import run (`POST /import-csv-file/upload-csv` answers it; `GET /import-csv-file/detail/{id}` follows it). */
export const csvImportRunSchema = z.object({
  id: z.number().int(),
  status: z.enum(csvImportStatuses),
  fileName: z.string(),
  totalRows: z.number().int(),
  okRows: z.number().int(),
  errorRows: z.number().int(),
  problems: z.array(csvRowProblemSchema),
  startedAt: z.iso.datetime({ offset: true }),
  finishedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type CsvImportRun = z.infer<typeof csvImportRunSchema>;

export const csvImportIdParamsSchema = z.object({ id: rowIdSchema });

/** Which company (system administrator) and service the import or export is about. */
export const contentCsvQuerySchema = z.object({
  companyId: rowIdSchema.optional(),
  serviceId: rowIdSchema.optional(),
});
