import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { ResultCode } from '@hondana/contract';
import type { FastifyInstance } from 'fastify';
import { failure } from './envelope.ts';

const API_PREFIXES = ['/api/', '/viewer-files/'];
const isSourceMap = (url: string) => url.toLowerCase().endsWith('.map');

/**
 * Serves the built React app, falling back to index.html for client-side routes. Unknown API routes
 * get the envelope 404 instead, so a typo in an API path never answers with HTML.
 */
export async function registerWebApp(app: FastifyInstance, webDistDir: string): Promise<void> {
  const indexFile = path.join(webDistDir, 'index.html');
  const hasWebApp = fs.existsSync(indexFile);
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      wildcard: false,
      index: false,
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
      return reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html');
    }
    return reply.status(404).send(failure(ResultCode.NOT_FOUND, null));
  });
}
