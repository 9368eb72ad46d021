import type http from 'node:http';

export type Request = http.IncomingMessage;
export type Response = http.ServerResponse;

const MAX_BODY = 64 * 1024;

export function readBody(req: Request): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      body += chunk;
      if (body.length > MAX_BODY) req.destroy(new Error('body too large'));
    });
    req.on('end', () => resolve(body));
    req.on('error', reject);
  });
}

/** A JSON object body; anything else (bad JSON, an array) reads as empty, so every field is "missing". */
export async function readJson(req: Request): Promise<Record<string, unknown>> {
  const text = await readBody(req);
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

/** An application/x-www-form-urlencoded body (GMO's server API, the sandbox's HTML forms). */
export async function readForm(req: Request): Promise<URLSearchParams> {
  return new URLSearchParams(await readBody(req));
}

export function sendJson(
  res: Response,
  status: number,
  body: unknown,
  headers: http.OutgoingHttpHeaders = {},
) {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
  res.end(JSON.stringify(body));
}

/** GMO's answer format: key=value pairs joined by '&'. */
export function sendForm(res: Response, fields: Record<string, string | number>) {
  const body = new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)])).toString();
  res.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' });
  res.end(body);
}

export function sendHtml(res: Response, status: number, html: string) {
  res.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'content-security-policy':
      "default-src 'none'; style-src 'unsafe-inline'; form-action 'self' http: https:",
  });
  res.end(html);
}

export function redirect(res: Response, location: string) {
  res.writeHead(303, { location }).end();
}

export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export const text = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';

/**
 * CORS for the browser-facing token APIs. Answers a preflight itself (true: the request is done); sets
 * the allow-origin header on the real request when the origin is one of the portal's.
 */
export function handleCors(req: Request, res: Response, allowOrigin: (origin: string) => boolean): boolean {
  const origin = req.headers.origin;
  const allowed = typeof origin === 'string' && allowOrigin(origin);
  if (allowed) {
    res.setHeader('access-control-allow-origin', origin);
    res.setHeader('vary', 'Origin');
  }
  if (req.method !== 'OPTIONS') return false;
  if (!allowed) {
    res.writeHead(403).end();
    return true;
  }
  res.writeHead(204, {
    'access-control-allow-methods': 'POST, OPTIONS',
    'access-control-allow-headers': 'content-type, accept',
    'access-control-max-age': '600',
  });
  res.end();
  return true;
}

/** `yyyyMMddHHmmss` in Japan time, the token APIs' date format. */
export function japanTimestamp(epochMs: number): string {
  const iso = new Date(epochMs + 9 * 3600_000).toISOString();
  return iso.slice(0, 19).replace(/[-T:]/g, '');
}
