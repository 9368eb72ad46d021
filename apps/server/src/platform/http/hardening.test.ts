import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { ResultCode, UNSAFE_TEXT_MESSAGE } from '@hondana/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoHosts, startDemoApp, tenantGet } from '../../../test/demo-app.ts';
import type { App } from '../../app.ts';
import { IMMUTABLE, REVALIDATE } from '../../modules/public-assets/routes.ts';
import { loadConfig } from '../config.ts';

let demo: Awaited<ReturnType<typeof startDemoApp>>;
let app: App;
let webDist: string;
let port: number;

beforeAll(async () => {
  demo = await startDemoApp();
  app = demo.app;
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'hondana-web-'));
  fs.mkdirSync(path.join(webDist, 'assets'));
  fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>shell</title>');
  fs.writeFileSync(path.join(webDist, 'assets', 'app-1234.js'), 'console.log(1)');
  fs.writeFileSync(path.join(webDist, 'assets', 'app-1234.js.map'), '{"sources":["secret.ts"]}');
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as net.AddressInfo).port;
});
afterAll(async () => {
  await demo.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

const json = (body: unknown) => ({
  headers: { 'content-type': 'application/json' },
  payload: JSON.stringify(body),
});

/** The 400 envelope of a refused text, and the fields it names. */
function expectRefusedText(response: { statusCode: number; json(): unknown }, field: string) {
  expect(response.statusCode).toBe(400);
  const body = response.json() as { status: number; data: { fields: { field: string; message: string }[] } };
  expect(body.status).toBe(ResultCode.BAD_REQUEST);
  expect(body.data.fields).toContainEqual(expect.objectContaining({ field, message: UNSAFE_TEXT_MESSAGE }));
}

describe('text the database cannot hold', () => {
  const login = (body: Record<string, unknown>) =>
    app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      ...json({ password_hash: 'a'.repeat(64), domain: 'localhost', path: 'demo', ...body }),
      headers: { 'content-type': 'application/json', host: 'localhost:3000' },
    });

  it('refuses a NUL in the login e-mail and path with 400 naming the field', async () => {
    expectRefusedText(await login({ email: 'reader\u0000@demo.hondana.test' }), 'body.email');
    expectRefusedText(await login({ email: 'reader@demo.hondana.test', path: 'de\u0000mo' }), 'body.path');
  });

  it('refuses a lone surrogate', async () => {
    // JSON.stringify escapes it as \ud800, which JSON.parse turns back into the lone surrogate.
    expectRefusedText(await login({ email: 'reader\uD800@demo.hondana.test' }), 'body.email');
  });

  it('refuses a NUL in a sign-up name', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      headers: { 'content-type': 'application/json', host: 'localhost:3000' },
      payload: JSON.stringify({
        email: 'new-nul@demo.hondana.test',
        password: 'Nul-Reader-2026',
        confirm_password: 'Nul-Reader-2026',
        full_name: 'Nul\u0000Name',
        path: 'demo',
      }),
    });
    expectRefusedText(response, 'body.full_name');
  });

  it('refuses a NUL in the forgot-password query (e-mail and path)', async () => {
    const put = (query: string) =>
      app.inject({
        method: 'PUT',
        url: `/api/v1/auth/forgot-password?${query}`,
        headers: { host: 'localhost:3000' },
      });
    expectRefusedText(await put('email=a%00b@demo.hondana.test&service_path=demo'), 'querystring.email');
    expectRefusedText(
      await put('email=a@demo.hondana.test&service_path=de%00mo'),
      'querystring.service_path',
    );
  });

  it('never answers 500 for an odd asset name', async () => {
    for (const file of ['a..svg', '..svg', 'a%00.svg', '%2e%2e%2fx.svg', 'x.svg%00']) {
      const response = await app.inject({ method: 'GET', url: `/api/v1/public-assets/1/logo/${file}` });
      expect(response.statusCode, file).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, file).toBeLessThan(500);
    }
  });

  it('maps a database encoding error to 400, never 500', async () => {
    const probe = await startDemoAppWithRoute();
    const response = await probe.inject({ method: 'GET', url: '/api/v1/test-only/bad-text' });
    expect(response.statusCode).toBe(400);
    expect(response.json().status).toBe(ResultCode.BAD_REQUEST);
    const cast = await probe.inject({ method: 'GET', url: '/api/v1/test-only/bad-cast' });
    expect(cast.statusCode).toBe(400);
    await probe.close();
  });
});

/** An app with routes that make PostgreSQL itself refuse a value (22021, 22P02). */
async function startDemoAppWithRoute(): Promise<App> {
  const { buildTestApp } = await import('../../../test/test-app.ts');
  const { sql } = await import('drizzle-orm');
  return buildTestApp(demo.database.db, {
    extend: (instance) => {
      instance.get('/api/v1/test-only/bad-text', async () => {
        await demo.database.db.execute(sql`select convert_from('\\x00ff'::bytea, 'UTF8')`);
        return { status: 200, data: null };
      });
      instance.get('/api/v1/test-only/bad-cast', async () => {
        await demo.database.db.execute(sql`select ${'abc'}::integer`);
        return { status: 200, data: null };
      });
    },
  });
}

