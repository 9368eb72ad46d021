import { createHash } from 'node:crypto';

import type { PublicAssetFolder } from '@hondana/contract';

export { type PublicAssetFolder, publicAssetFileName, publicAssetFolders } from '@hondana/contract';

export const publicAssetKey = (companyId: number, folder: PublicAssetFolder, file: string) =>
  `companies/${companyId}/public/${folder}/${file}`;

/** The version of a file's bytes that its URL carries: 16 hex digits of their SHA-256. */
export const publicAssetVersion = (body: Buffer | string) =>
  createHash('sha256').update(body).digest('hex').slice(0, 16);

/**
 * The URL the web app uses for a stored branding image, made when the file is written: it carries the
 * version of the bytes (`?v=`), so the answer may be cached for a year and a new file gets a new URL.
 */
export const publicAssetUrl = (
  companyId: number,
  folder: PublicAssetFolder,
  file: string,
  body: Buffer | string,
) => `/api/v1/public-assets/${companyId}/${folder}/${file}?v=${publicAssetVersion(body)}`;
