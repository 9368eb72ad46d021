/// <reference lib="dom" />
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  apiInPage,
  DESKTOP,
  expectNoAxeViolations,
  MOBILE,
  openPage,
  PROCESSING_BOUND_MS,
  screenshot,
  tenantUrl,
  waitForPortal,
} from './support/index.ts';

/**
 * The content detail's first screen and the shelves' covers, measured in the browser: the read button
 * inside the first viewport at 1280×800 and 375×812, badges beside the cover (never over it), and one
 * cover height per shelf. Reads the demo books (@needs-demo-books).
 */

type Card = { id: string; view: boolean; coverThumbnailUrl: string | null; description?: string | null };

let book: Card;

/** Demo Library's published books a visitor sees, as the public list answers them. */
async function visitorBooks(page: Page): Promise<Card[]> {
  const list = await apiInPage<{ content: Card[] }>(
    page,
    '/content/public/page?domain=localhost&path=demo&size=100',
    null,
  );
  return list.status === 200 ? list.data.content : [];
}

beforeAll(async () => {
  const page = await openPage();
  await page.goto(tenantUrl('demo'));
  await waitForPortal(page);
  const deadline = Date.now() + PROCESSING_BOUND_MS;
  for (;;) {
    const ready = (await visitorBooks(page)).filter((c) => c.view && c.coverThumbnailUrl !== null);
    if (ready.length >= 4) {
      book = ready[0] as Card;
      break;
    }
    if (Date.now() > deadline) throw new Error('demo: the demo books were not processed in time');
    await page.waitForTimeout(2_000);
  }
  await page.context().close();
}, PROCESSING_BOUND_MS + 30_000);

type Box = { top: number; bottom: number; left: number; right: number; height: number };

const boxOf = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element): Box => {
      const r = element.getBoundingClientRect();
      return { top: r.top, bottom: r.bottom, left: r.left, right: r.right, height: r.height };
    });

const overlaps = (a: Box, b: Box) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

describe('content detail: the book first', () => {
  for (const [name, viewport] of [
    ['desktop', DESKTOP],
    ['phone', MOBILE],
  ] as const) {
    it(`shows cover, title and the read button in the first viewport (${name}), axe clean`, async () => {
      const page = await openPage({ viewport });
      await page.goto(tenantUrl('demo', `/${book.id}`));
      await page.locator('[data-detail] h1').waitFor();
      const read = await boxOf(page, '[data-detail] [data-view-book]');
      expect(read.bottom).toBeLessThanOrEqual(viewport.height);
      const title = await boxOf(page, '[data-detail] h1');
      expect(title.bottom).toBeLessThanOrEqual(viewport.height);
      const cover = await boxOf(page, '[data-detail] img');
      expect(cover.top).toBeLessThan(viewport.height);
      // The fields that used to push the button down come after it.
      for (const field of ['keywords', 'toc', 'description']) {
        const locator = page.locator(`[data-detail] [data-field="${field}"]`);
        if ((await locator.count()) === 0) continue;
        expect((await boxOf(page, `[data-detail] [data-field="${field}"]`)).top).toBeGreaterThanOrEqual(
          name === 'phone' ? read.bottom : title.top,
        );
      }
      if ((await page.locator('[data-detail] [data-badge]').count()) > 0) {
        expect(overlaps(await boxOf(page, '[data-detail] [data-badge]'), cover)).toBe(false);
      }
      await screenshot(page, `content-detail-${name}`);
      await expectNoAxeViolations(page);
    });
  }
});

describe('shelves: one cover height, badges off the cover', () => {
  it('draws every cover of a shelf at one height and no badge over a cover (1280 and 375 px)', async () => {
    for (const viewport of [DESKTOP, MOBILE]) {
      const page = await openPage({ viewport });
      await page.goto(tenantUrl('demo'));
      await page.locator('[data-shelf] [data-card] img').first().waitFor();
      const shelves = await page.locator('[data-shelf]').evaluateAll((sections) =>
        sections.map((section) =>
          [...section.querySelectorAll('[data-card]')].map((card) => {
            const cover = card.querySelector('img, [role="img"]')?.parentElement?.getBoundingClientRect();
            const badge = card.querySelector('[data-badge]')?.getBoundingClientRect();
            return {
              cover: cover
                ? {
                    top: cover.top,
                    bottom: cover.bottom,
                    left: cover.left,
                    right: cover.right,
                    height: cover.height,
                  }
                : null,
              badge: badge
                ? {
                    top: badge.top,
                    bottom: badge.bottom,
                    left: badge.left,
                    right: badge.right,
                    height: badge.height,
                  }
                : null,
            };
          }),
        ),
      );
      expect(shelves.length).toBeGreaterThan(0);
      for (const cards of shelves) {
        const heights = cards.flatMap((c) => (c.cover ? [Math.round(c.cover.height)] : []));
        expect(new Set(heights).size, JSON.stringify(heights)).toBeLessThanOrEqual(1);
        for (const { cover, badge } of cards) {
          if (cover && badge) expect(overlaps(cover, badge)).toBe(false);
        }
      }
    }
  });
});
