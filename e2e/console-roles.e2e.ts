/// <reference lib="dom" />
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  baseUrl,
  COMPANY_ADMIN,
  CONSOLE_WIDTHS,
  consoleMenu,
  expectCleanScreen,
  openConsolePage,
  openPage,
  SERVICE_ADMIN,
  SYSTEM_ADMIN,
  signInToConsole,
} from './support/index.ts';

interface Role {
  name: string;
  account: { login: string; password: string };
  /** Brings the admin to the scope its pages act on; the system admin picks the Demo company. */
  enter?: (page: Page) => Promise<void>;
  /** A console page the role's abilities do not open (console-pages.ts), by its bare address. */
  refused?: string;
}

const roles: Role[] = [
  {
    name: 'the system admin acting on the Demo company',
    account: SYSTEM_ADMIN,
    enter: async (page) => {
      await page.goto(`${baseUrl()}/admin/companies?keyword=Demo%20Library`);
      await page.locator('[data-company-row] a', { hasText: 'Demo Library' }).first().click();
      await page.waitForURL(/\/admin\/c\/\d+\//);
      // The menu names the chosen company in its company pages' addresses once it has drawn for it.
      await page
        .locator('[data-admin-nav] a[data-nav="user-groups"][href^="/admin/c/"]')
        .waitFor({ state: 'attached' });
    },
  },
  { name: 'the Demo company admin', account: COMPANY_ADMIN, refused: '/admin/companies' },
  { name: 'a Demo service admin', account: SERVICE_ADMIN, refused: '/admin/staff' },
];

/** The address without the company and service it acts on: `/admin/c/1/s/2/staff` → `/admin/staff`. */
const scopeFree = (path: string) => path.replace(/^\/admin\/c\/\d+(\/s\/\d+)?/, '/admin');

/**
 * Every page the console's menu lists for each staff role, at desktop and phone width: it draws its
 * heading, is axe clean and as wide as the screen; a page the role may not open sends it to the home.
 */
describe('the console’s pages for each staff role', () => {
  for (const role of roles) {
    for (const [width, viewport] of CONSOLE_WIDTHS) {
      it(`${role.name}: every page of the menu at ${width} px`, async () => {
        const page = await openPage({ locale: 'en-US', viewport });
        await signInToConsole(page, role.account.login, role.account.password);
        await role.enter?.(page);
        const menu = await consoleMenu(page);
        expect(menu.map((entry) => entry.id)).toContain('home');
        expect(menu.length).toBeGreaterThan(1);
        for (const entry of menu) {
          await openConsolePage(page, entry.path);
          // A system admin's page of one service first asks for the service (the Demo company has one).
          expect(scopeFree(new URL(page.url()).pathname), entry.id).toBe(scopeFree(entry.path));
          await expectCleanScreen(page);
        }
        if (role.refused) {
          expect(menu.map((entry) => entry.path)).not.toContain(role.refused);
          await page.goto(`${baseUrl()}${role.refused}`);
          await page.locator('[data-page="admin-home"]').waitFor();
          expect(new URL(page.url()).pathname).toBe('/admin');
        }
      }, 180_000);
    }
  }
});
