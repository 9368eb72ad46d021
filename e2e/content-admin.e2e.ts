import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { catalogues } from '@hondana/i18n';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  baseUrl,
  expectNoAxeViolations,
  MOBILE,
  openPage,
  screenshot,
  submitLogin,
} from './support/index.ts';

const en = catalogues.en;
const samples = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../apps/server/test/fixtures/corpus-sample',
);
const PDF = 'doc_3_3_pages.pdf';
const EPUB = 'hefty-water.epub';
/**
 * Processing happens in a job: a small book takes a second or two. The demo catalogue queued at start
 * (about 100 books) yields to administrators' uploads (jobs priority), so an upload waits at most for
 * the demo books already being read: both were published about 4 s after sending (measured right after
 * the server's start); the limit leaves room for a slow, shared machine.
 */
const PROCESSING_TIMEOUT_MS = 60_000;

async function loginAsCompanyAdmin(page: Page) {
  await page.goto(`${baseUrl()}/admin/login`);
  await page.locator('[data-page="admin-login"]').waitFor();
  await submitLogin(page, 'admin@demo.hondana.test', 'Demo-Admin-2026');
  await page.locator('[data-page="admin-home"]').waitFor();
}

async function openContents(page: Page) {
  await page.locator('[data-admin-nav] [data-nav="contents"]').click();
  await page.locator('[data-page="admin-contents"] [data-total]').waitFor();
}

/** The rows of the list (table or cards) whose title is `title`. */
const rowOf = (page: Page, title: string) =>
  page.locator('[data-content-row]').filter({ has: page.locator('[data-content-link]', { hasText: title }) });

