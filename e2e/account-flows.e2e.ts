/// <reference lib="dom" />
import { createHash, randomBytes } from 'node:crypto';
import { catalogues } from '@hondana/i18n';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  accountMenu,
  baseUrl,
  expectNoAxeViolations,
  loginThroughPage,
  MOBILE,
  openPage,
  pathOf,
  registerDemoReader,
  screenshot,
  tenantUrl,
  waitForPortal,
} from './support/index.ts';

/** The account-flow defects a new user hit, each with a test that failed before the fix. */
const { en, ja, vn } = catalogues;

const cookieNames = async (page: Page) => (await page.context().cookies()).map((c) => c.name);
const PASSWORD = 'Flow-Reader-2026';

/** Registers a fresh Demo Library reader, confirms it by its mail and signs in (profile language ja). */
const registerReader = (page: Page) =>
  registerDemoReader(page, { prefix: 'flow', password: PASSWORD, fullName: 'Flow Reader' });

const htmlLang = (page: Page) => page.evaluate(() => document.documentElement.lang);

describe('login entry points', () => {
  it('the header login on /login focuses the form, and no dialog follows to the next page', async () => {
    const page = await openPage();
    await page.goto(tenantUrl('demo', '/login'));
    await page.locator('[data-page="login"]').waitFor();
    await page.getByRole('button', { name: ja.chrome.header.login }).first().click();
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('identifier');
    await page.locator('[data-page="login"] a[href$="/register"]').click();
    await page.locator('[data-page="register"]').waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
  });

  it('sends a signed-in reader away from /register, as from /login', async () => {
    const page = await openPage();
    await registerReader(page);
    await page.goto(tenantUrl('demo', '/register'));
    await waitForPortal(page);
    await expect.poll(() => pathOf(page)).toMatch(/^\/demo\/?$/);
    expect(await page.locator('[data-page="register"]').count()).toBe(0);
  });

  it('signs a Campus visitor in by their network address on the first visit, as the network’s IP user', async () => {
    const page = await openPage();
    await page.goto(tenantUrl('campus'));
    await waitForPortal(page);
    // The browser test's address (127.0.0.1) is in the demo Campus network (127.0.0.0/8, auto login).
    await expect.poll(() => accountMenu(page).textContent(), { timeout: 15_000 }).toContain('Campus network');
    // Signed in, the portal leaves its login page for the home (a visitor's first route may be /login).
    await expect.poll(() => pathOf(page), { timeout: 15_000 }).toBe('/campus');
    expect(await cookieNames(page)).toContain('hondana_token_campus');
    // The home drawn for the IP user (its sidebar), not the loading skeleton, is what axe reads.
    await page.locator('aside').first().waitFor({ timeout: 15_000 });
    await expectNoAxeViolations(page);
    // IP users have no profile.
    await accountMenu(page).click();
    await page.getByRole('menuitem', { name: vn.chrome.header.logout }).waitFor();
    expect(await page.getByRole('menuitem', { name: vn.chrome.header.profile }).count()).toBe(0);
  });

  it('offers the login-by-IP button on Campus’s login page, which signs in without a password', async () => {
    const page = await openPage({ viewport: MOBILE });
    await page.goto(tenantUrl('campus', '/login'));
    await page.locator('[data-page="login"] form').waitFor();
    // The login page is where a student goes for their own account: no automatic IP login there.
    expect(await cookieNames(page)).not.toContain('hondana_token_campus');
    const button = page.getByRole('button', { name: vn.accounts.login.byIp });
    await button.waitFor();
    await screenshot(page, 'campus-login-by-ip-mobile');
    await expectNoAxeViolations(page);
    await button.click();
    await page.locator('[data-page="login"]').waitFor({ state: 'detached' });
    await expect.poll(() => accountMenu(page).textContent()).toContain('Campus network');
    // Books Domain does not log in by IP: no divider, no button.
    const books = await openPage();
    await books.goto(tenantUrl('books', '/login'));
    await books.locator('[data-page="login"] form').waitFor();
    expect(await books.locator('[data-login-by-ip]').count()).toBe(0);
  });

  it('gives the e-mail login of an EMAIL tenant an e-mail field, and keeps text where a username works', async () => {
    const page = await openPage({ viewport: MOBILE });
    await page.goto(tenantUrl('books', '/login'));
    const field = page.locator('[data-page="login"] input[name="identifier"]');
    await field.waitFor();
    expect(await field.getAttribute('type')).toBe('email');
    await page.goto(tenantUrl('demo', '/login'));
    await page.locator('[data-page="login"] input[name="identifier"]').waitFor();
    expect(await page.locator('[data-page="login"] input[name="identifier"]').getAttribute('type')).toBe(
      'text',
    );
  });
});

