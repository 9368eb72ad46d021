import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import { type CardGatewaySources, isCardPagePath } from './card-page-policy.ts';

/**
 * Strict Content-Security-Policy: only our own origin may run scripts or be fetched. Inline styles stay
 * allowed because the UI library sets style attributes; Swagger UI's two inline blocks are allowed by hash.
 * The EPUB viewer shows each section of a book in a sandboxed frame from a `blob:` address (foliate-js
 * needs `allow-scripts` on it for a WebKit bug): such a frame inherits this policy, so `blob:` is
 * allowed for frames, the book's style sheets, fonts and media, and never for scripts. A book's inline
 * scripts, event handlers and script files therefore never run (security-headers.test.ts keeps it so).
 * The card pages (card-page-policy.ts) get a policy of their own: the card gateways' token API and
 * script are allowed there and nowhere else, and the tag manager is not (a third-party script beside a
 * card form could read the number). The SPA enters those pages by a full page load, so the header of
 * the document is the one of the card page.
 * helmet itself, configured once per policy: the @fastify/helmet wrapper builds a new helmet (parsing
 * every directive again) on each request, which cost 5 % of a signed-in call's time.
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  options: { https: boolean; cardGateways?: CardGatewaySources },
): void {
  const swaggerCsp = app.swaggerCSP ?? { script: [], style: [] };
  // Google Tag Manager, for tenants that set a container id (loaded by our own code, never inline).
  const common = securityHeaders(options.https, {
    script: ['https://www.googletagmanager.com', ...swaggerCsp.script],
    style: swaggerCsp.style,
    connect: [],
  });
  const gateways = options.cardGateways ?? { connect: [], script: [] };
  const cardPage = securityHeaders(options.https, {
    script: gateways.script,
    style: [],
    connect: gateways.connect,
  });
  app.addHook('onRequest', (request, reply, done) => {
    const setSecurityHeaders = !isApiUrl(request.url) && isCardPagePath(request.url) ? cardPage : common;
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

function securityHeaders(
  https: boolean,
  extra: { script: readonly string[]; style: readonly string[]; connect: readonly string[] },
) {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        // 'wasm-unsafe-eval' lets pdf.js's worker compile its WebAssembly image decoders (JBIG2 and
        // JPEG 2000 pictures of scanned books); it allows WebAssembly only, never eval() of text.
        scriptSrc: ["'self'", "'wasm-unsafe-eval'", ...extra.script],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'", "'unsafe-inline'", 'blob:', ...extra.style],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'blob:'],
        connectSrc: ["'self'", ...extra.connect],
        workerSrc: ["'self'", 'blob:'],
        frameSrc: ["'self'", 'blob:'],
        frameAncestors: ["'self'"],
        formAction: ["'self'"],
        objectSrc: ["'none'"],
        upgradeInsecureRequests: https ? [] : null,
      },
    },
    // Cross-origin isolation would block tenant images served from another host later on.
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: https ? undefined : false,
  });
}

/**
 * API answers are personal (a login answer carries the token, a profile the user's data): every one,
 * errors included, says `no-store`. Only a route that sets its own caching on success (the versioned
 * branding images) keeps it.
 */
const isApiUrl = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
