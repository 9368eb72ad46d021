import { apiRoutes, ResultCode } from '@hondana/contract';
import { describe, expect, it } from 'vitest';
import { callRoute, endpointTests } from '../../../test/endpoint-kit.ts';
import { useTenantWorld } from '../../../test/tenant-world.ts';
import { hashOpaqueToken, newOpaqueToken } from '../../platform/auth/opaque-token.ts';
import { companyScope } from '../../platform/tenancy/tenant-scope.ts';
import { insertPasswordResetToken } from './token-repository.ts';

/** GET /user/reset-password/{token}: the reset page checks its link when it opens. */
let liveToken: string;
let expiredToken: string;

async function issue(userId: number, companyId: number, minutes: number): Promise<string> {
  const token = newOpaqueToken();
  const now = Date.now();
  await insertPasswordResetToken(harness.database.db, companyScope(companyId), {
    userId,
    tokenHash: hashOpaqueToken(token),
    createdAt: new Date(now - 60_000),
    expiresAt: new Date(now + minutes * 60_000),
  });
  return token;
}

const harness = useTenantWorld({}, async () => {
  liveToken = await issue(harness.world.readerA.user.id, harness.world.a.company.id, 60);
  expiredToken = await issue(harness.world.readerA2.user.id, harness.world.a.company.id, -1);
});

describe('GET /user/reset-password/{token}', () => {
  endpointTests('checkResetToken', harness.context, {
    happy: () => ({ as: null, params: { token: liveToken } }),
    badInput: () => ({ as: null, params: { token: 'short' }, code: ResultCode.BAD_REQUEST }),
    otherTenantIds: (w) => ({
      as: null,
      at: w.b,
      params: { token: liveToken },
      code: ResultCode.INVALID_KEY,
    }),
  });

  const check = (token: string) =>
    callRoute(harness.app, apiRoutes.checkResetToken, { as: null, params: { token } }, harness.world);

  it('answers INVALID_KEY for an expired or unknown link', async () => {
    expect((await check(expiredToken)).json()).toMatchObject({ status: ResultCode.INVALID_KEY });
    expect((await check(newOpaqueToken())).json()).toMatchObject({ status: ResultCode.INVALID_KEY });
  });

  it('does not use the link up: it still works after being checked, until the reset', async () => {
    const token = await issue(harness.world.readerA.user.id, harness.world.a.company.id, 60);
    expect((await check(token)).json()).toMatchObject({ status: ResultCode.OK });
    expect((await check(token)).json()).toMatchObject({ status: ResultCode.OK });
    const password = 'Fresh-Pass-2026';
    const reset = await callRoute(
      harness.app,
      apiRoutes.resetPassword,
      { as: null, params: { token }, body: { new_password: password, confirm_password: password } },
      harness.world,
    );
    expect(reset.json(), reset.body).toMatchObject({ status: ResultCode.OK });
    expect((await check(token)).json()).toMatchObject({ status: ResultCode.INVALID_KEY });
  });
});
