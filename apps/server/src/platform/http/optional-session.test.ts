import { AccountStatus, apiRoutes, ResultCode, type RouteSpec } from '@hondana/contract';
import { routeIndex } from '@hondana/contract/route-index';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { callRoute } from '../../../test/endpoint-kit.ts';
import { useTenantWorld, type WorldUser } from '../../../test/tenant-world.ts';
import { sessions, users } from '../../db/schema/index.ts';

/**
 * Public routes with `session: 'optional'` (route-kit.ts): a visitor is served, a signed-in caller's
 * token is read, and a token that is sent but no good is refused as on any signed-in route.
 */
const harness = useTenantWorld();
const spec = apiRoutes.hashtagList;
const send = (as: WorldUser | null, at = harness.world.a) =>
  callRoute(harness.app, spec, { as, at }, harness.world);

describe('public routes with an optional session', () => {
  it('serve a visitor and a signed-in caller alike', async () => {
    expect((await send(null)).statusCode).toBe(200);
    expect((await send(harness.world.readerA)).statusCode).toBe(200);
    // Staff of the company may look at their portal too.
    expect((await send(harness.world.companyAdminA)).statusCode).toBe(200);
  });

  it('refuse a forged token, another tenant’s token and an expired session (601), a blocked user (830)', async () => {
    const { world, database } = harness;
    expect((await send({ ...world.readerA, token: 'y'.repeat(43) })).json().status).toBe(
      ResultCode.ACCESS_TOKEN_INVALID,
    );
    expect((await send(world.readerB)).json().status).toBe(ResultCode.ACCESS_TOKEN_INVALID);
    await database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, world.readerA2.user.id));
    expect((await send(world.readerA2, world.a2)).json().status).toBe(ResultCode.ACCESS_TOKEN_INVALID);
    await database.db
      .update(users)
      .set({ accountStatus: AccountStatus.STOP })
      .where(eq(users.id, world.ipUserA.user.id));
    expect((await send(world.ipUserA)).json().status).toBe(ResultCode.USER_BLOCKED);
  });

  it('are marked for the web to send its token, and documented as callable either way', async () => {
    const optional = Object.entries(apiRoutes as Record<string, RouteSpec>).filter(
      ([, s]) => s.session === 'optional',
    );
    expect(optional.length).toBeGreaterThan(0);
    const document = (await harness.app.inject({ url: '/api/docs/json' })).json();
    for (const [name, route] of optional) {
      expect(route.access, name).toBe('public');
      expect(routeIndex[name as keyof typeof routeIndex].isPublic, name).toBe(false);
      const path = `/api/v1${route.path.replace(/:([A-Za-z_]+)/g, '{$1}')}`;
      expect(document.paths[path][route.method.toLowerCase()].security, name).toEqual([
        {},
        { accessToken: [] },
      ]);
    }
  });
});
