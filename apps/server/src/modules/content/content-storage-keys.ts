import { randomBytes } from 'node:crypto';

/**
 * Where a content's bytes live in the storage adapter: one folder per content, so deleting a content
 * removes one prefix. Each stored file version has a random name (two uploads racing never share one)
 * and its covers sit beside it under the same name.
 */
export const contentFolder = (companyId: number, elementId: string) => `contents/${companyId}/${elementId}/`;

/** A new key for an encrypted file of the content. */
export const newContentFileKey = (companyId: number, elementId: string) =>
  `${contentFolder(companyId, elementId)}${randomBytes(8).toString('hex')}.bin`;

export type CoverSize = 'large' | 'small';

export const coverKeyOf = (fileKey: string, size: CoverSize) => fileKey.replace(/\.bin$/, `-cover-${size}`);

/** Every object one stored file owns: the file and its covers. */
export const keysOfFile = (fileKey: string) => [
  fileKey,
  coverKeyOf(fileKey, 'large'),
  coverKeyOf(fileKey, 'small'),
];
