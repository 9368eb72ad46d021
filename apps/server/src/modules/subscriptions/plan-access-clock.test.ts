import { apiRoutes, type CatalogueDetail, ResultCode } from '@hondana/contract';
import { describe, expect, it } from 'vitest';
import { fillGroup, insertContent, insertGroup } from '../../../test/catalogue-kit.ts';
import { callRoute } from '../../../test/endpoint-kit.ts';
import type { WorldUser } from '../../../test/tenant-world.ts';
import { subscriptionPlanContentGroups } from '../../db/schema/index.ts';
import { newReader, signInReader, subscribe, useSubscriptionWorld } from './subscriptions-test-support.ts';

const MINUTE = 60_000;
let planned = '';
const h = useSubscriptionWorld(async ({ db, world, plans }) => {
  const groupId = await insertGroup(db, world.a, 'Pro shelf');
  const content = await insertContent(db, world.a, { title: 'Only for Pro' });
  await fillGroup(db, world.a, groupId, [content.id]);
  await db.insert(subscriptionPlanContentGroups).values({
    companyId: world.a.company.id,
    subscriptionPlanId: plans.pro,
    contentGroupId: groupId,
  });
  planned = content.elementId;
});

async function registeredFlag(as: WorldUser): Promise<boolean> {
  const response = await callRoute(h.app, apiRoutes.catalogueDetail, { as, query: { id: planned } }, h.world);
  return (response.json().data as CatalogueDetail).isRegistered;
}

const favourite = (as: WorldUser) => h.call.send('favouriteAdd', { as, body: { contentId: planned } });

describe('access by the injected clock', () => {
  it('a cancelled subscription gives access until the end of its period, and not a moment after', async () => {
    const { db } = h.database;
    const reader = await newReader(h.app, db, h.world.a);
    expect(await registeredFlag(reader)).toBe(false);
    expect((await favourite(reader)).json().status).toBe(ResultCode.PLAN_REQUIRED_FOR_FAVORITE);

    const id = await subscribe(db, h.world.a, {
      userId: reader.user.id,
      planId: h.plans.pro,
      at: h.clock.now(),
    });
    const cancelled = await h.call.data<{ accessEndsAt: string }>('subscriptionCancel', {
      as: reader,
      params: { id },
    });
    const end = new Date(cancelled.accessEndsAt).getTime();

    h.clock.set(new Date(end - MINUTE));
    const before = await signInReader(h.app, h.world.a, reader);
    expect(await registeredFlag(before)).toBe(true);
    expect((await favourite(before)).statusCode).toBe(200);

    h.clock.set(new Date(end + MINUTE));
    const after = await signInReader(h.app, h.world.a, reader);
    expect(await registeredFlag(after)).toBe(false);
    await h.call.send('favouriteDelete', { as: after, params: { id: planned } });
    expect((await favourite(after)).json().status).toBe(ResultCode.PLAN_REQUIRED_FOR_FAVORITE);
    const detail = await h.call.data<{ hasAccess: boolean }>('registeredDetail', {
      as: after,
      params: { id },
    });
    expect(detail.hasAccess).toBe(false);
  });
});
