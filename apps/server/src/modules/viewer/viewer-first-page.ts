import { buffer } from 'node:stream/consumers';
import { ResultCode } from '@hondana/contract';
import type { FastifyReply } from 'fastify';
import { decryptWhole } from '../../platform/crypto/content-cipher.ts';
import { unwrapContentKey } from '../../platform/crypto/content-key.ts';
import { appError } from '../../platform/http/app-error.ts';
import { firstPageKeyOf } from '../content/content-storage-keys.ts';
import { grantOf } from './granted-content.ts';
import { type SealedBytesDeps, sealedBytesHeaders, sealedFileOf } from './viewer-file.ts';

/**
 * `GET /api/v1/viewer-files/{token}/first-page`: the picture of page 1 the viewer shows while pdf.js
 * opens the book, checked like the file itself. 404 for an EPUB and a file processed before pictures
 * were made. Opened whole before anything is sent, so a damaged picture is a clean 500.
 */
export async function sendViewerFirstPage(deps: SealedBytesDeps, reply: FastifyReply, token: string) {
  const grant = grantOf(deps, null, token);
  const file = await sealedFileOf(deps, grant);
  if (!file.firstPage) throw appError(ResultCode.NOT_FOUND);
  const { plainSize, chunkSize } = file.firstPage;
  const key = unwrapContentKey(file.wrappedKey, deps.masterKey);
  const picture = await buffer(
    await decryptWhole(deps.storage, firstPageKeyOf(file.storageKey), key, { plainSize, chunkSize }),
  );
  return sealedBytesHeaders(reply)
    .code(200)
    .type('image/webp')
    .header('content-length', String(picture.length))
    .send(picture);
}
