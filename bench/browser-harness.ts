import fs from 'node:fs';
import startHarness from '../e2e/global-setup.ts';

export interface BrowserHarness {
  /** `http://localhost:<port>`: the server under test, with demo data. */
  baseUrl: string;
  /** The one Chromium, for `chromium.connect()`. */
  wsEndpoint: string;
  teardown: () => Promise<void>;
}

/**
 * The browser suite's harness (e2e/global-setup.ts) for a bench: the real server with demo data and one
 * Chromium, on the web build as it is (run `npm run build` first when the web app changed).
 */
export async function startBrowserHarness(): Promise<BrowserHarness> {
  process.env.E2E_SKIP_BUILD = '1';
  const provided: Record<string, string> = {};
  const teardown = await startHarness({
    provide: (key: string, value: string) => {
      provided[key] = value;
    },
  } as unknown as Parameters<typeof startHarness>[0]);
  return { baseUrl: provided.e2eBaseUrl as string, wsEndpoint: provided.e2eWsEndpoint as string, teardown };
}

/** Share of the machine's CPU time spent idle over `ms`, from /proc/stat (Linux). */
async function idleShare(ms: number): Promise<number> {
  const read = () => {
    const fields = (fs.readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '').trim().split(/\s+/).slice(1);
    const ticks = fields.map(Number);
    const idle = (ticks[3] ?? 0) + (ticks[4] ?? 0);
    return { idle, total: ticks.reduce((sum, t) => sum + t, 0) };
  };
  const before = read();
  await new Promise((resolve) => setTimeout(resolve, ms));
  const after = read();
  return after.total > before.total ? (after.idle - before.idle) / (after.total - before.total) : 1;
}

/**
 * Waits until the machine is quiet: the server processes demo books (and the bench's uploads) for a
 * minute or two after it starts, and a figure taken meanwhile measures that work, not the page. Quiet:
 * two 3-second windows in a row at least 85 % idle; gives up after `boundMs` and says so.
 */
export async function waitForQuietMachine(boundMs = 300_000): Promise<{ waitedMs: number; quiet: boolean }> {
  const started = Date.now();
  let quietWindows = 0;
  while (Date.now() - started < boundMs) {
    quietWindows = (await idleShare(3_000)) >= 0.85 ? quietWindows + 1 : 0;
    if (quietWindows >= 2) return { waitedMs: Date.now() - started, quiet: true };
  }
  return { waitedMs: Date.now() - started, quiet: false };
}
