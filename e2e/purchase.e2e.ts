/// <reference lib="dom" />
import type { Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiInPage,
  consoleToken,
  cookieToken,
  expectNoAxeViolations,
  MOBILE,
  openPage,
  PROCESSING_BOUND_MS,
  registerDemoReader,
  SYSTEM_ADMIN,
  signInToConsole,
  tenantUrl,
  watchProblems,
} from './support/index.ts';

/**
 * A reader buys a plan of Demo Library in the browser, against the sandbox gateway the server started:
 * the card is tokenised by the gateway's token API from the page (no request to our origin carries the
 * number), the order is confirmed on the final screen and the plan's books open. Also a declined card,
 * and the 3-D Secure challenge. Each test signs up a reader of its own (the demo reader holds a plan).
 * Reads the demo books for the unlock (@needs-demo-books).
 */

const PASSWORD = 'Purchase-Reader-2026';
const CARD = { number: '4111111111111111', declined: '4000000000000002', threeDs: '4000000000003220' };
const PLAN_NEEDED = 839;

type Card = { id: string; contentGroupIds?: number[]; access: { read: 'allowed' | number } };
type Plan = { id: number; name: string; freeTermDays: number; contentGroups: { id: number }[] };

async function signUp(page: Page, prefix: string) {
  await registerDemoReader(page, { prefix, password: PASSWORD, fullName: 'Purchase Reader' });
  return cookieToken(page);
}

async function plansOf(page: Page, token: string | null): Promise<Plan[]> {
  const answer = await apiInPage<{ content: Plan[] }>(
    page,
    '/subscription-plan/public/user/page?domain=localhost&path=demo&size=100',
    token,
  );
  expect(answer.status).toBe(200);
  return answer.data.content;
}

/** A book this reader needs a plan for, once the demo books are listed (null when none is). */
async function planOnlyBook(page: Page, token: string | null): Promise<Card | null> {
  const deadline = Date.now() + PROCESSING_BOUND_MS;
  for (;;) {
    const answer = await apiInPage<{ content: Card[] }>(
      page,
      '/content/public/page?domain=localhost&path=demo&size=100',
      token,
    );
    const cards = answer.status === 200 ? answer.data.content : [];
    if (cards.length > 0 || Date.now() > deadline)
      return cards.find((c) => c.access.read === PLAN_NEEDED) ?? null;
    await page.waitForTimeout(2_000);
  }
}

/** Every request the page sends to our own origin, with its body, to prove the card number never goes there. */
function watchOwnRequests(page: Page): Request[] {
  const sent: Request[] = [];
  const origin = new URL(tenantUrl('demo')).origin;
  page.on('request', (request) => {
    if (new URL(request.url()).origin === origin) sent.push(request);
  });
  return sent;
}

async function fillCard(page: Page, number: string) {
  await page.locator('[data-card-field="number"]').fill(number);
  await page.locator('[data-card-field="expiry"]').fill('12/29');
  await page.locator('[data-card-field="securityCode"]').fill('123');
  await page.locator('[data-card-field="holderName"]').fill('TARO YAMADA');
  await page.locator('[data-card-submit]').click();
}

/** A JSON call from inside the page with a body (apiInPage sends none). */
async function sendInPage(page: Page, method: string, path: string, token: string | null, body: unknown) {
  return page.evaluate(
    async ({ method, path, token, body }) => {
      const response = await fetch(`/api/v1${path}`, {
        method,
        headers: { 'content-type': 'application/json', ...(token ? { 'x-access-token': token } : {}) },
        body: JSON.stringify(body),
      });
      return (await response.json()) as { status: number; data: unknown };
    },
    { method, path, token, body },
  );
}

/**
 * Demo Library takes card payments through the sandbox gateway, as the demo data sets it (set again by
 * the system admin when a test left another): a real gateway would make its staff's sign-in ask for a
 * second factor in the browser tests that follow.
 */
async function demoTakesCards() {
  await demoGateway('sandbox');
}

/**
 * Demo Library's gateway: the sandbox's first card gateway or its member-ID provider (their merchants in
 * sandbox-gateway/README.md), stored by the system admin when missing.
 */
let systemAdmin: Promise<Page> | undefined;

/** One signed-in system admin for the file (a second console sign-in would meet the first's session). */
function systemAdminPage(): Promise<Page> {
  systemAdmin ??= openPage().then(async (page) => {
    await signInToConsole(page, SYSTEM_ADMIN.login, SYSTEM_ADMIN.password);
    return page;
  });
  return systemAdmin;
}

async function demoGateway(gateway: 'sandbox' | 'member_id') {
  const page = await systemAdminPage();
  const token = await consoleToken(page);
  const company = await apiInPage<{ companyId: number }>(
    page,
    '/company/public/get-detail?domain=localhost&path=demo',
    null,
  );
  const companyId = company.data.companyId;
  const settings = await apiInPage<{
    paymentGateway: string | null;
    invoiceRegistrationNumber: string | null;
  }>(page, `/company/payment-setting/detail?companyId=${companyId}`, token);
  expect(settings.status).toBe(200);
  if (settings.data.paymentGateway === gateway) return;
  if (gateway === 'member_id') {
    const stored = await sendInPage(page, 'PUT', '/company/update-member-id-payment', token, {
      companyId,
      merchant: 'hondana-sandbox',
      apiKey: 'sandbox-member-id-api-key',
    });
    expect(stored.status).toBe(200);
  }
  const chosen = await sendInPage(page, 'PUT', '/company/payment-setting/update', token, {
    companyId,
    paymentGateway: gateway,
    invoiceRegistrationNumber: settings.data.invoiceRegistrationNumber,
  });
  expect(chosen.status).toBe(200);
}

