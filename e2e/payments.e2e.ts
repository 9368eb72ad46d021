/// <reference lib="dom" />
import type { Download, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  COMPANY_ADMIN,
  CONSOLE_WIDTHS,
  expectCleanScreen,
  loginThroughPage,
  openConsolePage,
  openPage,
  signInToConsole,
  tenantUrl,
} from './support/index.ts';

async function bytesOf(download: Download): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Clicks a receipt button and answers the PDF the browser saved. */
async function downloadReceipt(page: Page, button: ReturnType<Page['locator']>) {
  const downloading = page.waitForEvent('download');
  await button.click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^receipt-.+\.pdf$/);
  return bytesOf(download);
}

/**
 * Receipts in the browser: the demo subscriber (a paid first period, seeded through the ledger) finds the
 * payment in their history and downloads its receipt; the company admin finds it in the console's
 * payments, opens its receipt lines at the side and downloads it too. Each screen axe clean and no wider
 * than the screen, at desktop and phone width.
 */
describe('payments and receipts', () => {
  for (const [name, viewport] of CONSOLE_WIDTHS) {
    it(`the reader downloads a receipt from their payment history at ${name} px`, async () => {
      const page = await openPage({ locale: 'en-US', viewport });
      await loginThroughPage(
        page,
        tenantUrl('demo', '/login'),
        'reader@demo.hondana.test',
        'Demo-Reader-2026',
      );
      await page.goto(tenantUrl('demo', '/subscription/payments'));
      const history = page.locator('[data-payment-history]');
      await history.waitFor();
      await expectCleanScreen(page);
      const pdf = await downloadReceipt(page, history.locator('[data-download-receipt]').first());
      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    });

    it(`the company admin opens a payment's receipt and downloads it at ${name} px`, async () => {
      const page = await openPage({ locale: 'en-US', viewport });
      await signInToConsole(page, COMPANY_ADMIN.login, COMPANY_ADMIN.password);
      await openConsolePage(page, '/admin/payments');
      await expectCleanScreen(page);
      const first = page.locator('[data-payment-row]').first();
      await first.getByRole('button').last().click();
      const drawer = page.locator('[data-payment-drawer]');
      await drawer.locator('[data-payment-receipt]').waitFor();
      await expectCleanScreen(page);
      const pdf = await downloadReceipt(page, drawer.locator('[data-download-receipt]'));
      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    });
  }
});
