import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  chromium,
  type Page,
  type ViewportSize,
} from 'playwright-core';
import { afterAll, inject, onTestFinished } from 'vitest';
import { screenshot } from './screenshot.ts';

export const DESKTOP: ViewportSize = { width: 1280, height: 800 };
export const MOBILE: ViewportSize = { width: 375, height: 812 };

export type OpenPageOptions = Omit<BrowserContextOptions, 'viewport'> & {
  /** Defaults to {@link DESKTOP}; {@link MOBILE} for the phone layout. */
  viewport?: ViewportSize;
};

let connection: Promise<Browser> | undefined;
/** Contexts opened outside a test (in beforeAll): they live until the file ends. */
const fileContexts = new Set<BrowserContext>();
/** How many failure screenshots each test has taken (one per page it opened). */
const failedShots = new WeakMap<object, number>();

/** The run's one Chromium (started by global-setup), connected once per test file. */
export function browser(): Promise<Browser> {
  connection ??= chromium.connect(inject('e2eWsEndpoint'));
  return connection;
}

afterAll(async () => {
  for (const context of fileContexts) await context.close().catch(() => {});
  fileContexts.clear();
  const current = connection;
  connection = undefined;
  if (current) await (await current).close();
});

/**
 * A page in a fresh browser context (its own cookies and storage). Opened inside a test, it is closed
 * when the test ends, and a failing test leaves `test-output/screenshots/failed-<test>.png`; opened in
 * `beforeAll`, it lasts until the end of the file.
 */
export async function openPage(options: OpenPageOptions = {}): Promise<Page> {
  const { viewport = DESKTOP, ...rest } = options;
  const context = await (await browser()).newContext({ ...rest, viewport });
  const page = await context.newPage();
  try {
    // onTestFinished runs before onTestFailed, so the failure screenshot is taken here.
    onTestFinished(async ({ task }) => {
      if (task.result?.state === 'fail' && !page.isClosed()) {
        const count = (failedShots.get(task) ?? 0) + 1;
        failedShots.set(task, count);
        const name = `failed-${slug(task.fullName)}${count > 1 ? `-${count}` : ''}`;
        await screenshot(page, name).catch(() => {});
      }
      await context.close();
    });
  } catch {
    fileContexts.add(context);
  }
  return page;
}

function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 100);
}

export interface PageProblems {
  /** Console messages of type error, and uncaught exceptions, in the order they happened. */
  errors: string[];
  /** The subset that are Content-Security-Policy violations ("Refused to … Content Security Policy …"). */
  cspViolations: () => string[];
}

/** Starts recording console errors and uncaught page errors; call before navigating. */
export function watchProblems(page: Page): PageProblems {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  return {
    errors,
    cspViolations: () => errors.filter((text) => /content security policy/i.test(text)),
  };
}
