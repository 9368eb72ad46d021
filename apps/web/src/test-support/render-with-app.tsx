import { apiRoutes, ResultCode, type RouteName, type RouteSpec } from '@hondana/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, type RenderResult, render } from '@testing-library/react';
import { vi } from 'vitest';
import { App } from '../App.tsx';
import { createQueryClient } from '../api/query-client.ts';
import { initI18n } from '../i18n/i18n.ts';
import demoGroups from './fixtures/public-content-groups.demo.json' with { type: 'json' };
import openGroups from './fixtures/public-content-groups.open.json' with { type: 'json' };
import demoSettings from './fixtures/view-settings.demo.json' with { type: 'json' };
import openSettings from './fixtures/view-settings.open.json' with { type: 'json' };
import { afterComponentTest } from './settle-component-test.ts';

/**
 * The network of a component test: a fake `fetch` that answers like the server does, by route name
 * of the contract (envelope `{ status, data }`). Fixtures are answers recorded from the demo server.
 */
export type Answer = { status: number; data?: unknown; message?: string };
export type Handler = (request: {
  params: Record<string, string>;
  query: URLSearchParams;
  body: unknown;
  /** The X-Access-Token the call sent, if any. */
  token: string | undefined;
}) => Answer;
export type Handlers = Partial<Record<RouteName, Handler>>;

const ok = (data: unknown): Answer => ({ status: ResultCode.OK, data });
const unauthorized: Answer = { status: 600, message: 'api.error.600', data: null };

const fixtures = {
  demo: { settings: demoSettings, groups: demoGroups },
  open: { settings: openSettings, groups: openGroups },
} as const;
export type Tenant = keyof typeof fixtures;

/** What a server answers a visitor without a session on the tenant's portal. */
export function tenantHandlers(tenant: Tenant): Handlers {
  return {
    viewSettings: () => fixtures[tenant].settings,
    publicContentGroups: () => fixtures[tenant].groups,
    authInfo: () => unauthorized,
  } as Handlers;
}

/** One request the fake network received; `token` is its X-Access-Token header, if any. */
export type Call = {
  name: RouteName | 'unknown';
  method: string;
  url: string;
  body: unknown;
  token: string | undefined;
};

export interface FakeNetwork {
  /** Every call made, by route name, in order. */
  calls: Call[];
  callsTo(name: RouteName): Call[];
}

function pathPattern(path: string): RegExp {
  const source = path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:(\w+)/g, '(?<$1>[^/]+)');
  return new RegExp(`^/api/v1${source}$`);
}
const routes = Object.entries(apiRoutes as Record<RouteName, RouteSpec>).map(([name, spec]) => ({
  name: name as RouteName,
  method: spec.method,
  pattern: pathPattern(spec.path),
  response: spec.response,
}));

/**
 * A success answer goes out as the server sends it: encoded through the route's response schema (its
 * serializer), or the server's 500 when the data does not fit. The client trusts answers as typed, so
 * this is where a fixture that drifted from the contract shows.
 */
function encoded(answer: Answer, response: RouteSpec['response'] | undefined): Answer {
  if (answer.status !== ResultCode.OK || !response) return answer;
  const checked = response.safeParse(answer.data);
  if (checked.success) return { ...answer, data: checked.data };
  return { status: ResultCode.INTERNAL_SERVER_ERROR, message: 'api.error.500', data: null };
}

const aborted = () => new DOMException('The fake network was closed', 'AbortError');

/**
 * Installs the fake `fetch`; a call no handler answers gets the server's "not found" envelope. A call
 * honours its abort signal, and once the test is over the network is closed: a call made or still
 * answering then fails as aborted instead of re-rendering an app that is gone.
 */
export function installFakeNetwork(handlers: Handlers): FakeNetwork {
  const calls: FakeNetwork['calls'] = [];
  let closed = false;
  afterComponentTest(() => {
    closed = true;
  });
  const fetchFake = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    if (closed || init?.signal?.aborted) throw aborted();
    const url = new URL(String(input), window.location.href);
    const method = (init?.method ?? 'GET').toUpperCase();
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const token = new Headers(init?.headers).get('x-access-token') ?? undefined;
    const route = routes.find((r) => r.method === method && r.pattern.test(url.pathname));
    calls.push({ name: route?.name ?? 'unknown', method, url: url.pathname + url.search, body, token });
    const handler = route ? handlers[route.name] : undefined;
    const params = (route && url.pathname.match(route.pattern)?.groups) ?? {};
    const answer: Answer = handler
      ? encoded(handler({ params, query: url.searchParams, body, token }), route?.response)
      : { status: 404, message: 'api.error.404', data: null };
    if (closed || init?.signal?.aborted) throw aborted();
    return new Response(JSON.stringify(answer), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchFake);
  return {
    calls,
    callsTo: (name) => calls.filter((c) => c.name === name),
  };
}

/**
 * Renders the whole web app at `path` (e.g. `/demo/login`) as the browser would: the real App with
 * its MantineProvider, i18n and a fresh QueryClient, the network answered by `handlers`.
 */
export async function renderWithApp(
  path: string,
  handlers: Handlers,
  options: { cookies?: Record<string, string> } = {},
): Promise<RenderResult & { network: FakeNetwork }> {
  window.history.replaceState(null, '', path);
  window.localStorage.clear();
  document.cookie.split('; ').forEach((pair) => {
    const name = pair.split('=')[0];
    // biome-ignore lint/suspicious/noDocumentCookie: each test starts with none of the previous test's cookies.
    if (name) document.cookie = `${name}=; max-age=0; path=/`;
  });
  for (const [name, value] of Object.entries(options.cookies ?? {})) {
    // biome-ignore lint/suspicious/noDocumentCookie: the test sets the cookie the app reads, as a browser holds it.
    document.cookie = `${name}=${encodeURIComponent(value)}; path=/`;
  }
  const network = installFakeNetwork(handlers);
  await initI18n();
  const queryClient = createQueryClient();
  // Its garbage-collection timers and any retry go with the test.
  afterComponentTest(() => queryClient.clear());
  let result: RenderResult | undefined;
  await act(async () => {
    result = render(
      <QueryClientProvider client={queryClient}>
        <App />
      </QueryClientProvider>,
    );
  });
  return Object.assign(result as RenderResult, { network });
}

export { ok, unauthorized };
