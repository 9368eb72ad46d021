/** How long an adapter waits for a gateway before the outcome is 'unknown' (then settled by search). */
export const GATEWAY_TIMEOUT_MS = 30_000;

export type GatewayAnswer = { ok: true; status: number; body: string } | { ok: false; reason: string };

/**
 * One request to a gateway. A timeout, an abort or a network error is an answer of its own (`ok: false`),
 * never read as a refusal: the charge may have gone through, so the caller asks the gateway (search).
 */
export async function callGateway(
  url: string,
  init: { body: string; contentType: string; headers?: Record<string, string>; method?: 'POST' | 'GET' },
  timeoutMs: number,
): Promise<GatewayAnswer> {
  try {
    const response = await fetch(url, {
      method: init.method ?? 'POST',
      headers: { 'content-type': init.contentType, accept: '*/*', ...init.headers },
      ...(init.method === 'GET' ? {} : { body: init.body }),
      signal: AbortSignal.timeout(timeoutMs),
      redirect: 'error',
    });
    return { ok: true, status: response.status, body: await response.text() };
  } catch (error) {
    const name = error instanceof Error ? error.name : '';
    return {
      ok: false,
      reason: name === 'TimeoutError' ? `no answer within ${timeoutMs} ms` : `network: ${String(error)}`,
    };
  }
}

/** A JSON object answer, or null when the body is not one. */
export function jsonObjectOf(body: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(body);
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

export const textOf = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
