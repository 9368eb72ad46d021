import { z } from 'zod';
import { csvImportStatuses, languages, readerImportOutcomes } from '../enums.ts';
import { pageQuerySchema, pageSchema } from '../envelope.ts';
import { csvRowProblemSchema } from './contents.ts';
import { rowIdSchema } from './row-id.ts';

/** Which company a system administrator imports into (others import into their own). */
export const readerImportQuerySchema = z.object({ companyId: rowIdSchema.optional() });

export const readerImportIdParamsSchema = z.object({ id: rowIdSchema });

/**
 * A readers import (docs/reader-csv.md): `previewed` after the dry run (nothing written), `running`
 * while its job writes the rows (`doneRows` of `totalRows`), then `succeeded` or `failed`. The counts
 * are the preview's until the import starts, then what was done.
 */
export const readerImportRunSchema = z.object({
  id: z.number().int(),
  companyId: z.number().int(),
  status: z.enum(csvImportStatuses),
  fileName: z.string(),
  totalRows: z.number().int().min(0),
  doneRows: z.number().int().min(0),
  counts: z.object({
    create: z.number().int().min(0),
    update: z.number().int().min(0),
    created: z.number().int().min(0),
    updated: z.number().int().min(0),
    refused: z.number().int().min(0),
  }),
  /** The whole file refused (no header, an unknown column, a quote never closed, not text). */
  fileProblem: csvRowProblemSchema.nullable(),
  startedAt: z.iso.datetime({ offset: true }),
  finishedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type ReaderImportRun = z.infer<typeof readerImportRunSchema>;

/** One row of the file as the preview (or the import) decided it. */
export const readerImportRowSchema = z.object({
  row: z.number().int().min(2),
  outcome: z.enum(readerImportOutcomes),
  /** The key of the reader (username or e-mail, as the company's account type says). */
  key: z.string(),
  cells: z.record(z.string(), z.string()),
  problems: z.array(csvRowProblemSchema),
});
export type ReaderImportRow = z.infer<typeof readerImportRowSchema>;

export const readerImportRowPageSchema = pageSchema(readerImportRowSchema);

/** The dry run's answer: the run with its counts and the first page of rows. */
export const readerImportPreviewSchema = z.object({
  run: readerImportRunSchema,
  rows: readerImportRowPageSchema,
});
export type ReaderImportPreview = z.infer<typeof readerImportPreviewSchema>;

/** `GET /reader-import/:id/rows`: a page of the rows, all or of one outcome. */
export const readerImportRowQuerySchema = pageQuerySchema.extend({
  outcome: z.enum(readerImportOutcomes).optional(),
});

/** `GET /reader-import/:id/refused-csv`: the language of the reason column (else the caller's). */
export const readerImportRefusedQuerySchema = z.object({ lang: z.enum(languages).optional() });
