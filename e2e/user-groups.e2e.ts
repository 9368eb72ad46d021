import { randomBytes } from 'node:crypto';
import { catalogues } from '@hondana/i18n';
import { describe, expect, it } from 'vitest';
import {
  baseUrl,
  expectNoAxeViolations,
  MOBILE,
  openPage,
  screenshot,
  submitLogin,
} from './support/index.ts';

const texts = catalogues.en.contentAdmin.userGroups;
const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => values[key] ?? '');

/** The company admin's user groups, a password group's members put in and taken out. */
describe('user groups in the administration', () => {
  it('adds a password group, puts the demo reader in it, takes her out and deletes the group', async () => {
    const page = await openPage({ locale: 'en-US' });
    await page.goto(`${baseUrl()}/admin/login`);
    await page.locator('[data-page="admin-login"]').waitFor();
    await submitLogin(page, 'admin@demo.hondana.test', 'Demo-Admin-2026');
    await page.locator('[data-page="admin-home"]').waitFor();
    await page.locator('[data-nav="user-groups"]').click();
    await page.locator('[data-page="admin-user-groups"]').waitFor();

    const name = `Reading circle ${randomBytes(3).toString('hex')}`;
    await page.getByRole('button', { name: texts.add }).click();
    const form = page.locator('[data-user-group-form]');
    await form.getByRole('textbox', { name: texts.name }).fill(name);
    await form.getByText(texts.methods['1'], { exact: true }).click();
    await form.getByRole('textbox', { name: texts.maxUsers }).fill('5');
    await form.getByRole('button', { name: texts.save }).click();
    await form.waitFor({ state: 'detached' });

    const row = page.locator('[data-user-group]', { hasText: name });
    const open = row.getByRole('button', { name: fill(texts.memberList.open, { name, count: '0' }) });
    await open.waitFor();
    await expectNoAxeViolations(page);
    await open.click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(texts.memberList.empty).waitFor();
    await dialog.getByRole('textbox', { name: texts.memberList.search }).fill('reader@demo');
    const add = dialog.locator('[data-candidate] button').first();
    await add.waitFor();
    const readerName = (await dialog.locator('[data-candidate] p').first().textContent()) ?? '';
    await add.click();
    await dialog.locator('[data-member-list]').getByText(readerName, { exact: true }).waitFor();
    await dialog.getByText(fill(texts.memberList.added, { name: readerName })).waitFor();
    await screenshot(page, 'admin-user-group-members');
    await expectNoAxeViolations(page);

    // Out again, so the group is no longer in use (430) and can be deleted.
    await dialog
      .getByRole('button', { name: fill(texts.memberList.removeLabel, { name: readerName }) })
      .click();
    await dialog.getByText(texts.memberList.empty).waitFor();
    await dialog.getByRole('button', { name: texts.memberList.close }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await row.locator('[data-open-members]').textContent()).toBe('0');
    await page
      .getByRole('button', { name: fill(texts.delete, { name }) })
      .first()
      .click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: fill(texts.delete, { name }) })
      .click();
    await row.waitFor({ state: 'detached' });

    const phone = await openPage({ locale: 'en-US', viewport: MOBILE });
    await phone.goto(`${baseUrl()}/admin/login`);
    await phone.locator('[data-page="admin-login"]').waitFor();
    await submitLogin(phone, 'admin@demo.hondana.test', 'Demo-Admin-2026');
    await phone.locator('[data-page="admin-home"]').waitFor();
    await phone.goto(`${baseUrl()}/admin/user-groups`);
    // Demo Library has no user group of its own: the list says so once loaded.
    await phone.getByText(texts.empty).or(phone.locator('[data-user-group]').first()).waitFor();
    await expectNoAxeViolations(phone);
    await screenshot(phone, 'admin-user-groups-mobile');
  });
});
