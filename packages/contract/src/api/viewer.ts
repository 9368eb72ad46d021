/**
 * The online viewer (viewer token, download object, watermark;
 * `public/viewer-token` and `get-content-download-spec`). A viewer token is the only key to a content's
 * bytes: short-lived, bound to the content, the service and the reader (or to a share link), renewed
 * while the reader reads.
 */
import { z } from 'zod';
import { fileKinds, printModes, watermarkPositions } from '../enums.ts';
import { elementIdSchema } from './catalogue.ts';
import { rowIdSchema } from './row-id.ts';

/** An opaque viewer or share token as it travels in addresses (URL-safe base64 of random bytes). */
export const opaqueTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{16,200}$/);

/**
 * `GET /content/public/viewer-token`: by `content_id` (+ the group the reader came from), or by a share
 * link's `token_id` (the `/direct-view/{viewToken}` route). `service_path` is the seed's name for the
 * service path; `path` wins when both are sent.
 */
export const viewerTokenQuerySchema = z.object({
  content_id: elementIdSchema.optional(),
  content_group_id: rowIdSchema.optional(),
  token_id: opaqueTokenSchema.optional(),
  service_path: z
    .string()
    .max(64)
    .regex(/^[A-Za-z0-9_-]*$/)
    .optional(),
});

export const viewerWatermarkSchema = z.object({
  id: z.number().int().nullable(),
  /** The reader's e-mail (the default), or the service's custom text; a share link's viewer gets the custom text or the portal's name. */
  watermarkContent: z.string(),
  color: z.string(),
  fontSize: z.number().int(),
  position: z.union(watermarkPositions.map((v) => z.literal(v))),
  /** Opacity in percent. */
  opacity: z.number().int().min(0).max(100),
});
export type ViewerWatermark = z.infer<typeof viewerWatermarkSchema>;

export { PDF_RANGE_CHUNK_SIZE } from './pdf-range.ts';

/** Bytes `[begin, end)` of a file, `begin` on a chunk boundary. */
const byteSpanSchema = z.tuple([z.number().int().nonnegative(), z.number().int().positive()]);

/**
 * What pdf.js reads of a PDF before its first pages can be drawn, recorded when the file was processed
 * (in chunks of `chunkSize`, adjacent chunks joined): `document` to open the book (its header, the
 * cross-reference data, the catalogue and page tree down to page 1), `firstPages` to draw pages 1 and 2
 * (their contents, fonts and images: the viewer draws the page in view and the next one). The viewer asks for these at once, in parallel, instead of one after
 * another as pdf.js discovers them.
 */
export const pdfOpeningSchema = z.object({
  chunkSize: z.number().int().positive(),
  document: z.array(byteSpanSchema),
  firstPages: z.array(byteSpanSchema),
});
export type PdfOpening = z.infer<typeof pdfOpeningSchema>;

/**
 * A picture of a PDF's first page, drawn when the file was processed and kept encrypted like the file:
 * the viewer shows it (with the watermark drawn into it) the moment the token answers, while pdf.js
 * starts and reads the book, then draws the real page over it. `pageWidth` and `pageHeight` are page 1's
 * size at zoom 1 in PDF points (pdf.js's viewport at scale 1), so the page's place is laid out before
 * the book is open.
 */
export const firstPagePreviewSchema = z.object({
  /** Absolute path of the picture (WebP): `/api/v1/viewer-files/{token}/first-page`. */
  url: z.string(),
  pageWidth: z.number().positive(),
  pageHeight: z.number().positive(),
});
export type FirstPagePreview = z.infer<typeof firstPagePreviewSchema>;

export const viewerContentInfoSchema = z.object({
  /** The content's public id. */
  id: elementIdSchema,
  title: z.string(),
  extensionType: z.union(fileKinds.map((v) => z.literal(v))),
  /** 0 print not allowed, 1 all pages, 2 the current page. */
  print: z.union(printModes.map((v) => z.literal(v))),
  printableContent: z.boolean(),
  pageCount: z.number().int().nullable(),
  /** Plain size of the file in bytes (what `fileUrl` serves). */
  fileSize: z.number().int().nonnegative(),
  /** PDF only, and only for files processed since the opening was recorded; null otherwise. */
  pdfOpening: pdfOpeningSchema.nullable(),
});
export type ViewerContentInfo = z.infer<typeof viewerContentInfoSchema>;

/** The PDF viewer's zoom: a fitting mode, or a scale (1 = printed size). */
export const readerZoomSchema = z.union([
  z.enum(['auto', 'fitWidth', 'fitPage']),
  z.number().min(0.1).max(4).multipleOf(0.001),
]);
export type ReaderZoom = z.infer<typeof readerZoomSchema>;

/** Where the reader stopped last time (any device): PDF page, EPUB CFI, and the PDF viewer's zoom. */
export const readingPositionSchema = z.object({
  lastPage: z.number().int().positive().nullable(),
  position: z.string().max(2000).nullable(),
  zoom: readerZoomSchema.nullable(),
});
export type ReadingPosition = z.infer<typeof readingPositionSchema>;