/** The order entry of `plan` (a full page load: its Content-Security-Policy lets the page reach the gateway). */
async function openOrderEntry(page: Page, planId: number) {
  await page.goto(tenantUrl('demo', `/order-entry/${planId}`));
  await page.locator(`[data-order-entry="${planId}"]`).waitFor();
}

describe('buying a plan in the browser (sandbox gateway)', () => {
  beforeAll(demoTakesCards);

  it('buys a plan with a sandbox card and the demo coupon, then reads a book it unlocks (1280 px)', async () => {
    const page = await openPage();
    const problems = watchProblems(page);
    const token = await signUp(page, 'buyer');
    const plans = await plansOf(page, token);
    const book = await planOnlyBook(page, token);
    let plan = plans.find((p) => p.freeTermDays === 0) ?? plans[0];
    if (book) {
      await page.goto(tenantUrl('demo', `/${book.id}`));
      await page.locator('[data-view-book]').click();
      const dialog = page.locator('[data-purchase-dialog]');
      await dialog.locator('[data-choose-plan]').first().waitFor();
      await expectNoAxeViolations(page);
      const offered = Number(
        await dialog.locator('[data-choose-plan]').first().getAttribute('data-choose-plan'),
      );
      plan = plans.find((p) => p.id === offered) ?? plan;
      await dialog.locator(`[data-choose-plan="${offered}"]`).click();
      await page.locator(`[data-order-entry="${offered}"]`).waitFor();
    } else if (plan) await openOrderEntry(page, plan.id);
    if (!plan) throw new Error('Demo Library sells no plan');

    await page.locator('[data-coupon-code]').fill('WELCOME10');
    await page.keyboard.press('Enter');
    await page.locator('[data-coupon-applied="WELCOME10"]').waitFor();
    await page.locator('[data-price-breakdown] [data-line="coupon"]').waitFor();
    await expectNoAxeViolations(page);

    const ours = watchOwnRequests(page);
    await fillCard(page, CARD.number);
    await page.locator(`[data-order-confirm="${plan.id}"]`).waitFor();
    await page.locator('[data-order-terms]').waitFor();
    await expectNoAxeViolations(page);
    // By keyboard: the order button takes the focus and Enter places the order.
    await page.locator('[data-place-order]').focus();
    await page.keyboard.press('Enter');
    await page.locator('[data-thank-you]').waitFor();
    await expectNoAxeViolations(page);

    for (const request of ours) expect(request.postData() ?? '', request.url()).not.toContain(CARD.number);
    expect(problems.cspViolations()).toEqual([]);
    if (book) {
      const after = await apiInPage<{ access: { read: unknown } }>(
        page,
        `/content/public/detail?id=${book.id}&domain=localhost&path=demo`,
        token,
      );
      expect(after.data.access.read).toBe('allowed');
    }
  });

  it('a declined card says the payment failed and asks for the card again (375 px)', async () => {
    const page = await openPage({ viewport: MOBILE });
    const token = await signUp(page, 'declined');
    const plan = (await plansOf(page, token)).find((p) => p.freeTermDays === 0);
    if (!plan) throw new Error('Demo Library sells no plan without free days');
    await openOrderEntry(page, plan.id);
    await fillCard(page, CARD.declined);
    await page.locator('[data-place-order]').click();
    await page.locator(`[data-order-entry="${plan.id}"] [data-card-message]`).waitFor();
    expect(await page.locator('[data-card-field="number"]').inputValue()).toBe('');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(375);
    await expectNoAxeViolations(page);
  });

  it('a 3-D Secure card goes through the challenge page and comes back paid', async () => {
    const page = await openPage();
    const token = await signUp(page, 'secure');
    const plan = (await plansOf(page, token)).find((p) => p.freeTermDays === 0);
    if (!plan) throw new Error('Demo Library sells no plan without free days');
    await openOrderEntry(page, plan.id);
    await fillCard(page, CARD.threeDs);
    await page.locator('[data-place-order]').click();
    await page.waitForURL(/\/3ds\/challenge\//);
    await page.locator('button[value="authenticate"]').click();
    await page.locator('[data-thank-you]').waitFor();
  });
});

describe('paying through the member-ID provider (sandbox)', () => {
  beforeAll(() => demoGateway('member_id'));
  // The other browser tests find Demo Library taking cards, as its demo data sets it.
  afterAll(() => demoGateway('sandbox'));

  /** From the order entry to the provider's member page, through the confirmation. */
  async function toMemberPage(page: Page) {
    const token = await cookieToken(page);
    const plan = (await plansOf(page, token)).find((p) => p.freeTermDays === 0);
    if (!plan) throw new Error('Demo Library sells no plan without free days');
    await openOrderEntry(page, plan.id);
    await page.locator(`[data-order-entry="${plan.id}"] [data-member-next]`).click();
    await page.locator(`[data-order-confirm="${plan.id}"]`).waitFor();
    await page.locator('[data-place-order]').click();
    await page.waitForURL(/\/member-id\/pay\//);
  }

  it('confirms at the provider and comes back to thank-you', async () => {
    const page = await openPage();
    await signUp(page, 'member');
    await toMemberPage(page);
    await page.locator('button[value="OK"]').click();
    await page.locator('[data-thank-you]').waitFor();
    await expectNoAxeViolations(page);
  });

  it('cancelled at the provider, lands on the payment error page (375 px)', async () => {
    const page = await openPage({ viewport: MOBILE });
    await signUp(page, 'membercancel');
    await toMemberPage(page);
    await page.locator('button[value="CANCEL"]').click();
    await page.waitForURL(/\/member-payment\/error/);
    await page.locator('h1').waitFor();
    await expectNoAxeViolations(page);
  });
});
