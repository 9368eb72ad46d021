import {
  ResultCode,
  RoleLevel,
  UserGroupAuthMethod,
  type UserGroupItem,
  type UserGroupMember,
} from '@hondana/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { endpointTests, routeCaller } from '../../../test/endpoint-kit.ts';
import { type TenantWorld, useTenantWorld } from '../../../test/tenant-world.ts';
import { userGroupMembers, userGroups, users } from '../../db/schema/index.ts';

const made = { staff: 0, ip: 0, b: 0, extra: [] as number[] };

const harness = useTenantWorld({}, async ({ world, database }) => {
  const [staff, ip, b] = await database.db
    .insert(userGroups)
    .values([
      {
        companyId: world.a.company.id,
        name: 'Staff room',
        authMethod: UserGroupAuthMethod.PASSWORD,
        maxUsers: 3,
      },
      {
        companyId: world.a.company.id,
        name: 'Library network',
        authMethod: UserGroupAuthMethod.IP_ADDRESS,
        roleLevel: 4,
      },
      {
        companyId: world.b.company.id,
        name: 'Group of B',
        authMethod: UserGroupAuthMethod.PASSWORD,
        maxUsers: 5,
      },
    ])
    .returning();
  if (!staff || !ip || !b) throw new Error('groups not made');
  const extra = await database.db
    .insert(users)
    .values(
      ['Aoki Ren', 'Baba Mio', 'Chiba Sora'].map((fullName, i) => ({
        companyId: world.a.company.id,
        roleLevel: RoleLevel.USER,
        fullName,
        email: `member-${i}@a.test`,
      })),
    )
    .returning({ id: users.id });
  Object.assign(made, { staff: staff.id, ip: ip.id, b: b.id, extra: extra.map((u) => u.id) });
});

const { send, data } = routeCaller(harness);
const admin = (world: TenantWorld) => ({ as: world.companyAdminA });

async function refused(name: Parameters<typeof send>[0], call: Parameters<typeof send>[1], code: number) {
  const response = await send(name, call);
  expect(response.json(), response.body).toMatchObject({ status: code });
  expect(response.statusCode).not.toBe(200);
}

const membersOf = (groupId: number) =>
  harness.database.db
    .select({ id: userGroupMembers.userId })
    .from(userGroupMembers)
    .where(eq(userGroupMembers.userGroupId, groupId))
    .then((rows) => rows.map((r) => r.id).sort((x, y) => x - y));

describe('user-group members: the standard tests', () => {
  endpointTests('userGroupAddMembers', harness.context, {
    happy: (world) => ({
      ...admin(world),
      params: { id: made.staff },
      body: { userIds: [world.readerA.user.id] },
      check: (item) => expect(item).toMatchObject({ name: 'Staff room', memberCount: 1 }),
    }),
    badInput: (world) => ({ ...admin(world), params: { id: made.staff }, body: { userIds: [] }, code: 400 }),
    otherTenantIds: (world) => ({
      ...admin(world),
      params: { id: made.staff },
      body: { userIds: [world.readerB.user.id] },
      code: ResultCode.USER_NOT_FOUND,
    }),
  });
  endpointTests('userGroupMembers', harness.context, {
    happy: (world) => ({
      ...admin(world),
      params: { id: made.staff },
      query: { page: 1, size: 20 },
      check: (page) =>
        expect((page as { content: UserGroupMember[] }).content.map((m) => m.id)).toContain(
          world.readerA.user.id,
        ),
    }),
    otherTenantIds: (world) => ({
      ...admin(world),
      params: { id: made.b },
      query: { page: 1, size: 20 },
      code: ResultCode.USER_GROUP_NOT_FOUND,
    }),
  });
  endpointTests('userGroupMemberCandidates', harness.context, {
    happy: () => ({
      as: harness.world.companyAdminA,
      params: { id: made.staff },
      query: { keyword: 'member-' },
      check: (list) => expect((list as UserGroupMember[]).length).toBeGreaterThan(0),
    }),
    badInput: (world) => ({ ...admin(world), params: { id: made.staff }, query: { keyword: '' }, code: 400 }),
    otherTenantIds: (world) => ({
      ...admin(world),
      params: { id: made.b },
      query: { keyword: 'a' },
      code: ResultCode.USER_GROUP_NOT_FOUND,
    }),
  });
  endpointTests('userGroupRemoveMembers', harness.context, {
    happy: (world) => ({
      ...admin(world),
      params: { id: made.staff },
      body: { userIds: [made.extra[2] ?? 0] },
    }),
    otherTenantIds: (world) => ({
      ...admin(world),
      params: { id: made.b },
      body: { userIds: [world.readerB.user.id] },
      code: ResultCode.USER_GROUP_NOT_FOUND,
    }),
  });
});

