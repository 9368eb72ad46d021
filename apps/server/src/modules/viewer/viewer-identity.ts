import { createHmac } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/**
 * Who a view of the day is counted for (the popular ranking counts one view per viewer, content and
 * UTC day): a signed-in user by their id; a visitor by their address and browser (user agent), keyed
 * with the server's viewer-token key so that the stored value does not give the address back.
 */
export function viewKeyOf(
  key: Buffer,
  userId: number | null,
  request: Pick<FastifyRequest, 'ip' | 'headers'>,
): string {
  if (userId !== null) return `u:${userId}`;
  const agent = request.headers['user-agent'] ?? '';
  const mac = createHmac('sha256', key).update(`${request.ip}\n${agent}`).digest('base64url');
  return `v:${mac.slice(0, 22)}`;
}
