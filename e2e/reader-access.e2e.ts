/// <reference lib="dom" />
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  apiInPage,
  cookieToken,
  DESKTOP,
  type DemoTenant,
  loginDemoReader,
  loginEduStudent,
  MOBILE,
  openPage,
  PROCESSING_BOUND_MS,
  tenantUrl,
  waitForPortal,
} from './support/index.ts';

/**
 * The server's reader-access table, seen in the browser: for a visitor (an IP user on Campus) on Demo,
 * Open Shelf, Campus and Edu Campus, and a reader on Demo (password) and Edu Campus (education ID through
 * the bundled identity provider), at both widths, the detail page shows what the
 * API's `access` says — a lock and "log in to read" where a login would open the book, the read button
 * where it may be read, the bookmark only where favourites can be kept. Reads the demo books
 * (@needs-demo-books).
 */

type Outcome = 'allowed' | number;
type Card = { id: string; view: boolean; access: { read: Outcome; favourite: Outcome } };

const LOGIN_REQUIRED = 850;

async function listOf(page: Page, tenant: DemoTenant): Promise<{ status: number; cards: Card[] }> {
  const token = await cookieToken(page, `hondana_token_${tenant}`);
  const answer = await apiInPage<{ content: Card[] }>(
    page,
    `/content/public/page?domain=localhost&path=${tenant}&size=100`,
    token,
  );
  return { status: answer.status, cards: answer.status === 200 ? answer.data.content : [] };
}

/** The tenant's list once its demo books are processed (or its refusal). */
async function readyList(page: Page, tenant: DemoTenant) {
  const deadline = Date.now() + PROCESSING_BOUND_MS;
  for (;;) {
    const list = await listOf(page, tenant);
    if (list.status !== 200 || list.cards.length > 0 || Date.now() > deadline) return list;
    await page.waitForTimeout(2_000);
  }
}

const remedyOf = (outcome: Outcome) =>
  outcome === 'allowed' ? 'allowed' : outcome === LOGIN_REQUIRED || outcome === 600 ? 'login' : null;

/** The detail page of `card` shows the read outcome and the bookmark as the API answered them. */
async function expectDetailAsServer(page: Page, tenant: DemoTenant, card: Card) {
  await page.goto(tenantUrl(tenant, `/${card.id}`));
  await page.locator('[data-detail] h1').waitFor();
  const remedy = remedyOf(card.access.read);
  if (card.view && remedy) {
    await page.locator(`[data-detail] [data-view-book="${remedy}"]`).waitFor();
  }
  const keeps = card.access.favourite !== 614;
  // The book's own bookmark, not those of the series' other books listed under it.
  const bookmark = page.locator('[data-detail] [data-favourite]:not([data-series] [data-favourite])');
  expect(await bookmark.count(), card.id).toBe(keeps ? 1 : 0);
}

const tenants: DemoTenant[] = ['demo', 'open', 'campus', 'edu'];

describe('reader access: the page shows the server table’s outcome', () => {
  for (const [name, viewport] of [
    ['desktop', DESKTOP],
    ['phone', MOBILE],
  ] as const) {
    for (const tenant of tenants) {
      it(
        `${tenant}, visitor, ${name}`,
        async () => {
          const page = await openPage({ viewport });
          await page.goto(tenantUrl(tenant));
          await waitForPortal(page);
          const list = await readyList(page, tenant);
          if (list.status !== 200) {
            // A portal that needs a login for every page: no shelf is drawn, a login is offered.
            expect(list.status).toBe(600);
            expect(await page.locator('[data-card]').count()).toBe(0);
            await page.context().close();
            return;
          }
          const locked = list.cards.find((c) => c.view && c.access.read === LOGIN_REQUIRED);
          const readable = list.cards.find((c) => c.view && c.access.read === 'allowed');
          if (tenant === 'demo') expect(locked, 'Demo shows a visitor its login-required books').toBeTruthy();
          if (tenant === 'open') expect(locked).toBeUndefined();
          // The locked book last: its page stays open for the login's click.
          for (const card of [readable, locked]) if (card) await expectDetailAsServer(page, tenant, card);
          if (locked) {
            await page.locator('[data-detail] [data-view-book="login"]').click();
            await page.getByRole('dialog').waitFor();
          }
          await page.context().close();
        },
        PROCESSING_BOUND_MS + 60_000,
      );
    }
  }

  for (const [name, viewport] of [
    ['desktop', DESKTOP],
    ['phone', MOBILE],
  ] as const) {
    it(
      `demo, reader, ${name}: the book the visitor saw locked opens to the signed-in reader`,
      async () => {
        const page = await openPage({ viewport });
        await page.goto(tenantUrl('demo'));
        await waitForPortal(page);
        const visitorLocked = (await readyList(page, 'demo')).cards.find(
          (c) => c.view && c.access.read === LOGIN_REQUIRED,
        );
        expect(visitorLocked).toBeTruthy();
        await loginDemoReader(page);
        const asReader = (await listOf(page, 'demo')).cards.find((c) => c.id === visitorLocked?.id);
        expect(asReader?.access.read).toBe('allowed');
        if (asReader) await expectDetailAsServer(page, 'demo', asReader);
        await page.context().close();
      },
      PROCESSING_BOUND_MS + 60_000,
    );

    it(
      `edu, reader, ${name}: the student signed in through the education ID sees the shelves the visitor could not`,
      async () => {
        const page = await openPage({ viewport });
        await page.goto(tenantUrl('edu'));
        await waitForPortal(page);
        const readableBy = (cards: Card[]) => cards.filter((c) => c.view && c.access.read === 'allowed');
        const asVisitor = await listOf(page, 'edu');
        await loginEduStudent(page, 'edu-student-02', 'Edu Student Two');
        const list = await readyList(page, 'edu');
        expect(list.status).toBe(200);
        const readable = readableBy(list.cards)[0];
        expect(readable, 'a signed-in student may read a book').toBeTruthy();
        expect(readableBy(list.cards).length).toBeGreaterThan(readableBy(asVisitor.cards).length);
        const refused = list.cards.find((c) => c.view && c.access.read !== 'allowed');
        for (const card of [refused, readable]) if (card) await expectDetailAsServer(page, 'edu', card);
        await page.goto(tenantUrl('edu'));
        await page.locator('[data-card]').first().waitFor();
        await page.context().close();
      },
      PROCESSING_BOUND_MS + 90_000,
    );
  }
});
