import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerSecurityHeaders } from './security-headers.ts';

/**
 * The EPUB viewer's frames inherit the page's policy: what it allows there is what a book may do.
 * These checks keep the book's own scripts out however the policy grows.
 */
const app = Fastify();

beforeAll(async () => {
  registerSecurityHeaders(app, { https: false });
  app.get('/demo/view-online/1/2', async () => 'page');
  await app.ready();
});
afterAll(() => app.close());

async function policy(): Promise<Map<string, string[]>> {
  const response = await app.inject({ method: 'GET', url: '/demo/view-online/1/2' });
  const header = String(response.headers['content-security-policy']);
  return new Map(
    header
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name as string, values]),
  );
}

describe('Content-Security-Policy of the viewer page', () => {
  it('lets no script run but our own files: no inline code, no eval, no blob: or data: scripts', async () => {
    const directives = await policy();
    const scripts = directives.get('script-src') ?? [];
    expect(scripts).toContain("'self'");
    for (const loose of [
      "'unsafe-inline'",
      "'unsafe-eval'",
      "'unsafe-hashes'",
      "'strict-dynamic'",
      'blob:',
      'data:',
      '*',
      'http:',
      'https:',
    ])
      expect(scripts, loose).not.toContain(loose);
    expect(directives.get('script-src-attr')).toEqual(["'none'"]);
    expect(directives.get('default-src')).toEqual(["'self'"]);
    expect(directives.get('object-src')).toEqual(["'none'"]);
    expect(directives.has('script-src-elem')).toBe(false);
  });

  it("lets pdf.js compile its WebAssembly image decoders, and nothing else: 'wasm-unsafe-eval' only", async () => {
    const scripts = (await policy()).get('script-src') ?? [];
    expect(scripts).toContain("'wasm-unsafe-eval'");
    expect(scripts).not.toContain("'unsafe-eval'");
  });

  it("lets the book's frames, style sheets, fonts and media come from blob: addresses", async () => {
    const directives = await policy();
    for (const name of ['frame-src', 'style-src', 'font-src', 'media-src', 'img-src'])
      expect(directives.get(name), name).toContain('blob:');
    expect(directives.get('frame-ancestors')).toEqual(["'self'"]);
  });
});
