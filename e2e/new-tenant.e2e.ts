/// <reference lib="dom" />
import { randomBytes } from 'node:crypto';
import type { Page, ViewportSize } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  accountMenu,
  apiInPage,
  baseUrl,
  CONSOLE_WIDTHS,
  type CsvRecord,
  consoleToken,
  downloadOf,
  expectCleanScreen,
  openPage,
  portalMailLink,
  readCsv,
  SYSTEM_ADMIN,
  signInToConsole,
  staffMailLink,
  submitLogin,
  waitForPortal,
  writeCsv,
} from './support/index.ts';

/**
 * The acceptance walk of the console: a company made from nothing through the screens alone. The system
 * admin creates it; its admin sets a password from the mailed link and sees only this company; imports
 * readers from a CSV file with refused rows, corrects and imports them; a reader sets a password from the
 * welcome mail and signs in on the new portal; the admin's command palette finds that reader; the audit
 * trail holds it all. At 1280 and 375 px, each screen axe clean and no wider than the phone.
 */

/** An import job of a few rows waits behind whatever the server's worker is doing on a busy machine. */
const JOB_BOUND_MS = 180_000;
const WALK_TIMEOUT_MS = 900_000;
const ADMIN_PASSWORD = 'Walk-Admin-2026-Pass';
const READER_PASSWORD = 'Walk-Reader-2026-Pass';

interface Tenant {
  name: string;
  path: string;
  adminEmail: string;
  readerEmail: (n: number) => string;
}

function newTenant(width: string): Tenant {
  const suffix = randomBytes(3).toString('hex');
  const path = `walk${width}${suffix}`;
  return {
    name: `Walk ${width} ${suffix}`,
    path,
    adminEmail: `admin@${path}.hondana.test`,
    readerEmail: (n) => `reader${n}@${path}.hondana.test`,
  };
}

/** Step 1: the system admin creates the company through Companies → Add; answers its id. */
async function createCompany(system: Page, tenant: Tenant): Promise<number> {
  await signInToConsole(system, SYSTEM_ADMIN.login, SYSTEM_ADMIN.password);
  await expectCleanScreen(system);
  await system.locator('[data-admin-nav] [data-nav="companies"]').click();
  await system.locator('[data-page="companies"] [data-company-row]').first().waitFor();
  await expectCleanScreen(system);
  await system.locator('[data-page="companies"] a[href$="/admin/companies/new"]').click();
  const form = system.locator('[data-company-create-form]');
  await form.waitFor();
  await expectCleanScreen(system);
  await form.locator('input[name="name"]').fill(tenant.name);
  await form.locator('input[name="service.name"]').fill(`${tenant.name} library`);
  await form.locator('input[name="service.path"]').fill(tenant.path);
  await form.locator('input[name="admin.email"]').fill(tenant.adminEmail);
  await form.locator('input[name="admin.fullName"]').fill(`${tenant.name} admin`);
  await form.locator('button[type="submit"]').click();
  const created = system.locator('[data-company-created]');
  await created.waitFor();
  await expect.poll(() => created.textContent()).toContain(tenant.adminEmail);
  await expectCleanScreen(system);
  return Number(await created.getAttribute('data-company-created'));
}

/** Step 2: the admin sets a password from the invitation (used once), signs in, is held to the company. */
async function adminJoins(system: Page, admin: Page, tenant: Tenant, companyId: number): Promise<void> {
  const link = await staffMailLink(system, tenant.adminEmail, '/admin/reset-password');
  await admin.goto(link);
  const form = admin.locator('[data-page="reset-password"] form');
  await form.waitFor();
  await expectCleanScreen(admin);
  await form.locator('input[name="newPassword"]').fill(ADMIN_PASSWORD);
  await form.locator('input[name="confirmPassword"]').fill(ADMIN_PASSWORD);
  await form.locator('button[type="submit"]').click();
  await admin.locator('[data-page="admin-login"]').waitFor();
  await expectCleanScreen(admin);

  await admin.goto(link);
  await admin.locator('[data-page="reset-password"] [data-reset-link="invalid"]').waitFor();
  await expectCleanScreen(admin);

  await signInToConsole(admin, tenant.adminEmail, ADMIN_PASSWORD);
  await admin.locator('[data-admin-nav] [data-nav="readers"]').waitFor();
  await expectCleanScreen(admin);
  expect(await admin.locator('[data-admin-nav] [data-nav="companies"]').count()).toBe(0);
  await admin.locator('[data-admin-nav] [data-nav="readers"]').click();
  await admin.locator('[data-page="admin-readers"] [data-empty-state]').waitFor();
  const ownReaders = `/admin/c/${companyId}/readers`;
  expect(new URL(admin.url()).pathname).toBe(ownReaders);
  expect(await admin.locator('[data-acting-company]').getAttribute('data-acting-company')).toBe(
    String(companyId),
  );
  expect(await admin.locator('[data-change-company], [data-company-picker]').count()).toBe(0);
  await expectCleanScreen(admin);

  // Another company's address (the demo company's readers) lands on the admin's own readers.
  const demo = await apiInPage<{ content: { id: number; name: string }[] }>(
    system,
    '/company/page?page=1&size=5&keyword=Demo%20Library',
    await consoleToken(system),
  );
  const demoId = demo.data.content.find((company) => company.name === 'Demo Library')?.id;
  expect(demoId).toBeTypeOf('number');
  await admin.goto(`${baseUrl()}/admin/c/${demoId}/readers`);
  await admin.locator('[data-page="admin-readers"] [data-empty-state]').waitFor();
  expect(new URL(admin.url()).pathname).toBe(ownReaders);
}

