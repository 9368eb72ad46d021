/// <reference lib="dom" />
import type { ReaderItem } from '@hondana/contract';
import { catalogues } from '@hondana/i18n';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  baseUrl,
  COMPANY_ADMIN,
  CONSOLE_WIDTHS,
  cookieToken,
  expectCleanScreen,
  expectNoAxeViolations,
  openPage,
  signInToConsole,
} from './support/index.ts';

const en = catalogues.en;

/** Adds a reader of its own as the signed-in company admin, so the change made here touches no one else's. */
async function addReader(page: Page, username: string): Promise<number> {
  const token = await cookieToken(page, 'hondana_token_admin');
  const answer = await page.evaluate(
    async ({ token, username }) => {
      const response = await fetch('/api/v1/reader/add', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-access-token': token ?? '' },
        body: JSON.stringify({ username, email: `${username}@demo.hondana.test`, fullName: 'Audit Before' }),
      });
      return (await response.json()) as { status: number; data: ReaderItem };
    },
    { token, username },
  );
  expect(answer.status).toBe(200);
  return answer.data.id;
}

/**
 * The audit trail in the browser: the Demo company admin changes a reader's name on its page, then finds
 * the change, before and after, in the reader's History and in the Audit trail list (opened at the side),
 * each screen axe clean and as wide as the screen.
 */
describe('the audit trail', () => {
  for (const [name, viewport] of CONSOLE_WIDTHS) {
    it(`a reader's change shows in its history and in the audit list at ${name} px`, async () => {
      const page = await openPage({ locale: 'en-US', viewport });
      await signInToConsole(page, COMPANY_ADMIN.login, COMPANY_ADMIN.password);
      const id = await addReader(page, `audit-e2e-${name}-${Date.now()}`);
      const after = `Audit After ${name}`;

      await page.goto(`${baseUrl()}/admin/readers/${id}`);
      const detail = page.locator(`[data-page="admin-reader-detail"][data-reader="${id}"]`);
      await detail.waitFor();
      await detail.getByRole('button', { name: en.readerAdmin.detail.edit, exact: true }).click();
      const form = page.locator('[data-reader-form]');
      await form.locator('input[name="fullName"]').fill(after);
      await form.locator('button[type="submit"]').click();
      await form.waitFor({ state: 'detached' });
      await detail.getByRole('heading', { level: 1, name: after }).waitFor();

      const history = detail.locator('[data-audit-history="reader"]');
      const toggle = history.getByRole('button', { name: en.auditAdmin.history.title });
      expect(await toggle.getAttribute('aria-expanded')).toBe('false');
      await toggle.press('Enter');
      const change = history.locator('[data-audit-event]').first().locator('[data-field="fullName"]');
      await change.waitFor();
      expect(await change.locator('[data-side="before"]').textContent()).toBe('Audit Before');
      expect(await change.locator('[data-side="after"]').textContent()).toBe(after);
      const newest = history.locator('[data-audit-event]').first();
      expect(await newest.textContent()).toContain(en.auditAdmin.actions.update);
      expect(await newest.textContent()).toContain('admin@demo.hondana.test');
      await expectCleanScreen(page);

      await page.goto(`${baseUrl()}/admin/audit?entity=reader&action=update`);
      const list = page.locator('[data-page="admin-audit"]');
      const row = list
        .locator('[data-audit-row]')
        .filter({ hasText: `${en.auditAdmin.entities.reader} ${id}` })
        .first();
      await row.waitFor();
      await expectCleanScreen(page);
      const rowId = await row.getAttribute('data-audit-row');
      await row
        .getByRole('button', { name: en.auditAdmin.list.openLabel.replace('{{id}}', rowId ?? '') })
        .click();
      const drawer = page.locator(`[data-audit-drawer="${rowId}"]`);
      const field = drawer.locator('[data-field="fullName"]');
      await field.waitFor();
      expect(await field.locator('[data-side="after"]').textContent()).toBe(after);
      await expectNoAxeViolations(page);
      await page.keyboard.press('Escape');
      await drawer.waitFor({ state: 'detached' });
    });
  }
});
