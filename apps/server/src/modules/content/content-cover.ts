import { ResultCode } from '@hondana/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { contentFiles, contents } from '../../db/schema/index.ts';
import type { Database } from '../../platform/database/connection.ts';
import { appError } from '../../platform/http/app-error.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import { IMMUTABLE, REVALIDATE } from '../public-assets/routes.ts';
import { type CoverSize, coverKeyOf } from './content-storage-keys.ts';

/** The current file of the content with this public id, when it has a cover. */
async function coverFileOf(db: Database, elementId: string) {
  const [row] = await db
    .select({
      storageKey: contentFiles.storageKey,
      version: contentFiles.version,
      mime: contentFiles.coverMimeType,
    })
    .from(contents)
    .innerJoin(
      contentFiles,
      and(
        eq(contentFiles.companyId, contents.companyId),
        eq(contentFiles.contentId, contents.id),
        eq(contentFiles.isCurrent, true),
      ),
    )
    .where(eq(contents.elementId, elementId))
    .limit(1);
  return row?.mime ? { ...row, mime: row.mime } : undefined;
}

/** `GET /content/cover/{elementId}/{size}`: streamed from storage, cached for a year under its version. */
export async function streamCover(
  deps: { db: Database; storage: Storage },
  request: FastifyRequest,
  reply: FastifyReply,
  params: { elementId: string; size: CoverSize },
  version: string | undefined,
) {
  const file = await coverFileOf(deps.db, params.elementId);
  const stream = file && (await deps.storage.read(coverKeyOf(file.storageKey, params.size)));
  if (!file || !stream) throw appError(ResultCode.FILE_NOT_FOUND);
  const etag = `"${params.elementId}-${file.version}-${params.size}"`;
  reply
    .type(file.mime)
    .header('cache-control', version === String(file.version) ? IMMUTABLE : REVALIDATE)
    .header('etag', etag)
    .header('x-content-type-options', 'nosniff');
  if (request.headers['if-none-match'] === etag) {
    stream.destroy();
    return reply.status(304).send();
  }
  return reply.send(stream);
}
