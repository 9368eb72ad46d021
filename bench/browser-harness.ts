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
