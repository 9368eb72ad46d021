import { ResultCode } from '@hondana/contract';
import { waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n as i18next } from '../../../i18n/i18n.ts';
import { initialSessionState, useSession } from '../../../session/session-store.ts';
import { ok, renderWithApp } from '../../../test-support/render-with-app.tsx';
import { adminCookies, companyAdmin } from '../contents/admin-test-support.ts';

const T = { timeout: 15_000 };
const admin = { ...companyAdmin, abilities: [...companyAdmin.abilities, 'secondFactor.manage'] };
const codes = Array.from({ length: 10 }, (_, i) => `abcd${'efghijklmn'[i]}-qrstu`);
const enrolment = {
  secret: 'JBSWY3DPEHPK3PXPJBSW',
  otpauthUri: 'otpauth://totp/Hondana:admin?secret=JBSWY3DPEHPK3PXPJBSW',
  qrSvg: '<svg xmlns="http://www.w3.org/2000/svg"/>',
};

const found = <E extends Element>(selector: string) =>
  waitFor(() => {
    const element = document.querySelector<E>(selector);
    if (!element) throw new Error(`no ${selector} yet`);
    return element;
  }, T);

beforeEach(() => useSession.setState(initialSessionState));

describe('the admin’s own two-step verification page (component test, real app, fake network)', () => {
  it('is in the menu, sets up the app with a first code, shows the recovery codes once, then says it is on', async () => {
    let enrolled = false;
    const { network } = await renderWithApp(
      '/admin/second-factor',
      {
        authInfo: () => ok(admin),
        secondFactorStatus: () =>
          ok({
            enrolled,
            enrolledAt: enrolled ? '2026-11-28T10:00:00.000Z' : null,
            required: false,
            recoveryCodesLeft: enrolled ? 10 : 0,
          }),
        secondFactorEnrolmentStart: () => ok(enrolment),
        secondFactorEnrolmentConfirm: ({ body }) => {
          if ((body as { code: string }).code !== '123456') {
            return { status: ResultCode.SECOND_FACTOR_WRONG_CODE, message: 'api.error.930', data: null };
          }
          enrolled = true;
          return ok({ recoveryCodes: codes });
        },
      },
      { cookies: adminCookies },
    );
    const user = userEvent.setup();
    const page = await found('[data-page="second-factor"]');
    expect(page.querySelector('h1')?.textContent).toBe(i18next.t('secondFactor.pageTitle'));
    expect(document.querySelector('[data-nav="second-factor"]')?.getAttribute('href')).toBe(
      '/admin/second-factor',
    );
    await user.click(await found('[data-second-factor-start]'));
    const setup = await found('[data-second-factor-setup]');
    const field = setup.querySelector('input[name="code"]') as HTMLInputElement;
    await user.type(field, '000000{Enter}');
    const refusal = await found(`[data-second-factor-error="${ResultCode.SECOND_FACTOR_WRONG_CODE}"]`);
    expect(refusal.textContent).toBe(i18next.t('api.error.930'));
    await user.clear(field);
    await user.type(field, '123456{Enter}');
    const panel = await found('[data-recovery-codes]');
    expect(panel.textContent).toContain(codes[0]);
    await user.click(panel.querySelector('[data-recovery-codes-saved]') as Element);
    await found('[data-second-factor-on]');
    expect(document.querySelector('[data-recovery-codes]')).toBeNull();
    expect(document.querySelector('[data-second-factor-remove]')).not.toBeNull();
    expect(network.callsTo('secondFactorEnrolmentConfirm').map((c) => c.body)).toEqual([
      { code: '000000' },
      { code: '123456' },
    ]);
  });
});
