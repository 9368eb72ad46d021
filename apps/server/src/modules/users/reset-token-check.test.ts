import { apiRoutes, ResultCode } from '@hondana/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callRoute, endpointTests } from '../../../test/endpoint-kit.ts';
import { createTenantWorld, type TenantWorld } from '../../../test/tenant-world.ts';
import { buildTestApp } from '../../../test/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database.ts';
import type { App } from '../../app.ts';
import { hashOpaqueToken, newOpaqueToken } from '../../platform/auth/opaque-token.ts';
import { insertPasswordResetToken } from './token-repository.ts';

/** GET /user/reset-password/{token}: the reset page checks its link when it opens. */
let database: TestDatabase;
let app: App;
let world: TenantWorld;
let liveToken: string;
let expiredToken: string;

async function issue(userId: number, companyId: number, minutes: number): Promise<string> {
  const token = newOpaqueToken();
  const now = Date.now();
  await insertPasswordResetToken(database.db, {
    companyId,
    userId,
    tokenHash: hashOpaqueToken(token),
    createdAt: new Date(now - 60_000),
    expiresAt: new Date(now + minutes * 60_000),
  });
  return token;
}

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database.db);
  world = await createTenantWorld(app, database.db);
  liveToken = await issue(world.readerA.user.id, world.a.company.id, 60);
  expiredToken = await issue(world.readerA2.user.id, world.a.company.id, -1);
});
afterAll(async () => {
  await app.close();
  await database.destroy();
});
const context = () => ({ app, world });

describe('GET /user/reset-password/{token}', () => {
  endpointTests('checkResetToken', context, {
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
    callRoute(app, apiRoutes.checkResetToken, { as: null, params: { token } }, world);

  it('answers INVALID_KEY for an expired or unknown link', async () => {
    expect((await check(expiredToken)).json()).toMatchObject({ status: ResultCode.INVALID_KEY });
    expect((await check(newOpaqueToken())).json()).toMatchObject({ status: ResultCode.INVALID_KEY });
  });

  it('does not use the link up: it still works after being checked, until the reset', async () => {
    const token = await issue(world.readerA.user.id, world.a.company.id, 60);
    expect((await check(token)).json()).toMatchObject({ status: ResultCode.OK });
    expect((await check(token)).json()).toMatchObject({ status: ResultCode.OK });
    const password = 'Fresh-Pass-2026';
    const reset = await callRoute(
      app,
      apiRoutes.resetPassword,
      { as: null, params: { token }, body: { new_password: password, confirm_password: password } },
      world,
    );
    expect(reset.json(), reset.body).toMatchObject({ status: ResultCode.OK });
    expect((await check(token)).json()).toMatchObject({ status: ResultCode.INVALID_KEY });
  });
});
