import { ResultCode, UserGroupAuthMethod, type UserGroupItem } from '@hondana/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type AnyCall, endpointTests, routeCaller } from '../../../test/endpoint-kit.ts';
import { type TenantWorld, useTenantWorld } from '../../../test/tenant-world.ts';
import { companies, contentGroups, userGroupIpRanges, userGroups, users } from '../../db/schema/index.ts';
import { checkedNetworks } from './networks.ts';

const made = { campus: 0, b: 0, groupA: 0, groupB: 0 };

const harness = useTenantWorld({}, async ({ world, database }) => {
  await database.db
    .update(companies)
    .set({ loginByIpAddress: true })
    .where(eq(companies.id, world.a.company.id));
  const [campus, b] = await database.db
    .insert(userGroups)
    .values([
      {
        companyId: world.a.company.id,
        name: 'Seeded campus',
        authMethod: UserGroupAuthMethod.IP_ADDRESS,
        roleLevel: 4,
      },
      { companyId: world.b.company.id, name: 'Group of B', authMethod: UserGroupAuthMethod.PASSWORD },
    ])
    .returning();
  if (!campus || !b) throw new Error('groups not made');
  await database.db
    .insert(userGroupIpRanges)
    .values({ companyId: world.a.company.id, userGroupId: campus.id, network: '10.10.0.0/16' });
  const [groupA] = await database.db
    .insert(contentGroups)
    .values({ companyId: world.a.company.id, serviceId: world.a.service.id, name: 'Shelf A', type: 1 })
    .returning();
  const [groupB] = await database.db
    .insert(contentGroups)
    .values({ companyId: world.b.company.id, serviceId: world.b.service.id, name: 'Shelf B', type: 1 })
    .returning();
  Object.assign(made, { campus: campus.id, b: b.id, groupA: groupA?.id, groupB: groupB?.id });
});

const { send, data } = routeCaller(harness);
const admin = (world: TenantWorld) => ({ as: world.companyAdminA });

async function refused(name: Parameters<typeof send>[0], call: AnyCall, code: number) {
  const response = await send(name, call);
  expect(response.json(), response.body).toMatchObject({ status: code });
  expect(response.statusCode).not.toBe(200);
}

let counter = 0;
const ipGroup = (over: Record<string, unknown> = {}) => ({
  name: `Library network ${++counter}`,
  authMethod: UserGroupAuthMethod.IP_ADDRESS,
  maxUsers: 20,
  autoLogin: true,
  ipAddresses: [`192.0.${counter}.0/24`],
  ...over,
});

describe('networks as an admin types them (seed 002 §5)', () => {
  it('keeps IPv4 /24-/32 and IPv6 /48-/128, a bare address as one host', () => {
    expect(checkedNetworks(['192.0.2.0/24', '192.0.2.7', '2001:DB8::/48', '2001:db8::1'])).toEqual([
      '192.0.2.0/24',
      '192.0.2.7/32',
      '2001:db8::/48',
      '2001:db8::1/128',
    ]);
  });
  it.each([
    '192.0.2.0/23',
    '192.0.2.0/33',
    '2001:db8::/47',
    '300.0.0.1',
    'campus',
    '192.0.2.0/24/1',
    '10.0.0.0/x',
  ])('refuses %s with 429', (typed) => {
    expect(() => checkedNetworks([typed])).toThrow(
      expect.objectContaining({ code: ResultCode.IP_FORMAT_INVALID }),
    );
  });
});

describe('GET /user-group/page', () => {
  endpointTests('userGroupPage', harness.context, {
    happy: (world) => ({
      ...admin(world),
      query: { page: 1, size: 50 },
      check: (page) => {
        const names = (page as { content: UserGroupItem[] }).content.map((g) => g.name);
        expect(names).toContain('Seeded campus');
        expect(names).not.toContain('Group of B');
      },
    }),
    otherTenantIds: (world) => ({ ...admin(world), query: { companyId: world.b.company.id }, code: 614 }),
  });
});

describe('GET /user-group/detail/{id}', () => {
  endpointTests('userGroupDetail', harness.context, {
    happy: (world) => ({
      ...admin(world),
      params: { id: made.campus },
      check: (item) => expect(item).toMatchObject({ name: 'Seeded campus', ipAddresses: ['10.10.0.0/16'] }),
    }),
    otherTenantIds: (world) => ({
      ...admin(world),
      params: { id: made.b },
      code: ResultCode.USER_GROUP_NOT_FOUND,
    }),
  });
});

