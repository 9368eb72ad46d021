import type { Readable } from 'node:stream';
import { type publicAssetRoutes, ResultCode } from '@hondana/contract';
import type { FastifyInstance } from 'fastify';
import { appError } from '../../platform/http/app-error.ts';
import type { RouteHandlers } from '../../platform/http/route-kit.ts';
import { publicAssetKey, publicAssetVersion } from './public-asset-key.ts';

const contentTypes: Record<string, string> = {
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
  ico: 'image/x-icon',
};

/** Branding images are small; anything larger is not served from memory. */
const MAX_ASSET_BYTES = 10 * 1024 * 1024;

export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Without the right version the browser must ask again each time (cheaply, by ETag). */
export const REVALIDATE = 'no-cache';

async function readAll(stream: Readable): Promise<Buffer | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    size += (chunk as Buffer).length;
    if (size > MAX_ASSET_BYTES) {
      stream.destroy();
      return undefined;
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/**
 * Branding images (logo, favicon, banner, plan images) are public by nature: an <img> cannot send a
 * tenant hint, so they are addressed by company id. Protected content never goes through here. A URL
 * whose `v` is the version of the bytes served is cached for a year; any other is revalidated.
 */
export function publicAssetHandlers(app: FastifyInstance): RouteHandlers<typeof publicAssetRoutes> {
  return {
    publicAsset: async ({ request, reply, params, query }) => {
      const { companyId, folder, file } = params;
      const stream = await app.deps.storage.read(publicAssetKey(companyId, folder, file)).catch((error) => {
        request.log.info({ err: error }, 'public asset not readable');
        return undefined;
      });
      const body = stream && (await readAll(stream));
      if (!body) throw appError(ResultCode.FILE_NOT_FOUND);
      const version = publicAssetVersion(body);
      const etag = `"${version}"`;
      const extension = file.split('.').pop()?.toLowerCase() ?? '';
      reply
        .type(contentTypes[extension] ?? 'application/octet-stream')
        .header('cache-control', query.v === version ? IMMUTABLE : REVALIDATE)
        .header('etag', etag)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'");
      if (request.headers['if-none-match'] === etag) return reply.status(304).send();
      return reply.send(body);
    },
  };
}
