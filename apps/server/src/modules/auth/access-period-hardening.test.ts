import { ResultCode, RoleLevel, UserGroupAuthMethod, UserSubscriptionType } from '@hondana/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTenant } from '../../../test/fixtures.ts';
import { companies, loginAttempts, userGroupIpRanges, userGroups, users } from '../../db/schema/index.ts';
import {
  addressOf,
  createUser,
  getInfo,
  postAdminLogin,
  postLogin,
  useLoginWorld,
} from './auth-test-support.ts';

const DAY = 86_400_000;
const world = useLoginWorld(new Date('2026-11-10T09:00:00Z'));
const at = (days: number) => new Date(world.clock.now().getTime() + days * DAY);

/** A reader whose access runs from `start` to `end` (subscription type LOGIN). */
const periodUser = (start: Date | null, end: Date | null, values: Partial<typeof users.$inferInsert> = {}) =>
  createUser(world.database.db, world.tenant, {
    subscriptionType: UserSubscriptionType.LOGIN,
    subscriptionStart: start,
    subscriptionEnd: end,
    ...values,
  });

const statusOfLogin = async (email: string, password: string) =>
  (await postLogin(world.app, addressOf(world.tenant), email, password)).json().status as number;

describe('the user access period at login', () => {
  it('refuses a reader whose period has ended (811) or not begun (810), after the right password', async () => {
    const ended = await periodUser(at(-30), at(-1));
    expect(await statusOfLogin(ended.email, ended.password)).toBe(ResultCode.USER_ACCESS_EXPIRED);
    const ahead = await periodUser(at(1), at(30));
    expect(await statusOfLogin(ahead.email, ahead.password)).toBe(ResultCode.USER_ACCESS_NOT_STARTED);
    // A wrong password still answers 609: the period tells nothing before the password is right.
    expect(await statusOfLogin(ended.email, 'wrong')).toBe(ResultCode.WRONG_PASSWORD);
    const [refusal] = await world.database.db
      .select()
      .from(loginAttempts)
      .where(and(eq(loginAttempts.userId, ended.user.id), eq(loginAttempts.resultCode, 811)));
    expect(refusal).toBeDefined();
  });

  it('lets a reader in inside the period, with an open end, and ignores the dates without type LOGIN', async () => {
    const inside = await periodUser(at(-1), at(1));
    expect(await statusOfLogin(inside.email, inside.password)).toBe(200);
    const openEnd = await periodUser(at(-1), null);
    expect(await statusOfLogin(openEnd.email, openEnd.password)).toBe(200);
    const none = await periodUser(at(-30), at(-1), { subscriptionType: UserSubscriptionType.NONE });
    expect(await statusOfLogin(none.email, none.password)).toBe(200);
  });

  it('holds on the admin login too', async () => {
    const admin = await periodUser(at(-30), at(-1), { roleLevel: RoleLevel.COMPANY_ADMIN });
    const response = await postAdminLogin(world.app, admin.email, admin.password);
    expect(response.json().status).toBe(ResultCode.USER_ACCESS_EXPIRED);
  });

  it('holds on the IP login: the IP user of a group whose period ended is refused', async () => {
    const ipCompany = await createTenant(world.database.db);
    await world.database.db
      .update(companies)
      .set({ loginByIpAddress: true })
      .where(eq(companies.id, ipCompany.company.id));
    const [group] = await world.database.db
      .insert(userGroups)
      .values({
        companyId: ipCompany.company.id,
        name: 'Campus',
        roleLevel: RoleLevel.IP_USER,
        authMethod: UserGroupAuthMethod.IP_ADDRESS,
        maxUsers: 5,
      })
      .returning();
    if (!group) throw new Error('group not created');
    await world.database.db
      .insert(userGroupIpRanges)
      .values({ companyId: ipCompany.company.id, userGroupId: group.id, network: '10.77.0.0/16' });
    const address = addressOf(ipCompany);
    const ipLogin = () =>
      world.app.inject({
        method: 'POST',
        url: '/api/v1/auth/ip-address-login',
        headers: { host: address.host },
        remoteAddress: '10.77.1.2',
        payload: { keep_login: false, company_domain: address.domain, path: address.path },
      });
    expect((await ipLogin()).json().status).toBe(200);
    await world.database.db
      .update(users)
      .set({ subscriptionType: UserSubscriptionType.LOGIN, subscriptionEnd: at(-1) })
      .where(and(eq(users.companyId, ipCompany.company.id), eq(users.userGroupId, group.id)));
    expect((await ipLogin()).json().status).toBe(ResultCode.USER_ACCESS_EXPIRED);
  });
});

describe('the user access period on every session check', () => {
  it('ends what a session may do when the period ends, on the injected world.clock', async () => {
    const reader = await periodUser(at(-1), at(2));
    const login = (
      await postLogin(world.app, addressOf(world.tenant), reader.email, reader.password, { keepLogin: true })
    ).json();
    expect(login.status).toBe(200);
    const token = login.data.accessToken as string;
    world.clock.advance(DAY);
    expect((await getInfo(world.app, token)).json().status).toBe(200);
    world.clock.advance(DAY);
    expect((await getInfo(world.app, token)).json()).toMatchObject({
      status: ResultCode.USER_ACCESS_EXPIRED,
      message: 'api.error.811',
    });
    world.clock.advance(-2 * DAY);
  });

  it('refuses a session whose period was moved ahead after login (810)', async () => {
    const reader = await periodUser(null, null);
    const token = (await postLogin(world.app, addressOf(world.tenant), reader.email, reader.password)).json()
      .data.accessToken as string;
    await world.database.db
      .update(users)
      .set({ subscriptionStart: at(3) })
      .where(eq(users.id, reader.user.id));
    expect((await getInfo(world.app, token)).json().status).toBe(ResultCode.USER_ACCESS_NOT_STARTED);
  });
});
