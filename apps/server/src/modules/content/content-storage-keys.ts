import { randomBytes } from 'node:crypto';

/**
 * Where a content's bytes live in the storage adapter: one folder per content, so deleting a content
 * removes one prefix. Each stored file version has a random name (two uploads racing never share one)
 * and its covers and the picture of its first page sit beside it under the same name.
 */
export const contentFolder = (companyId: number, elementId: string) => `contents/${companyId}/${elementId}/`;

/** A new key for an encrypted file of the content. */
export const newContentFileKey = (companyId: number, elementId: string) =>
  `${contentFolder(companyId, elementId)}${randomBytes(8).toString('hex')}.bin`;

export type CoverSize = 'large' | 'small';

export const coverKeyOf = (fileKey: string, size: CoverSize) => fileKey.replace(/\.bin$/, `-cover-${size}`);

/** A PDF's picture of page 1, sealed with the file's key. */
export const firstPageKeyOf = (fileKey: string) => fileKey.replace(/\.bin$/, '-first-page');

/** Every object one stored file may own: the file, its covers and the picture of its first page. */
export const keysOfFile = (fileKey: string) => [
  fileKey,
  coverKeyOf(fileKey, 'large'),
  coverKeyOf(fileKey, 'small'),
  firstPageKeyOf(fileKey),
];
