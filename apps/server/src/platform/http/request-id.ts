import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

const acceptable = /^[A-Za-z0-9._-]{8,64}$/;

/** Keeps a well-formed X-Request-Id from a proxy, otherwise makes a new one. */
export function requestIdFor(request: IncomingMessage): string {
  const incoming = request.headers['x-request-id'];
  return typeof incoming === 'string' && acceptable.test(incoming) ? incoming : randomUUID();
}
