import { describe, it } from 'vitest';
import {
  baseUrl,
  expectNoAxeViolations,
  loginThroughPage,
  MOBILE,
  openPage,
  tenantUrl,
  waitForPortal,
} from './support/index.ts';

/** axe (WCAG 2.1 A and AA and best practices) on every layout of the portal, at desktop width and on a phone. */
/**
 * `ready`: what shows the page is drawn (its own content, which may arrive in a lazy chunk after the
 * frame); `portal`: the tenant frame (header) must be there too.
 */
const layouts: { name: string; url: () => string; signedIn?: boolean; ready: string; portal?: true }[] = [
  { name: 'home', url: () => tenantUrl('demo'), ready: '[data-home]', portal: true },
  { name: 'home of an open tenant', url: () => tenantUrl('open'), ready: '[data-home]', portal: true },
  { name: 'home on a full domain', url: () => tenantUrl('books'), ready: '[data-home]', portal: true },
  { name: 'unauthenticated (login)', url: () => tenantUrl('demo', '/login'), ready: '[data-page="login"]' },
  {
    name: 'unauthenticated (register)',
    url: () => tenantUrl('demo', '/register'),
    ready: '[data-page="register"]',
  },
  // A link whose token is not one: the page says the registration could not be confirmed.
  {
    name: 'unauthenticated (confirm registration)',
    url: () => tenantUrl('demo', '/confirm-registration?token=not-a-token'),
    ready: '[data-confirm-registration="failed"]',
  },
  {
    name: 'unauthenticated (forgot password)',
    url: () => tenantUrl('demo', '/forget-password'),
    ready: '[data-page="forget-password"]',
  },
  { name: 'public search', url: () => tenantUrl('demo', '/search'), ready: '[data-search-start]' },
  { name: 'home + search', url: () => tenantUrl('demo', '/home-search'), ready: '[data-search-start]' },
  {
    name: 'home without sidebar (profile)',
    url: () => tenantUrl('demo', '/profile'),
    signedIn: true,
    ready: '[data-profile-section="settings"]',
  },
  {
    name: 'home without sidebar (notifications)',
    url: () => tenantUrl('demo', '/notifications'),
    signedIn: true,
    ready: '[data-placeholder]',
  },
  // A share link that does not exist and a content id that is not one: each page says so.
  { name: 'no layout', url: () => tenantUrl('demo', '/content/sometoken'), ready: '[data-share-error]' },
  { name: 'view online', url: () => tenantUrl('demo', '/view-online/1'), ready: '[data-viewer-error]' },
  { name: 'not found', url: () => tenantUrl('demo', '/404'), ready: 'h1' },
  { name: 'payment error', url: () => tenantUrl('demo', '/member-payment/error'), ready: 'h1' },
  { name: 'admin login', url: () => `${baseUrl()}/admin/login`, ready: '[data-page="admin-login"]' },
];

describe('accessibility', () => {
  for (const layout of layouts) {
    for (const viewport of [undefined, MOBILE]) {
      it(`${layout.name} passes axe at ${viewport ? '375 px' : 'desktop width'}`, async () => {
        const page = await openPage(viewport ? { viewport } : {});
        if (layout.signedIn)
          await loginThroughPage(page, tenantUrl('demo', '/login'), 'reader01', 'Demo-Reader-2026');
        await page.goto(layout.url());
        await page.locator(layout.ready).first().waitFor();
        if (layout.portal) await waitForPortal(page);
        await expectNoAxeViolations(page);
      });
    }
  }
});