describe('user-group members: the rules', () => {
  it('adds readers up to max users (427 past it, nothing added), lists and finds them, takes them out', async () => {
    const { world, database } = harness;
    const [aoki, baba, chiba] = made.extra as [number, number, number];
    await data('userGroupRemoveMembers', {
      ...admin(world),
      params: { id: made.staff },
      body: { userIds: [world.readerA.user.id, aoki, baba, chiba] },
    });

    const item = await data<UserGroupItem>('userGroupAddMembers', {
      ...admin(world),
      params: { id: made.staff },
      body: { userIds: [aoki, baba, aoki] },
    });
    expect(item.memberCount).toBe(2);
    // Max users 3: two more would make four; neither is added.
    await refused(
      'userGroupAddMembers',
      { ...admin(world), params: { id: made.staff }, body: { userIds: [chiba, world.readerA.user.id] } },
      ResultCode.USER_GROUP_USER_LIMIT_REACHED,
    );
    expect(await membersOf(made.staff)).toEqual([aoki, baba]);
    // Adding a member again changes nothing and counts nothing.
    await data('userGroupAddMembers', {
      ...admin(world),
      params: { id: made.staff },
      body: { userIds: [aoki, chiba] },
    });
    expect(await membersOf(made.staff)).toEqual([aoki, baba, chiba]);

    const [primary] = await database.db
      .select({ g: users.userGroupId })
      .from(users)
      .where(eq(users.id, aoki));
    expect(primary?.g).toBe(made.staff);
    const page = await data<{ content: UserGroupMember[]; totalElements: number }>('userGroupMembers', {
      ...admin(world),
      params: { id: made.staff },
      query: { page: 1, size: 2, keyword: 'baba' },
    });
    expect(page.content).toEqual([
      { id: baba, username: null, email: 'member-1@a.test', fullName: 'Baba Mio', isPrimary: true },
    ]);
    expect(page.totalElements).toBe(1);
    const found = await data<UserGroupMember[]>('userGroupMemberCandidates', {
      ...admin(world),
      params: { id: made.staff },
      query: { keyword: 'member-' },
    });
    expect(found).toEqual([]);

    const after = await data<UserGroupItem>('userGroupRemoveMembers', {
      ...admin(world),
      params: { id: made.staff },
      body: { userIds: [aoki, 999_999] },
    });
    expect(after.memberCount).toBe(2);
    const [cleared] = await database.db
      .select({ g: users.userGroupId })
      .from(users)
      .where(eq(users.id, aoki));
    expect(cleared?.g).toBeNull();
    expect(
      (
        await data<UserGroupMember[]>('userGroupMemberCandidates', {
          ...admin(world),
          params: { id: made.staff },
          query: { keyword: 'aoki' },
        })
      ).map((m) => m.id),
    ).toEqual([aoki]);
  });

  it('takes no readers into an IP-address group (423), nor staff or unknown ids (703)', async () => {
    const { world } = harness;
    await refused(
      'userGroupAddMembers',
      { ...admin(world), params: { id: made.ip }, body: { userIds: [world.readerA.user.id] } },
      ResultCode.USER_GROUP_LOGIN_METHOD_MISMATCH,
    );
    await refused(
      'userGroupAddMembers',
      { ...admin(world), params: { id: made.staff }, body: { userIds: [world.serviceAdminA.user.id] } },
      ResultCode.USER_NOT_FOUND,
    );
    expect(
      await harness.database.db
        .select()
        .from(userGroupMembers)
        .where(and(eq(userGroupMembers.userGroupId, made.ip))),
    ).toEqual([]);
  });

  it("lets a service admin read the members of their service's groups but not change them (611)", async () => {
    const { world } = harness;
    await harness.database.db
      .insert(userGroupMembers)
      .values({ companyId: world.a.company.id, userGroupId: made.staff, userId: world.readerA.user.id })
      .onConflictDoNothing();
    const page = await data<{ content: UserGroupMember[] }>('userGroupMembers', {
      as: world.serviceAdminA,
      params: { id: made.staff },
      query: { page: 1, size: 20 },
    });
    expect(page.content.map((m) => m.id)).toEqual([world.readerA.user.id]);
    await refused(
      'userGroupRemoveMembers',
      { as: world.serviceAdminA, params: { id: made.staff }, body: { userIds: [world.readerA.user.id] } },
      ResultCode.INVALID_ROLE_ACCESS,
    );
  });
});