/** The import page's check of `file`: waits for its preview and answers the run's id. */
async function checkFile(admin: Page, file: string): Promise<string> {
  await admin.locator('input[name="csv"]').setInputFiles(file);
  await admin.locator('[data-check-csv]').click();
  const run = admin.locator('[data-import-run][data-import-status="previewed"]');
  await run.waitFor();
  await admin.locator('[data-import-rows] [data-import-row]').first().waitFor();
  return (await run.getAttribute('data-import-run')) ?? '';
}

/**
 * Starts the previewed import and follows it to its end: the page shows it running (its progress) before
 * it says it is done. Every status the page shows is recorded as it appears, however briefly.
 */
async function importChecked(admin: Page, runId: string): Promise<void> {
  await admin.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { importStatuses: string[] }).importStatuses = seen;
    const note = () => {
      const status = document.querySelector('[data-import-status]')?.getAttribute('data-import-status');
      if (status && seen.at(-1) !== status) seen.push(status);
    };
    new MutationObserver(note).observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['data-import-status'],
    });
  });
  await admin.locator('[data-start-import]').click();
  await admin
    .locator(`[data-import-run="${runId}"][data-import-status="succeeded"]`)
    .waitFor({ timeout: JOB_BOUND_MS });
  const seen = await admin.evaluate(() => (window as unknown as { importStatuses: string[] }).importStatuses);
  expect(seen.filter((status) => status !== 'previewed')).toEqual(['running', 'succeeded']);
}

const outcomeOf = (admin: Page, row: number) =>
  admin.locator(`[data-import-row="${row}"]`).getAttribute('data-outcome');
const problemsOf = (admin: Page, row: number) =>
  admin.locator(`[data-import-row="${row}"] td`).nth(3).textContent();

/** Step 3: the CSV import with refused rows, their download corrected, and the readers in the list. */
async function importReaders(admin: Page, tenant: Tenant): Promise<void> {
  const reader = (username: string, email: string, fullName: string): CsvRecord => ({
    username,
    email,
    fullName,
  });
  const first = writeCsv('readers.csv', [
    reader('walker01', tenant.readerEmail(1), 'Walker One'),
    reader('walker02', tenant.readerEmail(2), 'Walker Two'),
    reader('walker01', tenant.readerEmail(3), 'Walker Three'),
    reader('walker04', 'not-an-address', 'Walker Four'),
    reader('walker05', tenant.readerEmail(5), ''),
  ]);
  await admin.locator('[data-page="admin-readers"] a[href$="/readers/import"]').click();
  await admin.locator('[data-reader-template]').waitFor();
  await expectCleanScreen(admin);

  const firstRun = await checkFile(admin, first);
  for (const row of [2, 3]) expect(await outcomeOf(admin, row)).toBe('create');
  for (const row of [4, 5, 6]) expect(await outcomeOf(admin, row)).toBe('refused');
  expect(await problemsOf(admin, 4)).toMatch(/^username: /);
  expect(await problemsOf(admin, 5)).toMatch(/^email: /);
  expect(await problemsOf(admin, 6)).toMatch(/^fullName: /);
  await expectCleanScreen(admin);

  await importChecked(admin, firstRun);
  for (const row of [2, 3]) await expect.poll(() => outcomeOf(admin, row)).toBe('created');
  await expectCleanScreen(admin);

  const refusedFile = await downloadOf(
    admin,
    () => admin.locator('[data-refused-csv]').click(),
    'refused.csv',
  );
  const refused = readCsv(refusedFile);
  expect(refused.map((record) => record.row)).toEqual(['4', '5', '6']);
  for (const record of refused) expect(record.reason).not.toBe('');
  // The download, corrected, imports again as it is (its row and reason columns are ignored).
  const fixes: Record<string, CsvRecord> = {
    '4': { username: 'walker03' },
    '5': { email: tenant.readerEmail(4) },
    '6': { fullName: 'Walker Five' },
  };
  const corrected = writeCsv(
    'readers-corrected.csv',
    refused.map((record) => ({ ...record, ...fixes[record.row ?? ''] })),
  );
  const secondRun = await checkFile(admin, corrected);
  for (const row of [2, 3, 4]) expect(await outcomeOf(admin, row)).toBe('create');
  await importChecked(admin, secondRun);
  for (const row of [2, 3, 4]) await expect.poll(() => outcomeOf(admin, row)).toBe('created');
  await expectCleanScreen(admin);

  await admin.locator('[data-page="admin-reader-import"] a[href$="/readers"]').click();
  const readers = admin.locator('[data-page="admin-readers"] [data-reader]');
  await readers.first().waitFor();
  await expect.poll(() => readers.count()).toBe(5);
  for (const n of [1, 2, 3, 4, 5]) {
    await admin.locator('[data-page="admin-readers"]').getByText(tenant.readerEmail(n)).waitFor();
  }
  await expectCleanScreen(admin);
}