describe('POST /user-group/add', () => {
  endpointTests('userGroupAdd', harness.context, {
    happy: (world) => ({
      ...admin(world),
      body: ipGroup({ ipAddresses: ['198.51.100.77/24', '2001:db8:5::/48'], contentGroupIds: [made.groupA] }),
      check: (item) =>
        expect(item).toMatchObject({
          roleLevel: 4,
          ipAddresses: ['198.51.100.0/24', '2001:db8:5::/48'],
          contentGroupIds: [made.groupA],
          memberCount: 0,
        }),
    }),
    badInput: (world) => ({ ...admin(world), body: ipGroup({ ipAddresses: ['192.0.2.0/16'] }), code: 429 }),
    otherTenantIds: (world) => ({
      ...admin(world),
      body: ipGroup({ contentGroupIds: [made.groupB] }),
      code: ResultCode.CONTENT_GROUP_NOT_FOUND,
    }),
  });

  it('refuses a network written twice (727), one overlapping another group (432), and writes nothing', async () => {
    const { world, database } = harness;
    const before = await database.db
      .select()
      .from(userGroups)
      .where(eq(userGroups.companyId, world.a.company.id));
    await refused(
      'userGroupAdd',
      { ...admin(world), body: ipGroup({ ipAddresses: ['203.0.113.0/24', '203.0.113.9/24'] }) },
      ResultCode.IP_ADDRESS_DUPLICATED,
    );
    await refused(
      'userGroupAdd',
      { ...admin(world), body: ipGroup({ ipAddresses: ['10.10.3.0/24'] }) },
      ResultCode.IP_RANGE_CONFLICT,
    );
    const after = await database.db
      .select()
      .from(userGroups)
      .where(eq(userGroups.companyId, world.a.company.id));
    expect(after).toHaveLength(before.length);
  });

  it('refuses an IP group where the company does not log in by IP (803), and a bad name', async () => {
    const { world } = harness;
    await refused(
      'userGroupAdd',
      { as: world.companyAdminB, at: world.b, body: ipGroup() },
      ResultCode.IP_LOGIN_NOT_APPLIED,
    );
    const response = await send('userGroupAdd', { ...admin(world), body: ipGroup({ name: 'no <script>' }) });
    expect(response.statusCode).toBe(400);
  });

  it('adds a password group without networks; the same name again is refused', async () => {
    const { world } = harness;
    const body = {
      name: 'Teachers',
      authMethod: UserGroupAuthMethod.PASSWORD,
      maxUsers: 30,
      ipAddresses: ['192.0.2.1'],
    };
    const item = await data<UserGroupItem>('userGroupAdd', { ...admin(world), body });
    expect(item).toMatchObject({ roleLevel: 3, ipAddresses: [], autoLogin: false });
    await refused(
      'userGroupAdd',
      { ...admin(world), body: { ...body, name: 'TEACHERS' } },
      ResultCode.BAD_PARAMETERS,
    );
  });
});

describe('PUT /user-group/update/{id} and DELETE /user-group/delete/{id}', () => {
  endpointTests('userGroupUpdate', harness.context, {
    happy: (world) => ({
      ...admin(world),
      params: { id: made.campus },
      body: ipGroup({ name: 'Seeded campus', ipAddresses: ['10.10.0.0/16', '10.11.0.0/24'] }),
      check: (item) => expect(item).toMatchObject({ ipAddresses: ['10.10.0.0/16', '10.11.0.0/24'] }),
    }),
    otherTenantIds: (world) => ({
      ...admin(world),
      params: { id: made.b },
      body: ipGroup(),
      code: ResultCode.USER_GROUP_NOT_FOUND,
    }),
  });

  it('deletes an IP group with its IP user; refuses the login-by-IP group (748) and a group with members (430)', async () => {
    const { world, database } = harness;
    const item = await data<UserGroupItem>('userGroupAdd', { ...admin(world), body: ipGroup() });
    await database.db
      .insert(users)
      .values({ companyId: world.a.company.id, roleLevel: 4, fullName: item.name, userGroupId: item.id });
    await data('userGroupDelete', { ...admin(world), params: { id: item.id } });
    expect(await database.db.select().from(users).where(eq(users.userGroupId, item.id))).toEqual([]);
    await refused(
      'userGroupDetail',
      { ...admin(world), params: { id: item.id } },
      ResultCode.USER_GROUP_NOT_FOUND,
    );

    await database.db
      .update(userGroups)
      .set({ isDefaultIpGroup: true })
      .where(eq(userGroups.id, made.campus));
    await refused(
      'userGroupDelete',
      { ...admin(world), params: { id: made.campus } },
      ResultCode.USER_GROUP_UNDELETABLE,
    );
    await database.db
      .update(userGroups)
      .set({ isDefaultIpGroup: false })
      .where(eq(userGroups.id, made.campus));

    const teachers = await data<UserGroupItem>('userGroupAdd', {
      ...admin(world),
      body: { name: 'Staff room', authMethod: UserGroupAuthMethod.PASSWORD },
    });
    await database.db
      .update(users)
      .set({ userGroupId: teachers.id })
      .where(eq(users.id, world.readerA.user.id));
    const { userGroupMembers } = await import('../../db/schema/index.ts');
    await database.db
      .insert(userGroupMembers)
      .values({ companyId: world.a.company.id, userGroupId: teachers.id, userId: world.readerA.user.id });
    await refused(
      'userGroupDelete',
      { ...admin(world), params: { id: teachers.id } },
      ResultCode.USER_GROUP_IN_USE,
    );
  });

  endpointTests('userGroupDelete', harness.context, {
    happy: (world) => ({ ...admin(world), params: { id: made.campus } }),
    otherTenantIds: (world) => ({
      ...admin(world),
      params: { id: made.b },
      code: ResultCode.USER_GROUP_NOT_FOUND,
    }),
  });
});
