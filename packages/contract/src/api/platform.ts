import { z } from 'zod';
import { rowIdSchema } from './row-id.ts';

export const healthSchema = z.object({ database: z.literal('up') });

/** Folders of a company's public branding images. */
export const publicAssetFolders = ['logo', 'favicon', 'banner', 'subscription', 'footer'] as const;
export type PublicAssetFolder = (typeof publicAssetFolders)[number];

/**
 * A stored branding file's name: a letter or digit first, then letters, digits, `_ . -`, never `..`,
 * and an image extension.
 */
export const publicAssetFileName =
  /^(?!.*\.\.)[A-Za-z0-9][A-Za-z0-9._-]{0,127}\.(svg|png|jpe?g|webp|gif|ico)$/;

export const publicAssetParamsSchema = z.object({
  companyId: rowIdSchema,
  folder: z.enum(publicAssetFolders),
  file: z.string().regex(publicAssetFileName),
});

/** `?v=`: the version of the bytes the URL was made for; the right one makes the answer immutable. */
export const publicAssetQuerySchema = z.object({ v: z.string().max(64).optional() });

/** How one part of the platform is doing: `up`, `degraded` (works, needs a look) or `down`. */
export const partStatuses = ['up', 'degraded', 'down'] as const;
export type PartStatus = (typeof partStatuses)[number];

export const databaseHealthSchema = z.object({
  status: z.enum(partStatuses),
  /** Round trip of one `select 1`, in milliseconds; null when unreachable. */
  roundTripMs: z.number().int().min(0).nullable(),
  sizeBytes: z.number().int().min(0).nullable(),
});

export const storageHealthSchema = z.object({
  status: z.enum(partStatuses),
  /** A file could be written to and removed from the storage root. */
  writable: z.boolean(),
  freeBytes: z.number().int().min(0).nullable(),
});

export const workerHealthSchema = z.object({
  status: z.enum(partStatuses),
  /** The newest heartbeat of any worker process; null when none was ever seen. */
  lastSeenAt: z.iso.datetime({ offset: true }).nullable(),
  /** Processes seen within the limit. */
  running: z.number().int().min(0),
  /** A worker not seen for longer than this is counted down. */
  downAfterSeconds: z.number().int().min(1),
});

export const queueHealthSchema = z.object({
  queue: z.string(),
  created: z.number().int().min(0),
  retry: z.number().int().min(0),
  active: z.number().int().min(0),
  /** Attempts that failed for good in the last 24 hours. */
  failedLastDay: z.number().int().min(0),
  /** Jobs in the queue's dead-letter queue. */
  dead: z.number().int().min(0),
});

/** GET /platform/health: the system admin's view of the parts the product runs on. */
export const platformHealthSchema = z.object({
  checkedAt: z.iso.datetime({ offset: true }),
  database: databaseHealthSchema,
  storage: storageHealthSchema,
  worker: workerHealthSchema,
  queues: z.array(queueHealthSchema),
});
export type PlatformHealth = z.infer<typeof platformHealthSchema>;
export type QueueHealth = z.infer<typeof queueHealthSchema>;