describe('content administration', () => {
  it(
    'uploads a PDF and an EPUB with progress, sees them processed, edits one and exports CSV',
    async () => {
      const page = await openPage({ locale: 'en-US' });
      await loginAsCompanyAdmin(page);
      await openContents(page);
      await expectNoAxeViolations(page);

      const suffix = randomBytes(3).toString('hex');
      const titles = { [PDF]: `E2E PDF ${suffix}`, [EPUB]: `E2E EPUB ${suffix}` };
      await page.locator('[data-open-upload]').click();
      const dialog = page.getByRole('dialog');
      await dialog.waitFor();
      await dialog
        .locator('input[type="file"]')
        .setInputFiles([path.join(samples, PDF), path.join(samples, EPUB)]);
      for (const [name, title] of Object.entries(titles))
        await dialog.locator(`[data-upload-item="${name}"] input[data-upload-title]`).fill(title);
      await expectNoAxeViolations(page);

      const answers = Promise.all(
        [0, 1].map(() =>
          page.waitForResponse(
            (r) => r.url().includes('/api/v1/content/upload-add') && r.request().method() === 'POST',
          ),
        ),
      );
      await dialog.locator('[data-send-uploads]').click();
      const created = await Promise.all((await answers).map((r) => r.json()));
      // The server answers at once, the file still to be processed.
      for (const envelope of created) {
        expect(envelope.status).toBe(200);
        expect(envelope.data.state).toBe('processing');
      }
      for (const name of [PDF, EPUB]) {
        const item = dialog.locator(`[data-upload-item="${name}"][data-upload-status="success"]`);
        await item.waitFor();
        expect(await item.getAttribute('data-percent')).toBe('100');
        expect(await item.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
      }
      await screenshot(page, 'content-admin-upload-dialog');
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });

      // Both rows are found by the search and turn published by themselves (the page polls while processing).
      await page.locator('[data-content-filters] input[name="text"]').fill(suffix);
      await page.locator('[data-content-filters] input[name="text"]').press('Enter');
      await page.waitForURL((url) => url.searchParams.get('text') === suffix);
      await page.locator('[data-total="2"]').waitFor();
      for (const title of Object.values(titles)) {
        await rowOf(page, title).waitFor();
        await rowOf(page, title)
          .and(page.locator('[data-state="published"]'))
          .waitFor({ timeout: PROCESSING_TIMEOUT_MS });
      }
      const pdfRow = rowOf(page, titles[PDF]);
      const cellOf = async (column: string) => {
        const headers = await page.locator('[data-page="admin-contents"] thead th').allTextContents();
        const index = headers.findIndex((text) => text.trim() === column);
        expect(index, column).toBeGreaterThanOrEqual(0);
        return pdfRow.locator('td').nth(index).textContent();
      };
      expect(await cellOf(en.contentAdmin.list.column.file)).toBe(en.contentAdmin.fileKind.pdf);
      expect(await cellOf(en.contentAdmin.list.column.pages)).toBe('3');
      await screenshot(page, 'content-admin-list');

      // Edit fields and a group (by name) and save; the values are there after a reload.
      await pdfRow.locator('[data-content-link]').click();
      const form = page.locator('form[data-content-form="update"]');
      await form.waitFor();
      await form.locator('input[name="series"]').fill(`E2E series ${suffix}`);
      await form.locator('input[name="param1"]').fill(`E2E param ${suffix}`);
      await form.getByRole('combobox', { name: en.contentAdmin.field.contentGroups }).click();
      await page.getByRole('option', { name: 'Business', exact: true }).click();
      await page.keyboard.press('Escape');
      await expectNoAxeViolations(page);
      await form.locator('[data-save-content]').click();
      const toast = page.locator('[data-toast="success"]', { hasText: en.api.update['200'] });
      await toast.waitFor();
      await expectNoAxeViolations(page);
      // The delete confirmation names the content; Escape keeps it.
      await page.locator('[data-delete-content]').click();
      const confirm = page.getByRole('dialog');
      await confirm.waitFor();
      expect(await confirm.textContent()).toContain(titles[PDF]);
      await expectNoAxeViolations(page);
      await page.keyboard.press('Escape');
      await confirm.waitFor({ state: 'detached' });
      await page.reload();
      await page.locator('form[data-content-form="update"] input[name="contentGroupIds"]').waitFor({
        state: 'attached',
      });
      expect(await page.locator('input[name="series"]').inputValue()).toBe(`E2E series ${suffix}`);
      expect(await page.locator('input[name="param1"]').inputValue()).toBe(`E2E param ${suffix}`);
      const groupPills = page.locator(
        '[data-page="admin-content"] .mantine-MultiSelect-root .mantine-Pill-label',
      );
      expect(await groupPills.allTextContents()).toEqual(['Business']);

      // Emptying a field clears it (sent as null): still empty after a reload, the rest unchanged.
      await page.locator('input[name="param1"]').fill('');
      const updating = page.waitForResponse((r) => r.url().includes('/api/v1/content/update/'));
      await page.locator('[data-save-content]').click();
      const updated = await updating;
      expect(updated.request().postDataJSON()).toEqual({ param1: null });
      expect((await updated.json()).data.param1).toBeNull();
      await page.reload();
      await page.locator('form[data-content-form="update"]').waitFor();
      expect(await page.locator('input[name="param1"]').inputValue()).toBe('');
      expect(await page.locator('input[name="series"]').inputValue()).toBe(`E2E series ${suffix}`);

      // CSV export: UTF-8 with a byte-order mark, a header row, the new rows in it.
      await page.goto(`${baseUrl()}/admin/contents`);
      await page.locator('[data-page="admin-contents"] [data-total]').waitFor();
      const downloading = page.waitForEvent('download');
      await page.locator('[data-export-csv]').click();
      const download = await downloading;
      expect(download.suggestedFilename()).toMatch(/^contents-\d{8}\.csv$/);
      const stream = await download.createReadStream();
      const chunks: Buffer[] = [];
      for await (const chunk of stream) chunks.push(chunk as Buffer);
      const bytes = Buffer.concat(chunks);
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const text = bytes.subarray(3).toString('utf8');
      const header = text.split(/\r?\n/)[0] ?? '';
      expect(header.split(',').slice(0, 2)).toEqual(['contentCode', 'title']);
      expect(text).toContain(titles[PDF]);
      expect(text).toContain(`E2E series ${suffix}`);
    },
    PROCESSING_TIMEOUT_MS + 60_000,
  );

  it('names a refused file (761) in the upload dialog, axe clean', async () => {
    const page = await openPage({ locale: 'en-US' });
    await loginAsCompanyAdmin(page);
    await openContents(page);
    await page.locator('[data-open-upload]').click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    // A .pdf by its name, plain text by its bytes: the server types files by their bytes.
    await dialog.locator('input[type="file"]').setInputFiles({
      name: 'not-a-book.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('This is plain text, not a PDF.\n'),
    });
    const answer = page.waitForResponse((r) => r.url().includes('/api/v1/content/upload-add'));
    await dialog.locator('[data-send-uploads]').click();
    expect((await (await answer).json()).status).toBe(761);
    const refused = dialog.locator('[data-upload-item="not-a-book.pdf"][data-upload-status="error"]');
    await refused.waitFor();
    expect(await refused.textContent()).toContain(en.api.error['761']);
    await expectNoAxeViolations(page);
    await screenshot(page, 'content-admin-upload-refused');
  });

  it('is usable and axe clean at 375 px: the list as cards, the upload dialog', async () => {
    const page = await openPage({ viewport: MOBILE, locale: 'en-US' });
    await loginAsCompanyAdmin(page);
    await openContents(page);
    await page.locator('[data-content-cards]').waitFor();
    expect(await page.locator('[data-content-table]').count()).toBe(0);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(375);
    await expectNoAxeViolations(page);
    await screenshot(page, 'content-admin-list-375');
    await page.locator('[data-open-upload]').click();
    await page.getByRole('dialog').waitFor();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
  });
});
