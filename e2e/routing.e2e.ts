import { catalogues } from '@hondana/i18n';
import { describe, expect, it } from 'vitest';
import {
  baseUrl,
  holdTokenCookie,
  openPage,
  submitLogin,
  tenantUrl,
  waitForPortal,
} from './support/index.ts';

const ELEMENT_ID = 'abcdefghij0123456789';

describe('routes of seed 000 §2', () => {
  it('prefixes every route with the service path in path mode', async () => {
    const page = await openPage();
    await page.goto(tenantUrl('demo', '/search'));
    await waitForPortal(page);
    await page.locator('[data-search-start]').waitFor();
    expect(await page.locator('header a[href="/demo"]').count()).toBeGreaterThan(0);
  });

  it('uses no prefix on a full-domain tenant', async () => {
    const page = await openPage();
    await page.goto(tenantUrl('books', '/search'));
    await waitForPortal(page);
    await page.locator('[data-search-start]').waitFor();
    expect(await page.locator('header a[href="/"]').count()).toBeGreaterThan(0);
  });

  it('sends an unknown tenant path to /404 after one second', async () => {
    const page = await openPage();
    const started = Date.now();
    await page.goto(`${baseUrl()}/nowhere`);
    await page.waitForURL((url) => url.pathname === '/404', { timeout: 5000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(
      catalogues.vn.shell.notFound.title,
    );
  });

  it('never takes a reserved word for a tenant path', async () => {
    const page = await openPage();
    await page.goto(`${baseUrl()}/search`);
    await page.waitForURL((url) => url.pathname === '/404', { timeout: 5000 });
  });

  it('reads the catch-all content routes', async () => {
    const page = await openPage();
    // A group id and a content id the tenant does not have: the group and detail pages say so.
    await page.goto(tenantUrl('demo', '/12'));
    await waitForPortal(page);
    await page.locator('[data-group-page], [data-group-missing]').first().waitFor();

    await page.goto(tenantUrl('demo', `/12/${ELEMENT_ID}`));
    await waitForPortal(page);
    await page.locator('[data-detail], [data-detail-missing]').first().waitFor();

    await page.goto(tenantUrl('demo', `/${ELEMENT_ID}`));
    await waitForPortal(page);
    await page.locator('[data-detail], [data-detail-missing]').first().waitFor();

    for (const wrong of [`/novels/${ELEMENT_ID}`, '/not-an-id', '/12/NOT-AN-ID']) {
      await page.goto(tenantUrl('demo', wrong));
      await page.waitForURL((url) => url.pathname === '/demo', { timeout: 5000 });
    }
  });

  it('sends pages that need a login to /login, and brings the reader back after login', async () => {
    const page = await openPage();
    await page.goto(tenantUrl('demo', '/profile'));
    await page.waitForURL((url) => url.pathname === '/demo/login');
    await page.locator('[data-page="login"]').waitFor();
    await submitLogin(page, 'reader01', 'Demo-Reader-2026');
    await page.waitForURL((url) => url.pathname === '/demo/profile');
    await page.locator('[data-page="profile"]').waitFor();
  });

  it('drops a token the server does not know and sends the visitor to /login', async () => {
    const page = await openPage();
    await holdTokenCookie(page, tenantUrl('demo'), 'hondana_token_demo', '/demo');
    await page.goto(tenantUrl('demo', '/profile'));
    await page.waitForURL((url) => url.pathname === '/demo/login');
    expect((await page.context().cookies()).some((c) => c.name === 'hondana_token_demo')).toBe(false);
  });

  it('gives open tenants no login: /login leads home, 404 has no Go back', async () => {
    const page = await openPage();
    await page.goto(tenantUrl('open', '/login'));
    await page.waitForURL((url) => url.pathname === '/open');
    await page.goto(tenantUrl('open', '/404'));
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(
      await page.getByRole('button').filter({ hasText: catalogues.vn.shell.notFound.goBack }).count(),
    ).toBe(0);

    const demo = await openPage();
    await demo.goto(tenantUrl('demo', '/404'));
    await demo.getByRole('heading', { level: 1 }).waitFor();
    expect(await demo.getByRole('button', { name: catalogues.ja.shell.notFound.goBack }).count()).toBe(1);
  });

  it('opens the admin login for /admin', async () => {
    const page = await openPage();
    await page.goto(`${baseUrl()}/admin`);
    await page.waitForURL((url) => url.pathname === '/admin/login');
    await page.locator('[data-page="admin-login"]').waitFor();
  });

  it('shows the payment failure screen with Go back', async () => {
    const page = await openPage();
    await page.goto(tenantUrl('demo', '/member-payment/error'));
    await page.getByRole('heading', { level: 1, name: catalogues.ja.shell.paymentError.title }).waitFor();
    expect(await page.getByRole('button', { name: catalogues.ja.shell.paymentError.goBack }).count()).toBe(1);
  });
});