/** Step 4: a reader sets a password from the welcome mail and signs in on the company's portal. */
async function readerSignsIn(reader: Page, tenant: Tenant): Promise<void> {
  const email = tenant.readerEmail(1);
  const link = await portalMailLink(reader, tenant.path, email, 'reset-password');
  await expectCleanScreen(reader);
  expect(new URL(link).pathname).toBe(`/${tenant.path}/reset-password`);
  await reader.goto(link);
  const form = reader.locator('[data-page="reset-password"] form');
  await form.waitFor();
  await expectCleanScreen(reader);
  await form.locator('input[name="newPassword"]').fill(READER_PASSWORD);
  await form.locator('input[name="confirmPassword"]').fill(READER_PASSWORD);
  await form.locator('button[type="submit"]').click();
  await reader.locator('[data-page="login"]').waitFor();
  expect(new URL(reader.url()).pathname).toBe(`/${tenant.path}/login`);
  await expectCleanScreen(reader);
  await submitLogin(reader, email, READER_PASSWORD);
  await reader.locator('[data-page="login"]').waitFor({ state: 'detached' });
  await waitForPortal(reader);
  await accountMenu(reader).waitFor();
  await reader.locator('[data-home]').waitFor();
  expect(new URL(reader.url()).pathname.replace(/\/$/, '')).toBe(`/${tenant.path}`);
  await expectCleanScreen(reader);
}

/** Step 5: the command palette, opened from the keyboard, finds a reader by name and opens its page. */
async function paletteFindsReader(admin: Page, companyId: number): Promise<void> {
  await admin.locator('main h1').click();
  await admin.keyboard.press('Control+K');
  const search = admin.locator('[data-palette-search]');
  await search.waitFor();
  await search.pressSequentially('Walker One');
  const found = admin.locator('[data-palette-item^="reader:"]').filter({ hasText: 'Walker One' });
  await found.waitFor();
  await expectCleanScreen(admin);
  const readerId = ((await found.getAttribute('data-palette-item')) ?? '').replace('reader:', '');
  // Down the list from the search box until the reader is the chosen item, then Enter opens it.
  for (let step = 0; step < 10 && (await found.getAttribute('data-selected')) === null; step += 1) {
    await admin.keyboard.press('ArrowDown');
  }
  expect(await found.getAttribute('data-selected')).not.toBeNull();
  await admin.keyboard.press('Enter');
  await admin.locator(`[data-page="admin-reader-detail"][data-reader="${readerId}"]`).waitFor();
  expect(new URL(admin.url()).pathname).toBe(`/admin/c/${companyId}/readers/${readerId}`);
  await expectCleanScreen(admin);
}

type AuditRow = { entity: string; entityId: string; action: string };

/** Step 6: the trail holds the company's creation, its admin's invitation and the imported readers. */
async function expectAudited(admin: Page, companyId: number): Promise<void> {
  const token = await consoleToken(admin);
  const page = (query: string) =>
    apiInPage<{ content: AuditRow[]; totalElements: number }>(
      admin,
      `/audit/page?page=1&size=50&${query}`,
      token,
    );
  const company = await page(`entity=company&entityId=${companyId}`);
  expect(company.status).toBe(200);
  expect(company.data.content.map((row) => row.action)).toContain('create');
  const invited = await page('entity=companyAdmin&action=invite');
  expect(invited.data.totalElements).toBe(1);
  const imported = await page('entity=user&action=reader.import.add');
  expect(imported.data.totalElements).toBe(5);
}

async function walk(viewport: ViewportSize, width: string): Promise<void> {
  const tenant = newTenant(width);
  const system = await openPage({ locale: 'en-US', viewport });
  const companyId = await createCompany(system, tenant);
  const admin = await openPage({ locale: 'en-US', viewport });
  await adminJoins(system, admin, tenant, companyId);
  await importReaders(admin, tenant);
  const reader = await openPage({ locale: 'en-US', viewport });
  await readerSignsIn(reader, tenant);
  await paletteFindsReader(admin, companyId);
  await expectAudited(admin, companyId);
}

describe('a new tenant from nothing, through the console', () => {
  for (const [width, viewport] of CONSOLE_WIDTHS) {
    it(
      `at ${width} px: company, its admin, a readers import, a reader on the new portal and in the palette`,
      async () => {
        await walk(viewport, width);
      },
      WALK_TIMEOUT_MS,
    );
  }
});
