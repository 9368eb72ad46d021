import { z } from 'zod';

export const healthSchema = z.object({ database: z.literal('up') });

/** Folders of a company's public branding images. */
export const publicAssetFolders = ['logo', 'favicon', 'banner', 'subscription', 'footer'] as const;
export type PublicAssetFolder = (typeof publicAssetFolders)[number];

export const publicAssetParamsSchema = z.object({
  companyId: z.coerce.number().int().positive(),
  folder: z.enum(publicAssetFolders),
  file: z.string().regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,127}\.(svg|png|jpe?g|webp|gif|ico)$/),
});
