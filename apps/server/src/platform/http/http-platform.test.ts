import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { ResultCode } from '@hondana/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database.ts';
import type { App } from '../../app.ts';

let database: TestDatabase;
let app: App;
let webDist: string;
const bigScript = `const words = [${'"hondana",'.repeat(500)}];`;

beforeAll(async () => {
  database = await createTestDatabase();
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'hondana-web-'));
  fs.mkdirSync(path.join(webDist, 'assets'));
  fs.writeFileSync(
    path.join(webDist, 'index.html'),
    '<!doctype html><title>shell</title><div id="root"></div>',
  );
  fs.writeFileSync(path.join(webDist, 'assets', 'app-1234.js'), 'console.log(1)');
  // A compressed copy as the build writes it (apps/web/scripts/precompress.ts).
  fs.writeFileSync(path.join(webDist, 'assets', 'big-5678.js'), bigScript);
  fs.writeFileSync(path.join(webDist, 'assets', 'big-5678.js.br'), brotliCompressSync(bigScript));
  app = await buildTestApp(database.db, {
    webDistDir: webDist,
    extend: (instance) => {
      instance.get('/api/v1/test-only/boom', async () => {
        throw new Error('secret internal detail');
      });
    },
  });
});
afterAll(async () => {
  await app.close();
  await database.destroy();
  fs.rmSync(webDist, { recursive: true, force: true });
});

describe('envelope and error handling', () => {
  it('answers unknown API routes with the envelope 404', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/v1/no-such-route' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ status: ResultCode.NOT_FOUND, message: 'api.error.404', data: null });
    const post = await app.inject({ method: 'POST', url: '/some/page' });
    expect(post.statusCode).toBe(404);
    expect(post.json().status).toBe(ResultCode.NOT_FOUND);
  });

  it('answers invalid input with 400 and the fields at fault', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/v1/company/public/get-detail?domain=bad%20host&path=a/b',
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.status).toBe(ResultCode.BAD_REQUEST);
    expect(body.message).toBe('api.error.400');
    const fields = body.data.fields.map((f: { field: string }) => f.field).sort();
    expect(fields).toEqual(['querystring.domain', 'querystring.path']);
  });

  it('answers an unexpected failure with 500, no internals, and the request id', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/v1/test-only/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('secret internal detail');
    expect(response.body).not.toContain('at ');
    const body = response.json();
    expect(body.status).toBe(ResultCode.INTERNAL_SERVER_ERROR);
    expect(body.data.requestId).toBe(response.headers['x-request-id']);
  });

  it('keeps a well-formed request id from a proxy and replaces a malformed one', async () => {
    const kept = await app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'proxy-id-12345' },
    });
    expect(kept.headers['x-request-id']).toBe('proxy-id-12345');
    const replaced = await app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'bad id <script>' },
    });
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('refuses malformed JSON with the envelope 400', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/test-only/boom',
      headers: { 'content-type': 'application/json' },
      payload: '{not json',
    });
    expect([400, 404]).toContain(response.statusCode);
    expect(response.json().message).toMatch(/^api\.error\./);
  });
});

describe('health, documentation and security headers', () => {
  it('reports the database reachable', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 200, data: { database: 'up' } });
  });

  it('publishes OpenAPI 3 listing the public calls, and Swagger UI', async () => {
    const spec = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(spec.openapi).toMatch(/^3\./);
    for (const route of [
      '/api/v1/company/public/get-detail',
      '/api/v1/service-admin/public/view-settings',
      '/api/v1/terms-and-condition/public',
      '/api/health',
    ]) {
      expect(spec.paths[route]?.get, route).toBeDefined();
    }
    const viewSettings = spec.paths['/api/v1/service-admin/public/view-settings'].get;
    expect(viewSettings.parameters.map((p: { name: string }) => p.name).sort()).toEqual(['domain', 'path']);
    const ui = await app.inject({ method: 'GET', url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toContain('text/html');
  });

  it('sends a strict Content-Security-Policy and the usual security headers', async () => {
    const response = await app.inject({ method: 'GET', url: '/demo/login' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toMatch(
      /script-src 'self' 'wasm-unsafe-eval' https:\/\/www\.googletagmanager\.com( 'sha256-[^']+')*;/,
    );
    expect(csp).not.toContain("'unsafe-eval'");
    expect(csp).toContain("object-src 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
  });
});

describe('web app', () => {
  it('serves index.html for client-side routes, never cached', async () => {
    for (const url of ['/', '/demo', '/demo/search?q=1', '/books/123/abc']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('<div id="root">');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves built assets with a long cache', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/app-1234.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it('sends the build’s Brotli copy to a browser that accepts it, the plain file to one that does not', async () => {
    const url = '/assets/big-5678.js';
    const brotli = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, br' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(String(brotli.headers.vary).toLowerCase()).toContain('accept-encoding');
    expect(brotli.rawPayload.length).toBeLessThan(bigScript.length / 10);
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(bigScript);
    const plain = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(bigScript);
  });
});
