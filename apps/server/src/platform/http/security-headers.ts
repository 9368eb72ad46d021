import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * Strict Content-Security-Policy: only our own origin may run scripts or be fetched. Inline styles stay
 * allowed because the UI library sets style attributes; Swagger UI's two inline blocks are allowed by hash.
 * The EPUB viewer shows each section of a book in a sandboxed frame from a `blob:` address (foliate-js
 * needs `allow-scripts` on it for a WebKit bug): such a frame inherits this policy, so `blob:` is
 * allowed for frames, the book's style sheets, fonts and media, and never for scripts. A book's inline
 * scripts, event handlers and script files therefore never run (security-headers.test.ts keeps it so).
 * helmet itself, configured once: the @fastify/helmet wrapper builds a new helmet (parsing every
 * directive again) on each request, which cost 5 % of a signed-in call's time.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: { https: boolean }): void {
  const swaggerCsp = app.swaggerCSP ?? { script: [], style: [] };
  const setSecurityHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        // Google Tag Manager, for tenants that set a container id (loaded by our own code, never inline).
        // 'wasm-unsafe-eval' lets pdf.js's worker compile its WebAssembly image decoders (JBIG2 and
        // JPEG 2000 pictures of scanned books); it allows WebAssembly only, never eval() of text.
        scriptSrc: ["'self'", "'wasm-unsafe-eval'", 'https://www.googletagmanager.com', ...swaggerCsp.script],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'", "'unsafe-inline'", 'blob:', ...swaggerCsp.style],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'blob:'],
        connectSrc: ["'self'"],
        workerSrc: ["'self'", 'blob:'],
        frameSrc: ["'self'", 'blob:'],
        frameAncestors: ["'self'"],
        formAction: ["'self'"],
        objectSrc: ["'none'"],
        upgradeInsecureRequests: options.https ? [] : null,
      },
    },
    // Cross-origin isolation would block tenant images served from another host later on.
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: options.https ? undefined : false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    setSecurityHeaders(request.raw, reply.raw, (error?: unknown) =>
      done(error instanceof Error ? error : undefined),
    );
  });
  app.addHook('onSend', async (request, reply) => {
    if (isApiUrl(request.url) && (reply.statusCode >= 400 || !reply.hasHeader('cache-control'))) {
      reply.header('cache-control', 'no-store');
    }
  });
}

/**
 * API answers are personal (a login answer carries the token, a profile the user's data): every one,
 * errors included, says `no-store`. Only a route that sets its own caching on success (the versioned
 * branding images) keeps it.
 */
const isApiUrl = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
