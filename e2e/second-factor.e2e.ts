/// <reference lib="dom" />
import { createHash } from 'node:crypto';
import { catalogues } from '@hondana/i18n';
import { generate } from 'otplib';
import { afterEach, describe, expect, it } from 'vitest';
import { baseUrl, DESKTOP, expectNoAxeViolations, MOBILE, openPage, submitLogin } from './support/index.ts';

const en = catalogues.en;
// No other browser test signs in as the demo service admin, so its factor never gets in their way.
const EMAIL = 'service@demo.hondana.test';
const PASSWORD = 'Demo-Service-2026';
const passwordHash = createHash('sha256').update(PASSWORD).digest('hex');

async function api(path: string, body: unknown, token?: string) {
  const response = await fetch(`${baseUrl()}/api/v1${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { 'x-access-token': token } : {}) },
    body: JSON.stringify(body ?? {}),
  });
  return (await response.json()) as { status: number; data: Record<string, unknown> };
}

/** The authenticator app's code, `steps` periods from now. */
const codeAt = (secret: string, steps: number) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

/** The service admin's authenticator, set up through the API as the console page does. */
async function enrolServiceAdmin(): Promise<{ secret: string; token: string }> {
  const login = await api('/auth/admin-login', { email: EMAIL, password_hash: passwordHash });
  expect(login.status, JSON.stringify(login)).toBe(200);
  const token = login.data.accessToken as string;
  const started = await api('/auth/second-factor/enrolment', undefined, token);
  const secret = started.data.secret as string;
  const confirmed = await api(
    '/auth/second-factor/enrolment/confirm',
    { code: await codeAt(secret, 0) },
    token,
  );
  expect(confirmed.status, JSON.stringify(confirmed)).toBe(200);
  return { secret, token };
}

let cleanup: (() => Promise<unknown>) | undefined;
afterEach(async () => {
  await cleanup?.();
  cleanup = undefined;
});

describe('a staff login with a second factor', () => {
  for (const [name, viewport] of [
    ['1280', DESKTOP],
    ['375', MOBILE],
  ] as const) {
    it(`asks for the authenticator's code after the password and signs in with it at ${name} px`, async () => {
      const { secret, token } = await enrolServiceAdmin();
      cleanup = () => api('/auth/second-factor/remove', { password_hash: passwordHash }, token);
      const page = await openPage({ locale: 'en-US', viewport });
      await page.goto(`${baseUrl()}/admin/login`);
      await page.locator('[data-page="admin-login"]').waitFor();
      await submitLogin(page, EMAIL, PASSWORD);
      const step = page.locator('[data-second-factor-step="verify"]');
      await step.waitFor();
      expect(await step.locator('h1').textContent()).toBe(en.secondFactor.verifyTitle);
      await expectNoAxeViolations(page);
      expect(await page.evaluate(() => document.scrollingElement?.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );

      // By keyboard: the code field has the focus's next stop, Enter sends it. The code of the next
      // step: the current one was taken by the setup, and a code works once per step.
      await step.locator('input[name="code"]').focus();
      await page.keyboard.type(await codeAt(secret, 1));
      await page.keyboard.press('Enter');
      await page.locator('[data-admin-nav]').waitFor();
      await page.locator('[data-nav="second-factor"]').click();
      await page.locator('[data-second-factor-on]').waitFor();
      await expectNoAxeViolations(page);
      expect(await page.evaluate(() => document.scrollingElement?.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );
    });
  }
});
