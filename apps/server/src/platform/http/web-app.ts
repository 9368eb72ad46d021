import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { ResultCode } from '@hondana/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { portalPageHead, themedHtml } from '../../modules/branding/page-theme.ts';
import { failure } from './envelope.ts';

const API_PREFIXES = ['/api/', '/viewer-files/'];
const isSourceMap = (url: string) => url.toLowerCase().endsWith('.map');

/**
 * Serves the built React app, falling back to index.html for client-side routes. Unknown API routes
 * get the envelope 404 instead, so a typo in an API path never answers with HTML. A portal page's
 * index.html carries its tenant's theme, language and title (modules/branding/page-theme.ts), so the
 * first paint has the tenant's colours; when the address names no tenant, or anything fails, the
 * plain index.html is served.
 */
export async function registerWebApp(app: FastifyInstance, webDistDir: string): Promise<void> {
  const indexFile = path.join(webDistDir, 'index.html');
  const hasWebApp = fs.existsSync(indexFile);
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      wildcard: false,
      index: false,
      // The build writes .br and .gz copies of its text assets (apps/web/scripts/precompress.ts).
      preCompressed: true,
      // Source maps would publish the sources; the build makes none, and none is served if one appears.
      allowedPath: (pathName) => !isSourceMap(pathName),
      setHeaders: (res, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    const isApi = url === '/api' || API_PREFIXES.some((prefix) => url.startsWith(prefix));
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (hasWebApp && wantsPage && !isApi && !isSourceMap(url)) {
      if (request.method === 'GET') return sendPortalPage(request, reply, indexFile);
      return reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html');
    }
    return reply.status(404).send(failure(ResultCode.NOT_FOUND, null));
  });
}

/**
 * index.html with the tenant's page head written in. The file is read on every request (it is small,
 * and a rebuild of the web app must not be answered with stale asset names); the head comes from the
 * tenant cache. `no-cache` plus an ETag of the page: browsers revalidate and get 304 while neither the
 * build nor the tenant's settings changed.
 */
async function sendPortalPage(request: FastifyRequest, reply: FastifyReply, indexFile: string) {
  reply.header('cache-control', 'no-cache');
  const head = await portalPageHead(request);
  if (!head) return reply.type('text/html').sendFile('index.html');
  let indexHtml: string;
  try {
    indexHtml = await fs.promises.readFile(indexFile, 'utf8');
  } catch {
    return reply.type('text/html').sendFile('index.html');
  }
  const html = themedHtml(indexHtml, head);
  const etag = `"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`;
  reply.header('etag', etag).header('vary', 'host');
  if (request.headers['if-none-match'] === etag) return reply.status(304).send();
  return reply.type('text/html; charset=utf-8').send(html);
}
