import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, openPage, screenshot, tenantUrl, watchProblems } from './support/index.ts';

/**
 * What the platform already promises and the UI work will not change: the API documentation, the
 * health check, and the built web app served under a strict Content-Security-Policy on both kinds of
 * tenant address (a path of the portal, and a tenant's own host).
 */
describe('platform in a real browser', () => {
  it('renders the Swagger UI at /api/docs without CSP violations', async () => {
    const page = await openPage();
    const problems = watchProblems(page);
    await page.goto(`${baseUrl()}/api/docs`);
    await page.getByText('Hondana API').first().waitFor();
    await settle(page);
    await screenshot(page, 'platform-api-docs');
    expect(problems.cspViolations()).toEqual([]);
  });

  it('answers /api/health with the success envelope', async () => {
    const page = await openPage();
    const response = await page.goto(`${baseUrl()}/api/health`);
    expect(response?.status()).toBe(200);
    expect(response?.headers()['content-type']).toMatch(/^application\/json/);
    expect(await response?.json()).toEqual({ status: 200, data: { database: 'up' } });
  });

  it('serves the web app at /demo under a Content-Security-Policy, without CSP violations', async () => {
    const page = await openPage();
    const problems = watchProblems(page);
    const response = await page.goto(tenantUrl('demo'));
    expect(response?.status()).toBe(200);
    expect(response?.headers()['content-type']).toMatch(/^text\/html/);
    expect(response?.headers()['content-security-policy']).toContain("default-src 'self'");
    expect(await page.locator('div#root').count()).toBe(1);
    await settle(page);
    await screenshot(page, 'platform-demo');
    expect(problems.cspViolations()).toEqual([]);
  });

  it('serves the web app on the tenant host books.localhost', async () => {
    const page = await openPage();
    const health = await page.goto(tenantUrl('books', '/api/health'));
    expect(health?.status()).toBe(200);
    const response = await page.goto(tenantUrl('books', '/'));
    expect(response?.status()).toBe(200);
    expect(new URL(page.url()).hostname).toBe('books.localhost');
    expect(response?.headers()['content-type']).toMatch(/^text\/html/);
    expect(await page.locator('div#root').count()).toBe(1);
  });
});

/** Lets the page's scripts run and its first requests finish (CSP reports arrive as they happen). */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => {});
}
