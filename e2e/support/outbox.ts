/// <reference lib="dom" />
import type { OutboxMessage } from '@hondana/contract';
import type { Page } from 'playwright-core';
import { consoleToken } from './console.ts';
import { apiInPage } from './demo-books.ts';
import { baseUrl } from './tenants.ts';

/** How long a mail may take to appear: it is stored with the change that sends it, so at once. */
const MAIL_BOUND_MS = 30_000;

const linkIn = (text: string, part: string) =>
  text.match(/https?:\/\/\S+/g)?.find((link) => link.includes(part)) ?? null;

/**
 * The newest link containing `part` in a mail to `to`, read on the dev outbox screen of the path-mode
 * tenant `path` (the screen shows readers' mail, never staff's). Reloads until the mail is there.
 */
export async function portalMailLink(page: Page, path: string, to: string, part: string): Promise<string> {
  const deadline = Date.now() + MAIL_BOUND_MS;
  for (;;) {
    await page.goto(`${baseUrl()}/admin/dev/outbox?${new URLSearchParams({ path })}`);
    await page.locator('[data-page="dev-outbox"] h1').waitFor();
    await page
      .locator('[data-outbox-message], [data-page="dev-outbox"] [data-empty-state]')
      .first()
      .waitFor();
    const message = page.locator('[data-outbox-message]').filter({ hasText: to }).first();
    if ((await message.count()) > 0) {
      const href = await message.locator(`a[href*="${part}"]`).first().getAttribute('href');
      if (href) return href;
    }
    if (Date.now() > deadline) throw new Error(`no mail with a ${part} link to ${to} in ${path}'s outbox`);
    await page.waitForTimeout(1_000);
  }
}

/**
 * The newest link containing `part` in a mail to `to`, read from the platform's outbox
 * (`GET /mail-outbox/page`) as the system administrator signed in on `page`: staff's mail (an
 * administrator's invitation) is shown on no tenant's outbox screen.
 */
export async function staffMailLink(page: Page, to: string, part: string): Promise<string> {
  const token = await consoleToken(page);
  const deadline = Date.now() + MAIL_BOUND_MS;
  for (;;) {
    const answer = await apiInPage<{ content: OutboxMessage[] }>(
      page,
      '/mail-outbox/page?page=1&size=50',
      token,
    );
    if (answer.status !== 200) throw new Error(`GET /mail-outbox/page answered ${answer.status}`);
    const link = answer.data.content
      .filter((message) => message.to === to)
      .map((message) => linkIn(message.text, part))
      .find((found) => found !== null);
    if (link) return link;
    if (Date.now() > deadline)
      throw new Error(`no mail with a ${part} link to ${to} in the platform's outbox`);
    await page.waitForTimeout(1_000);
  }
}
