import { ResultCode } from '@hondana/contract';
import { waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n as i18next } from '../../../i18n/i18n.ts';
import { initialSessionState, useSession } from '../../../session/session-store.ts';
import {
  type Answer,
  type Handlers,
  ok,
  renderWithApp,
  unauthorized,
} from '../../../test-support/render-with-app.tsx';
import { companyAdmin } from '../contents/admin-test-support.ts';

const T = { timeout: 15_000 };
const challengeToken = 'c'.repeat(43);
const expiresAt = '2026-11-28T10:05:00.000Z';
const session = {
  accessToken: 'new-admin-token',
  expireDate: '2026-11-29T10:00:00.000Z',
  exceededSessionMessage: null,
  displayMessageExceededSession: false,
  appMobileAuthToken: null,
  user: companyAdmin,
};
const refusedWith = (status: number): Answer => ({ status, message: `api.error.${status}`, data: null });
const codes = Array.from({ length: 10 }, (_, i) => `abcd${'efghijklmn'[i]}-qrstu`);

const found = <E extends Element>(selector: string) =>
  waitFor(() => {
    const element = document.querySelector<E>(selector);
    if (!element) throw new Error(`no ${selector} yet`);
    return element;
  }, T);

async function signInWithPassword(handlers: Handlers) {
  const rendered = await renderWithApp('/admin/login', {
    authInfo: ({ token }) => (token === session.accessToken ? ok(companyAdmin) : unauthorized),
    ...handlers,
  });
  const user = userEvent.setup();
  await user.type(
    await found<HTMLInputElement>('[data-page="admin-login"] input[name="identifier"]'),
    'admin@demo.hondana.test',
  );
  await user.type(document.querySelector('input[name="password"]') as HTMLInputElement, 'Demo-Admin-2026');
  await user.click(document.querySelector('[data-page="admin-login"] button[type="submit"]') as Element);
  return { ...rendered, user };
}

// The session store and the admin site's cookie (path /admin) outlive a test: each starts signed out.
beforeEach(() => {
  useSession.setState(initialSessionState);
  // biome-ignore lint/suspicious/noDocumentCookie: the cookie a browser would hold after the previous login.
  document.cookie = 'hondana_token_admin=; path=/admin; max-age=0';
});

describe('the admin login’s second step (component test, real app, fake network)', () => {
  it('asks for the code, shows a wrong code’s refusal on the form, then takes a recovery code', async () => {
    let attempts = 0;
    const { network, user } = await signInWithPassword({
      adminLogin: () => ok({ secondFactor: 'verify', challengeToken, expiresAt }),
      secondFactorVerify: () => {
        attempts += 1;
        return attempts === 1 ? refusedWith(ResultCode.SECOND_FACTOR_WRONG_CODE) : ok(session);
      },
    });
    const step = await found('[data-second-factor-step="verify"]');
    expect(step.querySelector('h1')?.textContent).toBe(i18next.t('secondFactor.verifyTitle'));
    const field = step.querySelector('input[name="code"]') as HTMLInputElement;
    expect(field.getAttribute('autocomplete')).toBe('one-time-code');
    expect(field.getAttribute('inputmode')).toBe('numeric');

    // Five digits are refused in the browser, nothing is sent.
    await user.type(field, '12345{Enter}');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(step.textContent).toContain(i18next.t('secondFactor.validate.code'));
    expect(network.callsTo('secondFactorVerify')).toEqual([]);

    await user.type(field, '6{Enter}');
    const alert = await found(`[data-login-error="${ResultCode.SECOND_FACTOR_WRONG_CODE}"]`);
    expect(alert.textContent).toContain(i18next.t(`api.error.${ResultCode.SECOND_FACTOR_WRONG_CODE}`));
    expect(network.callsTo('secondFactorVerify')[0]?.body).toEqual({ challengeToken, code: '123456' });

    await user.click(step.querySelector('[data-second-factor-switch]') as Element);
    expect(step.textContent).toContain(i18next.t('secondFactor.recoveryIntro'));
    const recovery = step.querySelector('input[name="code"]') as HTMLInputElement;
    expect(recovery.value).toBe('');
    await user.type(recovery, ' ABCDE-FGHIJ {Enter}');
    await waitFor(() => expect(window.location.pathname).not.toBe('/admin/login'), T);
    expect(network.callsTo('secondFactorVerify')[1]?.body).toEqual({
      challengeToken,
      recoveryCode: 'ABCDE-FGHIJ',
    });
    expect(document.cookie).toContain('new-admin-token');
  });

  it('offers to sign in again when the step has expired', async () => {
    const { user } = await signInWithPassword({
      adminLogin: () => ok({ secondFactor: 'verify', challengeToken, expiresAt }),
      secondFactorVerify: () => refusedWith(ResultCode.SECOND_FACTOR_CHALLENGE_INVALID),
    });
    await user.type(
      await found<HTMLInputElement>('[data-second-factor-step] input[name="code"]'),
      '123456{Enter}',
    );
    await user.click(await found('[data-second-factor-start-over]'));
    await found('[data-page="admin-login"] input[name="password"]');
    expect(document.querySelector('[data-second-factor-step]')).toBeNull();
  });

  it('walks a required setup: QR code and key, first code, recovery codes, then the session', async () => {
    const { network, user } = await signInWithPassword({
      adminLogin: () => ok({ secondFactor: 'enrol', challengeToken, expiresAt }),
      secondFactorChallengeEnrolment: () =>
        ok({
          secret: 'JBSWY3DPEHPK3PXPJBSW',
          otpauthUri: 'otpauth://totp/Hondana:a?secret=JBSWY3DPEHPK3PXPJBSW',
          qrSvg: '<svg xmlns="http://www.w3.org/2000/svg"/>',
        }),
      secondFactorChallengeEnrolmentConfirm: () => ok({ login: session, recoveryCodes: codes }),
    });
    const setup = await found('[data-second-factor-setup]');
    expect(document.querySelector('[data-second-factor-step="enrol"] h1')?.textContent).toBe(
      i18next.t('secondFactor.requiredTitle'),
    );
    const qr = setup.querySelector('img') as HTMLImageElement;
    expect(qr.getAttribute('alt')).toBe(i18next.t('secondFactor.qrAlt'));
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(setup.textContent).toContain('JBSW Y3DP EHPK 3PXP JBSW');
    await user.type(setup.querySelector('input[name="code"]') as HTMLInputElement, '654 321{Enter}');
    const panel = await found('[data-recovery-codes]');
    expect(network.callsTo('secondFactorChallengeEnrolmentConfirm')[0]?.body).toEqual({
      challengeToken,
      code: '654321',
    });
    expect(panel.querySelectorAll('code')).toHaveLength(10);
    // No session is taken up before the codes are saved.
    expect(window.location.pathname).toBe('/admin/login');
    await user.click(panel.querySelector('[data-recovery-codes-saved]') as Element);
    await waitFor(() => expect(window.location.pathname).not.toBe('/admin/login'), T);
  });
});