describe('scroll position', () => {
  it('opens every page at the top, and back restores where the page was left', async () => {
    const page = await openPage({ viewport: { width: 1280, height: 360 } });
    await page.goto(tenantUrl('demo', '/login'));
    await page.locator('[data-page="login"] form').waitFor();
    const bottom = await page.evaluate(() => {
      window.scrollTo(0, document.documentElement.scrollHeight);
      return window.scrollY;
    });
    expect(bottom).toBeGreaterThan(200);
    await page.locator('[data-page="login"] a[href$="/register"]').click();
    await page.locator('[data-page="register"] form').waitFor();
    // The register page is tall enough to keep the old position, so only a reset explains a zero.
    const room = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
    expect(room).toBeGreaterThan(bottom);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await page.locator('[data-page="login"] form').waitFor();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(bottom);
  });
});

describe('the portal root and dead ends', () => {
  it('lists the demo libraries and the admin site at / in the browser’s language', async () => {
    const page = await openPage({ locale: 'en-US' });
    await page.goto(`${baseUrl()}/`);
    const list = page.locator('[data-portal-list]');
    await list.waitFor();
    const names = await list.getByRole('link').allTextContents();
    expect(names).toEqual(['Demo Library', 'Open Shelf', 'Campus', 'Books Domain', 'Edu Campus']);
    expect(await list.getByRole('link', { name: 'Demo Library' }).getAttribute('href')).toBe(
      tenantUrl('demo'),
    );
    await page.locator('[data-admin-link]').waitFor();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(en.shell.portals.title);
    expect(await htmlLang(page)).toBe('en');
    expect(pathOf(page)).toBe('/');
    await expectNoAxeViolations(page);
    await screenshot(page, 'portal-root-desktop');
    await page.setViewportSize(MOBILE);
    await expectNoAxeViolations(page);
    await screenshot(page, 'portal-root-mobile');
  });

  it('leads /profile of the open tenant home, and draws its 404 in the frame with Home and Search', async () => {
    const page = await openPage({ viewport: MOBILE });
    await page.goto(tenantUrl('open', '/profile'));
    await waitForPortal(page);
    await expect.poll(() => pathOf(page)).toMatch(/^\/open\/?$/);
    expect(await page.locator('[data-page="profile"]').count()).toBe(0);

    await page.goto(tenantUrl('open', '/404'));
    const notFound = page.locator('[data-page="not-found"]');
    await notFound.waitFor();
    await page.locator('header').first().waitFor();
    await page.locator('footer').first().waitFor();
    await notFound.getByRole('link', { name: vn.shell.notFound.search }).waitFor();
    await notFound.getByRole('link', { name: vn.shell.notFound.home }).click();
    await expect.poll(() => pathOf(page)).toMatch(/^\/open\/?$/);
    await page.goto(tenantUrl('open', '/404'));
    await notFound.waitFor();
    await expectNoAxeViolations(page);
  });
});