export const viewerTokenSchema = z.object({
  token: opaqueTokenSchema,
  /** When the token stops opening bytes; renew before (`renewAfter`). */
  expiresAt: z.iso.datetime({ offset: true }),
  renewAfter: z.iso.datetime({ offset: true }),
  /** Server time of issue: the date and time the watermark shows. */
  issuedAt: z.iso.datetime({ offset: true }),
  /** Absolute path of the bytes: `/api/v1/viewer-files/{token}` (Range requests answered with 206). */
  fileUrl: z.string(),
  contentInfo: viewerContentInfoSchema,
  /** PDF only, for files processed since the preview is drawn; null otherwise. */
  firstPagePreview: firstPagePreviewSchema.nullable(),
  /** null when the service's watermark is turned off. */
  watermark: viewerWatermarkSchema.nullable(),
  /** The signed-in reader's saved place in this content; null for share links and first reads. */
  progress: readingPositionSchema.nullable(),
});
export type ViewerToken = z.infer<typeof viewerTokenSchema>;

export const viewerTokenRenewSchema = z.object({ token: opaqueTokenSchema });

/** `PUT /content/public/reading-progress`: saved for the reader the token is bound to. */
export const readingProgressBodySchema = z
  .object({
    token: opaqueTokenSchema,
    lastPage: z.number().int().positive().max(100_000).optional(),
    position: z.string().min(1).max(2000).optional(),
    zoom: readerZoomSchema.optional(),
  })
  .refine((body) => body.lastPage !== undefined || body.position !== undefined || body.zoom !== undefined, {
    error: 'lastPage, position or zoom is required',
  });
export const readingProgressSavedSchema = z.object({
  /** false for a token not bound to a reader (share link, open portal visitor): nothing is kept. */
  saved: z.boolean(),
});

/**
 * `POST /content/public/find-in-book`: the words of `q` in the book the viewer token opens, found in the
 * text extracted for full-text search and folded as it is (the token in the body keeps it out of logs).
 */
export const findInBookBodySchema = z.object({
  token: opaqueTokenSchema,
  q: z.string().trim().min(1).max(200),
});
export const findInBookSchema = z.object({
  /** The parts of the query as the viewer looks for them on a page (folded: `foldSearchText`). */
  terms: z.array(z.string()),
  /** Matches on the pages below (at most `MAX_FIND_MATCHES`). */
  total: z.number().int().nonnegative(),
  /** More matches exist than were answered. */
  truncated: z.boolean(),
  /** Pages holding every part of the query, in page order, with their matches' `[start, end)` in the page text. */
  pages: z.array(
    z.object({
      page: z.number().int().positive(),
      matches: z.array(z.tuple([z.number().int().nonnegative(), z.number().int().nonnegative()])),
    }),
  ),
});
export type FindInBookResult = z.infer<typeof findInBookSchema>;
export const MAX_FIND_MATCHES = 1000;

export const viewerFileParamsSchema = z.object({ token: opaqueTokenSchema });

/** `GET /content/get-content-download-spec`. */
export const downloadSpecQuerySchema = z.object({
  content_id: elementIdSchema,
  content_group_id: rowIdSchema.optional(),
});
export const downloadSpecSchema = z.object({
  downloadId: z.string(),
  authId: z.string(),
  authName: z.string(),
  /** A viewer token for the app: it opens the sealed bytes through `/viewer-files` like any viewer. */
  authKey: opaqueTokenSchema,
  customName: z.string(),
});
export type DownloadSpec = z.infer<typeof downloadSpecSchema>;

/** Share links an administrator makes for a content (`/content/{token}` detail, `/direct-view/{token}` viewer). */
export const shareLinkAddSchema = z.object({
  contentId: elementIdSchema,
  expiresAt: z.iso.datetime({ offset: true }),
  /** How many viewer openings the link allows; null or absent = no limit until it expires. */
  maxViews: z.number().int().positive().max(1_000_000).nullable().optional(),
});
export const shareLinkSchema = z.object({
  id: z.number().int(),
  token: opaqueTokenSchema,
  contentId: elementIdSchema,
  expiresAt: z.iso.datetime({ offset: true }),
  maxViews: z.number().int().nullable(),
  viewCount: z.number().int(),
  createdAt: z.iso.datetime({ offset: true }),
  /** Portal-relative routes: `content/{token}` and `direct-view/{token}`. */
  detailPath: z.string(),
  viewPath: z.string(),
});
export type ShareLink = z.infer<typeof shareLinkSchema>;
export const shareLinkListQuerySchema = z.object({ content_id: elementIdSchema });
export const shareLinkListSchema = z.array(shareLinkSchema);
export const shareLinkIdParamsSchema = z.object({ id: rowIdSchema });
export const shareDetailQuerySchema = z.object({ token: opaqueTokenSchema });
