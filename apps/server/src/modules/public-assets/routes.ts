import { ResultCode } from '@hondana/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { appError } from '../../platform/http/app-error.ts';
import { publicAssetFolders, publicAssetKey } from './public-asset-key.ts';

const contentTypes: Record<string, string> = {
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
  ico: 'image/x-icon',
};

const paramsSchema = z.object({
  companyId: z.coerce.number().int().positive(),
  folder: z.enum(publicAssetFolders),
  file: z.string().regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,127}\.(svg|png|jpe?g|webp|gif|ico)$/),
});

/**
 * Branding images (logo, favicon, banner, plan images) are public by nature: an <img> cannot send a
 * tenant hint, so they are addressed by company id. Protected content never goes through here.
 */
export const publicAssetRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/public-assets/:companyId/:folder/:file',
    { schema: { tags: ['public'], summary: 'A tenant branding image', params: paramsSchema } },
    async (request, reply) => {
      const { companyId, folder, file } = request.params;
      const stream = await app.deps.storage.read(publicAssetKey(companyId, folder, file));
      if (!stream) throw appError(ResultCode.FILE_NOT_FOUND);
      const extension = file.split('.').pop()?.toLowerCase() ?? '';
      return reply
        .type(contentTypes[extension] ?? 'application/octet-stream')
        .header('cache-control', 'public, max-age=300')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
        .send(stream);
    },
  );
};