describe('reader-only routes of the open tenant', () => {
  it('leads notifications, order, thank-you and subscription pages of the open tenant home (no login there)', async () => {
    const page = await openPage({ viewport: MOBILE });
    for (const path of ['/notifications', '/order-entry/1', '/thank-you', '/subscription']) {
      await page.goto(tenantUrl('open', path));
      await waitForPortal(page);
      await expect.poll(() => pathOf(page)).toMatch(/^\/open\/?$/);
    }
  });
});

describe('reset link checked when the page opens', () => {
  it('reports a used or unknown link before anything is typed, and offers a new one', async () => {
    const page = await openPage();
    const token = randomBytes(32).toString('base64url');
    await page.goto(tenantUrl('demo', `/reset-password?token=${token}`));
    const invalid = page.locator('[data-reset-link="invalid"]');
    await invalid.waitFor();
    await invalid.getByText(ja.api.error['410']).waitFor();
    expect(await page.locator('[data-page="reset-password"] input[type="password"]').count()).toBe(0);
    await page.getByRole('link', { name: ja.accounts.reset.requestNew }).click();
    await page.locator('[data-page="forget-password"]').waitFor();
  });
});

describe('language and toasts of a signed-in reader', () => {
  it('keeps an explicit language choice over reload and on another device', async () => {
    const page = await openPage();
    const { email } = await registerReader(page);
    expect(await htmlLang(page)).toBe('ja');
    const saved = page.waitForResponse((r) => r.url().includes('/user/update/') && r.ok());
    await page
      .getByRole('button', {
        name: ja.chrome.language.label.replace('{{current}}', ja.chrome.language.names.ja),
      })
      .click();
    await page.getByRole('menuitemradio', { name: en.chrome.language.names.en }).click();
    await saved;
    await expect.poll(() => htmlLang(page)).toBe('en');

    const restored = page.waitForResponse((r) => r.url().includes('/auth/info') && r.ok());
    await page.reload();
    await restored;
    await accountMenu(page).waitFor();
    expect(await htmlLang(page)).toBe('en');

    const other = await openPage();
    await loginThroughPage(other, tenantUrl('demo', '/login'), email, PASSWORD);
    await accountMenu(other).waitFor();
    await expect.poll(() => htmlLang(other)).toBe('en');
  });

  it('shows a success toast with its icon, and closed older sessions as a warning', async () => {
    const page = await openPage();
    const { email } = await registerReader(page);
    await page.goto(tenantUrl('demo', '/profile'));
    const settings = page.locator('[data-profile-section="settings"]');
    await settings.locator('button[type="submit"]').click();
    await page.locator('[data-toast="success"] .mantine-Notification-icon svg').first().waitFor();

    const password_hash = createHash('sha256').update(PASSWORD).digest('hex');
    for (let i = 0; i < 3; i += 1) {
      const answer = await page.request.post(`${baseUrl()}/api/v1/auth/login?domain=localhost&path=demo`, {
        data: { email, password_hash, keep_login: false, login_type: 4, domain: 'localhost', path: 'demo' },
      });
      expect(answer.ok()).toBe(true);
    }
    const other = await openPage();
    await loginThroughPage(other, tenantUrl('demo', '/login'), email, PASSWORD);
    const warning = other.locator('[data-toast="warning"]');
    await warning.waitFor();
    await warning.locator('.mantine-Notification-icon svg').waitFor();
    expect(await other.locator('[data-toast="error"]').count()).toBe(0);
  });

  it('shows the username on the profile as text, not as a field', async () => {
    const page = await openPage({ viewport: MOBILE });
    const { username } = await registerReader(page);
    await page.goto(tenantUrl('demo', '/profile'));
    const shown = page.locator('[data-profile-section="settings"] [data-username]');
    await shown.waitFor();
    expect(await shown.textContent()).toContain(username);
    expect(await page.locator('[data-profile-section="settings"] input[name="username"]').count()).toBe(0);
    await expectNoAxeViolations(page);
  });
});
