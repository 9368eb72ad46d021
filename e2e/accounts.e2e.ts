import { randomBytes } from 'node:crypto';
import { catalogues } from '@hondana/i18n';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  accountMenu,
  baseUrl,
  loginThroughPage,
  logoutThroughMenu,
  openPage,
  pathOf,
  registerDemoReader,
  submitLogin,
  tenantUrl,
  waitForPortal,
} from './support/index.ts';

const ja = catalogues.ja;

const registerReader = (page: Page, password: string) =>
  registerDemoReader(page, { prefix: 'e2e', password, fullName: 'E2E Reader' });

/** The newest reset link the demo outbox of the Demo Library holds for an address. */
async function linkFromOutbox(
  page: Page,
  to: string,
  kind: 'reset-password' | 'confirm-email' | 'undo-email-change',
): Promise<string> {
  await page.goto(`${baseUrl()}/admin/dev/outbox?path=demo`);
  const message = page.locator('[data-outbox-message]').filter({ hasText: to }).first();
  await message.waitFor();
  const href = await message.locator(`a[href*="${kind}"]`).first().getAttribute('href');
  if (!href) throw new Error(`no ${kind} link for ${to}`);
  return href;
}

describe('logging in and out', () => {
  const cases = [
    {
      label: 'ALL with a username',
      tenant: 'demo' as const,
      id: 'reader01',
      password: 'Demo-Reader-2026',
      lang: 'ja' as const,
    },
    {
      label: 'ALL with an e-mail',
      tenant: 'demo' as const,
      id: 'reader@demo.hondana.test',
      password: 'Demo-Reader-2026',
      lang: 'ja' as const,
    },
    {
      label: 'EMAIL on books.localhost',
      tenant: 'books' as const,
      id: 'reader@books.hondana.test',
      password: 'Books-Reader-2026',
      lang: 'vn' as const,
    },
    {
      label: 'USERNAME on campus',
      tenant: 'campus' as const,
      id: 'student01',
      password: 'Campus-Student-2026',
      lang: 'vn' as const,
    },
  ];
  for (const c of cases) {
    it(`logs in and out: ${c.label}`, async () => {
      const page = await openPage();
      await loginThroughPage(page, tenantUrl(c.tenant, '/login'), c.id, c.password);
      await waitForPortal(page);
      await accountMenu(page).waitFor();
      await logoutThroughMenu(page, c.lang);
      expect(await accountMenu(page).count()).toBe(0);
    });
  }

  it('shows a wrong password on the form, the same as an unknown account', async () => {
    const page = await openPage();
    await page.goto(tenantUrl('demo', '/login'));
    await page.locator('[data-page="login"]').waitFor();
    await submitLogin(page, 'reader01', 'not-the-password');
    const error = page.locator('[data-login-error="609"]');
    await error.waitFor();
    expect(await error.textContent()).toContain(ja.api.error['609']);
    await submitLogin(page, 'nobody-here', 'not-the-password');
    await page.locator('[data-login-error="609"]').waitFor();
  });

  it('requires both fields before sending anything', async () => {
    const page = await openPage();
    await page.goto(tenantUrl('demo', '/login'));
    await page.locator('[data-page="login"] button[type="submit"]').click();
    await page.getByText(ja.validate.required).first().waitFor();
  });

  it('keeps the session for a year only with remember me', async () => {
    const page = await openPage();
    await loginThroughPage(page, tenantUrl('demo', '/login'), 'reader01', 'Demo-Reader-2026');
    const plain = (await page.context().cookies()).find((c) => c.name === 'hondana_token_demo');
    expect(plain?.expires).toBe(-1);

    const kept = await openPage();
    await loginThroughPage(kept, tenantUrl('demo', '/login'), 'reader01', 'Demo-Reader-2026', true);
    const cookie = (await kept.context().cookies()).find((c) => c.name === 'hondana_token_demo');
    const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(364);
    await kept.reload();
    await accountMenu(kept).waitFor();
  });

  it('logs in from the header dialog and stays on the page', async () => {
    const page = await openPage();
    await page.goto(tenantUrl('demo', '/search'));
    await waitForPortal(page);
    await page.getByRole('button', { name: ja.chrome.header.login }).first().click();
    await page.getByRole('dialog').waitFor();
    await submitLogin(page, 'reader01', 'Demo-Reader-2026');
    await accountMenu(page).waitFor();
    expect(pathOf(page)).toBe('/demo/search');
  });

  it('shows no login anywhere on an open tenant', async () => {
    const page = await openPage();
    await page.goto(tenantUrl('open'));
    await waitForPortal(page);
    expect(await page.getByRole('button', { name: catalogues.vn.chrome.header.login }).count()).toBe(0);
    expect(await page.locator('input[name="password"]').count()).toBe(0);
  });
});

