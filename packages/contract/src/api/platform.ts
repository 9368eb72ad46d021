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
