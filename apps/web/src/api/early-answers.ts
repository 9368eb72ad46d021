/**
 * GET calls asked by the boot (boot/early-requests.ts) before the app's own code has even arrived,
 * kept by address and token until the app makes the same call (client.ts), which then takes the
 * answer instead of asking again. No dependency: the boot's entry stays a few hundred bytes.
 */

/** How long an answer waits to be taken; the app's first render comes within seconds. */
const KEEP_MS = 60_000;

const answers = new Map<string, { response: Promise<Response>; askedAt: number }>();
const keyOf = (url: string, token: string | undefined) => `${token ?? ''} ${url}`;

/**
 * Asks `url` now, with the headers the app's calls send. Resolves with the answer for the boot's own
 * reading; the app takes a copy of it (`takeEarlyAnswer`), so both can read the body.
 */
export function askEarly(
  url: string,
  token: string | undefined,
  extraHeaders: Record<string, string> = {},
): Promise<Response> {
  const headers: Record<string, string> = { accept: 'application/json', ...extraHeaders };
  if (token) headers['x-access-token'] = token;
  const response = fetch(url, { headers });
  // The copy is made as soon as the answer arrives, before anyone reads its body.
  const copy = response.then((answer) => answer.clone());
  copy.catch(() => undefined);
  answers.set(keyOf(url, token), { response: copy, askedAt: Date.now() });
  return response;
}

/** The boot's answer to this very call (same address, same token), once; undefined otherwise. */
export function takeEarlyAnswer(
  url: string,
  token: string | undefined,
  now = Date.now(),
): Promise<Response> | undefined {
  const key = keyOf(url, token);
  const found = answers.get(key);
  answers.delete(key);
  return found && now - found.askedAt <= KEEP_MS ? found.response : undefined;
}