describe('account flows', () => {
  it('registers a reader, changes the password, and logs in with the new one', async () => {
    const page = await openPage();
    const { username } = await registerReader(page, 'First-Pass-2026');
    await page.goto(tenantUrl('demo', '/profile'));
    const section = page.locator('[data-profile-section="password"]');
    await section.waitFor();
    await section.locator('input[name="currentPassword"]').fill('First-Pass-2026');
    await section.locator('input[name="newPassword"]').fill('Second-Pass-2026');
    await section.locator('input[name="confirmPassword"]').fill('Second-Pass-2026');
    await section.locator('button[type="submit"]').click();
    await page.getByText(ja.toast.success.passwordChanged).first().waitFor();
    await logoutThroughMenu(page, 'ja');

    await submitLogin(page, username, 'First-Pass-2026');
    await page.locator('[data-login-error="609"]').waitFor();
    await submitLogin(page, username, 'Second-Pass-2026');
    await accountMenu(page).waitFor();
  });

  it('resets a forgotten password through the e-mail link', async () => {
    const page = await openPage();
    const { email } = await registerReader(page, 'Before-Reset-2026');
    await logoutThroughMenu(page, 'ja');

    await page.goto(tenantUrl('demo', '/forget-password'));
    const form = page.locator('[data-page="forget-password"] form');
    await form.locator('input[name="email"]').fill(email);
    await form.locator('button[type="submit"]').click();
    await page.locator('[data-forgot-sent]').waitFor();
    const sent = new URL(page.url());
    expect(sent.pathname).toBe('/demo/forget-password');
    expect(sent.searchParams.get('sent')).toBe('true');
    expect(sent.searchParams.get('email')).toBe(email);

    const link = await linkFromOutbox(page, email, 'reset-password');
    await page.goto(link);
    const reset = page.locator('[data-page="reset-password"] form');
    await reset.locator('input[name="newPassword"]').fill('After-Reset-2026');
    await reset.locator('input[name="confirmPassword"]').fill('After-Reset-2026');
    await reset.locator('button[type="submit"]').click();
    await page.locator('[data-page="login"]').waitFor();
    await submitLogin(page, email, 'After-Reset-2026');
    await accountMenu(page).waitFor();

    // The link works once.
    await page.goto(link);
    await page.locator('[data-page="reset-password"]').waitFor();
    const again = page.locator('[data-page="reset-password"] form');
    if ((await again.count()) > 0) {
      await again.locator('input[name="newPassword"]').fill('Third-Pass-2026');
      await again.locator('input[name="confirmPassword"]').fill('Third-Pass-2026');
      await again.locator('button[type="submit"]').click();
    }
    await page.getByText(ja.api.error['410']).first().waitFor();
  });

  it('changes the e-mail with the current password, signs out everywhere, and the old address undoes it', async () => {
    const page = await openPage();
    const { email } = await registerReader(page, 'Mail-Pass-2026');
    const newEmail = `e2e-new-${randomBytes(4).toString('hex')}@demo.hondana.test`;
    await page.goto(tenantUrl('demo', '/profile'));
    const section = page.locator('[data-profile-section="email"]');
    await section.waitFor();
    await section.locator('input[name="newEmail"]').fill(newEmail);
    await section.locator('button[type="submit"]').click();
    await section.getByText(ja.validate.required).first().waitFor();
    await section.locator('input[name="emailCurrentPassword"]').fill('Not-Mine-2026');
    await section.locator('button[type="submit"]').click();
    await section.getByText(ja.api.error['702']).first().waitFor();
    await section.locator('input[name="emailCurrentPassword"]').fill('Mail-Pass-2026');
    await section.locator('button[type="submit"]').click();
    await section.locator('[data-email-sent]').waitFor();

    await page.goto(await linkFromOutbox(page, newEmail, 'confirm-email'));
    await page.locator('[data-confirm-email="done"]').waitFor();
    await page.getByText(ja.accounts.undoEmail.toLogin).first().waitFor();

    await page.goto(await linkFromOutbox(page, email, 'undo-email-change'));
    await page.locator('[data-undo-email="done"]').waitFor();
    await page.goto(tenantUrl('demo', '/login'));
    await submitLogin(page, email, 'Mail-Pass-2026');
    await accountMenu(page).waitFor();
  });

  it('asks to log in again when the session was ended on the server, then replays the action', async () => {
    const page = await openPage();
    const { email } = await registerReader(page, 'Replay-Pass-2026');
    await page.goto(tenantUrl('demo', '/profile'));
    const settings = page.locator('[data-profile-section="settings"]');
    await settings.waitFor();

    const token = (await page.context().cookies()).find((c) => c.name === 'hondana_token_demo')?.value ?? '';
    const ended = await page.request.get(`${baseUrl()}/api/v1/auth/logout`, {
      headers: { 'x-access-token': token },
    });
    expect(ended.status()).toBe(200);

    await settings.locator('input[name="fullName"]').fill('Renamed After Replay');
    await settings.locator('button[type="submit"]').click();
    await page.locator('input[name="password"]').first().waitFor();
    await submitLogin(page, email, 'Replay-Pass-2026');
    await page.waitForURL((url) => url.pathname === '/demo/profile');
    await page.locator('[data-profile-section="settings"] input[name="fullName"]').waitFor();
    await expect
      .poll(() => page.locator('[data-profile-section="settings"] input[name="fullName"]').inputValue())
      .toBe('Renamed After Replay');
    await page.reload();
    // After a reload the whole portal starts again (texts, settings, session, the profile's chunk).
    await expect
      .poll(() => page.locator('[data-profile-section="settings"] input[name="fullName"]').inputValue(), {
        timeout: 15_000,
      })
      .toBe('Renamed After Replay');
  });

  it('names its tenant on signed-in calls, and a token carried to another tenant gets a login', async () => {
    const page = await openPage();
    const calls: URL[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/v1/user/detail/')) calls.push(url);
    });
    await loginThroughPage(page, tenantUrl('demo', '/login'), 'reader01', 'Demo-Reader-2026');
    await waitForPortal(page);
    await page.goto(tenantUrl('demo', '/profile'));
    await page.locator('[data-profile-section="settings"]').waitFor();
    expect(calls.length).toBeGreaterThan(0);
    expect(Object.fromEntries(calls[0]?.searchParams ?? [])).toEqual({
      domain: new URL(baseUrl()).hostname,
      path: 'demo',
    });

    const token = (await page.context().cookies()).find((c) => c.name === 'hondana_token_demo')?.value ?? '';
    expect(token).not.toBe('');
    await page
      .context()
      .addCookies([
        { name: 'hondana_token_campus', value: token, domain: new URL(baseUrl()).hostname, path: '/campus' },
      ]);
    await page.goto(tenantUrl('campus', '/profile'));
    await page.locator('[data-page="login"]').waitFor();
    await page.waitForURL((url) => url.pathname === '/campus/login');
    const left = (await page.context().cookies()).map((c) => c.name);
    expect(left).not.toContain('hondana_token_campus');
    expect(left).toContain('hondana_token_demo');
    // The server refused the token on campus (601) before any user was answered, so the web had no
    // session to log out: the reader is still signed in on the Demo Library.
    const still = await page.request.get(`${baseUrl()}/api/v1/auth/info`, {
      headers: { 'x-access-token': token },
    });
    expect(still.status()).toBe(200);
  });

  it('refuses a reader on the administration login, and lets the system admin in', async () => {
    const page = await openPage();
    await page.goto(`${baseUrl()}/admin/login`);
    await page.locator('[data-page="admin-login"]').waitFor();
    await submitLogin(page, 'reader@demo.hondana.test', 'Demo-Reader-2026');
    await page.locator('[data-login-error="611"]').waitFor();
    await submitLogin(page, 'sysadmin@hondana.test', 'Hondana-Admin-2026');
    await page.locator('[data-page="admin-home"]').waitFor();
    expect(await page.locator('[data-role-level]').getAttribute('data-role-level')).toBe('1');
  });
});
