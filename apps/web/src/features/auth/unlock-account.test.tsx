import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Handlers, renderWithApp, tenantHandlers } from '../../test-support/render-with-app.tsx';

afterEach(() => vi.unstubAllGlobals());

const token = 'u'.repeat(43);
const ok = (data: unknown) => () => ({ status: 200, data });
const refused = (code: number) => () => ({ status: code, message: `api.error.${code}`, data: null });
const unauthorized = () => ({ status: 601, message: 'api.error.601', data: null });

/** The page's outcome, once drawn: `done` or `failed`. */
const outcome = () =>
  waitFor(
    () => {
      const found = document.querySelector<HTMLElement>('[data-unlock-account]');
      if (!found) throw new Error('no outcome yet');
      return found;
    },
    { timeout: 15_000 },
  );

describe('the unlock link of a locked account (component test, real app, fake network)', () => {
  it('on the portal: sends the token once and says the account is unlocked', async () => {
    const handlers: Handlers = { ...tenantHandlers('demo'), unlockAccount: ok({ accepted: true }) };
    const { network } = await renderWithApp(`/demo/unlock-account?token=${token}`, handlers);
    expect((await outcome()).dataset.unlockAccount).toBe('done');
    const calls = network.callsTo('unlockAccount');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toContain(`/auth/unlock-account/${token}`);
  });

  it('on the administration site: a used or expired link says so', async () => {
    const { network } = await renderWithApp(`/admin/unlock-account?token=${token}`, {
      authInfo: unauthorized,
      unlockAccount: refused(410),
    } as Handlers);
    expect((await outcome()).dataset.unlockAccount).toBe('failed');
    expect(network.callsTo('unlockAccount')).toHaveLength(1);
    expect(document.querySelector('a[href="/admin/login"]')).not.toBeNull();
  });
});