describe('caching', () => {
  it('says no-store on every API answer, errors included', async () => {
    const answers = [
      await tenantGet(app, '/api/v1/company/public/get-detail', demoHosts.demo),
      await app.inject({ method: 'GET', url: '/api/v1/no-such-route' }),
      await app.inject({ method: 'GET', url: '/api/v1/auth/info' }),
      await app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        headers: { 'content-type': 'application/json', host: 'localhost:3000' },
        payload: '{"broken',
      }),
      await app.inject({ method: 'GET', url: '/api/v1/public-assets/999999/logo/logo.svg' }),
      await app.inject({ method: 'GET', url: '/api/health' }),
    ];
    for (const answer of answers) expect(answer.headers['cache-control'], answer.body).toBe('no-store');
  });

  it('caches a branding image for a year only under the URL carrying its version', async () => {
    const detail = (await tenantGet(app, '/api/v1/company/public/get-detail', demoHosts.demo)).json().data;
    expect(detail.logo).toMatch(/^\/api\/v1\/public-assets\/\d+\/logo\/logo\.svg\?v=[0-9a-f]{16}$/);
    const versioned = await app.inject({ method: 'GET', url: detail.logo });
    expect(versioned.statusCode).toBe(200);
    expect(versioned.headers['cache-control']).toBe(IMMUTABLE);
    expect(versioned.body).toContain('<svg');

    const bare = detail.logo.split('?')[0];
    for (const url of [bare, `${bare}?v=0000000000000000`]) {
      const answer = await app.inject({ method: 'GET', url });
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['cache-control'], url).toBe(REVALIDATE);
    }
    const etag = versioned.headers.etag as string;
    const again = await app.inject({ method: 'GET', url: bare, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
  });
});

/** Sends raw bytes over a socket and resolves with everything the server wrote back. */
function rawRequest(bytes: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    socket.on('error', reject);
    socket.write(bytes);
  });
}

const envelopeOf = (raw: string) => JSON.parse(raw.slice(raw.indexOf('\r\n\r\n') + 4));

describe('HTTP parser refusals over a real socket', () => {
  it('answers a malformed request line with the envelope 400', async () => {
    const raw = await rawRequest('GARBAGE\u0001 / HTTP/1.1\r\nHost: localhost\r\n\r\n');
    expect(raw).toMatch(/^HTTP\/1\.1 400 /);
    expect(envelopeOf(raw)).toMatchObject({ status: ResultCode.BAD_REQUEST, message: 'api.error.400' });
  });

  it('answers oversized headers with the envelope and 431', async () => {
    const raw = await rawRequest(
      `GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'a'.repeat(64 * 1024)}\r\n\r\n`,
    );
    expect(raw).toMatch(/^HTTP\/1\.1 431 /);
    expect(envelopeOf(raw).status).toBe(ResultCode.BAD_REQUEST);
  });

  it('answers a JSON body that does not parse with the envelope 400', async () => {
    const body = '{"email": ';
    const raw = await rawRequest(
      'POST /api/v1/auth/login HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n' +
        `Content-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body}`,
    );
    expect(raw).toMatch(/^HTTP\/1\.1 400 /);
    expect(envelopeOf(raw).status).toBe(ResultCode.BAD_REQUEST);
  });
});

describe('router refusals', () => {
  it('answers a path parameter longer than the router allows with the envelope and 414', async () => {
    const response = await app.inject({
      method: 'GET',
      url: `/api/v1/user/reset-password/${'a'.repeat(300)}`,
    });
    expect(response.statusCode).toBe(414);
    expect(response.json()).toMatchObject({
      status: ResultCode.BAD_REQUEST,
      data: { reason: 'FST_ERR_MAX_PARAM_LENGTH' },
    });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('answers a URL component that does not decode with the envelope 400', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/v1/user/detail/%E0%A4%A' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: ResultCode.BAD_REQUEST });
  });
});

describe('production build', () => {
  it('never serves a source map from the web build', async () => {
    const { buildTestApp } = await import('../../../test/test-app.ts');
    const web = await buildTestApp(demo.database.db, { webDistDir: webDist });
    const script = await web.inject({ method: 'GET', url: '/assets/app-1234.js' });
    expect(script.statusCode).toBe(200);
    const map = await web.inject({ method: 'GET', url: '/assets/app-1234.js.map' });
    expect(map.statusCode).toBe(404);
    expect(map.body).not.toContain('secret.ts');
    await web.close();
  });

  it('makes the web build without source maps', async () => {
    const config = fs.readFileSync(
      path.resolve(import.meta.dirname, '../../../../web/vite.config.ts'),
      'utf8',
    );
    expect(config).toMatch(/sourcemap:\s*false/);
  });
});

describe('settings unsafe for a public deployment', () => {
  const production = { NODE_ENV: 'production', MASTER_KEY: 'a'.repeat(64) };
  it('refuses to start in production with demo data on, naming the variable', () => {
    expect(() => loadConfig({ ...production, DEMO_DATA: 'on' }, os.tmpdir())).toThrow(/DEMO_DATA/);
    expect(() => loadConfig({ NODE_ENV: 'production', DEMO_DATA: 'off' }, os.tmpdir())).toThrow(/MASTER_KEY/);
    expect(loadConfig({ ...production }, os.tmpdir()).demoData).toBe(false);
    expect(loadConfig({ ...production, DEMO_DATA: 'off' }, os.tmpdir()).demoData).toBe(false);
    expect(loadConfig({ NODE_ENV: 'development' }, os.tmpdir()).demoData).toBe(true);
  });
});
