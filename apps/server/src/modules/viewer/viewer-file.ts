import { Readable } from 'node:stream';
import { type FileKind, ResultCode } from '@hondana/contract';
import { sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { StoredFirstPagePreview } from '../../db/schema/index.ts';
import { decryptRange } from '../../platform/crypto/content-cipher.ts';
import { unwrapContentKey } from '../../platform/crypto/content-key.ts';
import { appError } from '../../platform/http/app-error.ts';
import { failure } from '../../platform/http/envelope.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import { type ServiceScope, serviceIs } from '../../platform/tenancy/tenant-scope.ts';
import { serviceContentFilter } from '../catalogue/visible-content-filter.ts';
import { parseByteRange } from './byte-range.ts';
import { grantOf } from './granted-content.ts';
import { type ViewerGrant, ViewerSubject } from './viewer-token-codec.ts';
import type { ViewerDeps } from './viewer-token-service.ts';

/** What opens a content's sealed bytes: the token's checks, the storage and the master key. */
export type SealedBytesDeps = ViewerDeps & { storage: Storage; masterKey: Buffer };

const mediaTypes: Record<FileKind, string> = { pdf: 'application/pdf', epub: 'application/epub+zip' };

type SealedFileRow = {
  content_found: boolean;
  unpublished: boolean;
  view_book: boolean;
  link_live: boolean | null;
  session_live: boolean | null;
  storage_key: string | null;
  enc_key_wrapped: string | null;
  enc_chunk_size: number | null;
  size_bytes: string | null;
  file_kind: FileKind | null;
  first_page_preview: StoredFirstPagePreview | null;
};

/**
 * The sealed file a grant opens, still allowed: the content of the token's service, published and
 * viewable (the catalogue's rule), with the token's file still its current one, a share link not
 * revoked nor expired, and a reader's session still live. With it, the picture of its first page when processing made one.
 */
export async function sealedFileOf(deps: ViewerDeps, grant: ViewerGrant) {
  const row = await sealedFileRow(deps, { companyId: grant.companyId, serviceId: grant.serviceId }, grant);
  if (!row) throw appError(ResultCode.VIEWER_TOKEN_INVALID);
  if (row.unpublished) throw appError(ResultCode.CONTENT_UNPUBLISHED);
  if (!row.view_book) throw appError(ResultCode.CONTENT_VIEW_NOT_ALLOWED);
  if (row.link_live === false) throw appError(ResultCode.SHARE_LINK_NOT_FOUND);
  if (row.session_live === false) throw appError(ResultCode.SESSION_INVALID);
  const { storage_key, enc_key_wrapped, enc_chunk_size, size_bytes, file_kind } = row;
  if (!storage_key || !enc_key_wrapped || !enc_chunk_size || size_bytes === null || !file_kind) {
    throw appError(ResultCode.VIEWER_TOKEN_INVALID);
  }
  return {
    storageKey: storage_key,
    wrappedKey: enc_key_wrapped,
    shape: { plainSize: Number(size_bytes), chunkSize: enc_chunk_size },
    mediaType: mediaTypes[file_kind],
    firstPage: row.first_page_preview,
  };
}

async function sealedFileRow(deps: ViewerDeps, scope: ServiceScope, grant: ViewerGrant) {
  const link =
    grant.subject === ViewerSubject.SHARE_LINK
      ? sql`exists (select 1 from share_links s where s.company_id = c.company_id and s.id = ${grant.subjectId}
          and s.content_id = c.id and s.expires_at > ${deps.clock.now()})`
      : sql`null::boolean`;
  const session =
    grant.subject === ViewerSubject.READER
      ? sql`exists (select 1 from sessions s where s.company_id = c.company_id and s.id = ${grant.subjectId}
          and s.revoked_at is null and s.expires_at > ${deps.clock.now()})`
      : sql`null::boolean`;
  const result = await deps.db.execute<SealedFileRow>(sql`
    select true as content_found, not (${serviceContentFilter(scope)}) as unpublished,
      c.enable_view_book as view_book, ${link} as link_live, ${session} as session_live,
      f.storage_key, f.enc_key_wrapped, f.enc_chunk_size, f.size_bytes::text as size_bytes, f.file_kind,
      f.first_page_preview
    from contents c
    left join content_files f on f.company_id = c.company_id and f.content_id = c.id and f.id = ${grant.fileId}
      and f.is_current and f.state = 'ready'
    where ${serviceIs('c', scope)} and c.id = ${grant.contentId}`);
  return result.rows[0];
}

/** What every answer of sealed bytes says: never cached, never a download, never sniffed nor run. */
export function sealedBytesHeaders(reply: FastifyReply): FastifyReply {
  return reply
    .header('cache-control', 'private, no-store')
    .header('content-disposition', 'inline')
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox");
}

/**
 * `GET|HEAD /api/v1/viewer-files/{token}`: the only way content bytes leave the server. One byte range
 * (206) or the whole file (200), decrypted chunk by chunk as it is sent; never compressed, never
 * cached, never offered as a download.
 */
export async function sendViewerFile(
  deps: SealedBytesDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
) {
  const grant = grantOf(deps, null, token);
  const file = await sealedFileOf(deps, grant);
  const size = file.shape.plainSize;
  sealedBytesHeaders(reply).header('accept-ranges', 'bytes');
  const header = request.headers.range;
  const range = parseByteRange(Array.isArray(header) ? header.join(',') : header, size);
  if (range.kind === 'unsatisfiable') {
    return reply
      .code(416)
      .header('content-range', `bytes */${size}`)
      .send(failure(ResultCode.RANGE_NOT_SATISFIABLE));
  }
  const [start, end] = range.kind === 'part' ? [range.start, range.end] : [0, size - 1];
  // HEAD (pdf.js may probe): the headers only. An empty stream keeps Fastify's HEAD route from
  // replacing the length and from reading (decrypting) a body nobody receives. The key and the sealed
  // header are opened before the status and length are set, so a damaged file still gets a clean 500.
  const body =
    request.method === 'HEAD' || size === 0
      ? Readable.from([])
      : await decryptRange(
          deps.storage,
          file.storageKey,
          unwrapContentKey(file.wrappedKey, deps.masterKey),
          file.shape,
          start,
          end,
        );
  reply
    .code(range.kind === 'part' ? 206 : 200)
    .type(file.mediaType)
    .header('content-length', String(end - start + 1));
  if (range.kind === 'part') reply.header('content-range', `bytes ${start}-${end}/${size}`);
  return reply.send(body);
}
