/// <reference lib="dom" />
import type { Page } from 'playwright-core';
import { loginThroughPage } from './accounts.ts';
import { tenantUrl } from './tenants.ts';

/**
 * The demo books are generated and processed in the background after the server starts (about 100
 * books across the tenants). Measured on this machine (2 cores, shared): Demo Library's 60 books were
 * published about 2.5 min after the start, the other tenants' within 5 min; the bound leaves room for a
 * busier machine. A test file that reads them carries the marker @needs-demo-books in its source, so
 * the run puts it after the files that need no books (test-support/demo-books-last-sequencer.ts).
 */
export const PROCESSING_BOUND_MS = 300_000;

/** Demo Library's reader (apps/server/src/seed/demo-tenants/demo-library.ts). */
export const DEMO_READER = { identifier: 'reader@demo.hondana.test', password: 'Demo-Reader-2026' };

/** Signs Demo Library's reader in through the login page (the portal returns to its home). */
export const loginDemoReader = (page: Page) =>
  loginThroughPage(page, tenantUrl('demo', '/login'), DEMO_READER.identifier, DEMO_READER.password);

/** The session token a portal keeps in its cookie (`hondana_token_<path>`), or null. */
export async function cookieToken(page: Page, name = 'hondana_token_demo'): Promise<string | null> {
  const cookie = (await page.context().cookies()).find((c) => c.name === name);
  return cookie ? decodeURIComponent(cookie.value) : null;
}

/** One API call from inside the page (same origin), with the token of a signed-in user or none. */
export async function apiInPage<T>(
  page: Page,
  path: string,
  token: string | null,
  init: { method?: string } = {},
): Promise<{ status: number; data: T }> {
  return page.evaluate(
    async ({ path, token, init }) => {
      const response = await fetch(`/api/v1${path}`, {
        ...init,
        headers: token ? { 'x-access-token': token } : {},
      });
      return (await response.json()) as { status: number; data: unknown };
    },
    { path, token, init },
  ) as Promise<{ status: number; data: T }>;
}

export interface DemoBook {
  /** The content's public id. */
  id: string;
  /** A normal group (type 1) the book is in, or 0. */
  group: number;
}

/**
 * Polls Demo Library's list as its signed-in reader until every title is published, then answers each
 * book's public id and one of its normal groups (for the `view-online/{id}/{group}` address).
 */
export async function waitForDemoBooks(
  page: Page,
  token: string | null,
  titles: readonly string[],
): Promise<Record<string, DemoBook>> {
  const deadline = Date.now() + PROCESSING_BOUND_MS;
  for (;;) {
    const list = await apiInPage<{ content: { id: string; title: string }[] }>(
      page,
      '/content/public/page?domain=localhost&path=demo&size=100',
      token,
    );
    const found = titles.map((title) => list.data?.content?.find((c) => c.title === title));
    if (found.every((card) => card !== undefined)) {
      const books: Record<string, DemoBook> = {};
      for (const card of found) {
        const detail = await apiInPage<{ contentGroups: { id: number; type: number }[] }>(
          page,
          `/content/public/detail?domain=localhost&path=demo&id=${card.id}`,
          token,
        );
        books[card.title] = {
          id: card.id,
          group: detail.data.contentGroups.find((g) => g.type === 1)?.id ?? 0,
        };
      }
      return books;
    }
    if (Date.now() > deadline) throw new Error(`${titles.join(', ')}: not processed in time`);
    await page.waitForTimeout(2_000);
  }
}
