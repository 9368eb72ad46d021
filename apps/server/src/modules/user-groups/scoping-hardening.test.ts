import { ResultCode, UserGroupAuthMethod, type UserGroupItem, type UserGroupMember } from '@hondana/contract';
import { describe, expect, it } from 'vitest';
import { routeCaller } from '../../../test/endpoint-kit.ts';
import { useTenantWorld } from '../../../test/tenant-world.ts';
import { userGroupMembers, userGroups } from '../../db/schema/index.ts';

const made = { mixed: 0, secondOnly: 0, empty: 0, ofB: 0 };

const harness = useTenantWorld({}, async ({ world, database }) => {
  const groups = await database.db
    .insert(userGroups)
    .values(
      ['Mixed', 'Second service only', 'Empty'].map((name) => ({
        companyId: world.a.company.id,
        name,
        authMethod: UserGroupAuthMethod.PASSWORD,
        maxUsers: 10,
      })),
    )
    .returning();
  const [ofB] = await database.db
    .insert(userGroups)
    .values({ companyId: world.b.company.id, name: 'Group of B', authMethod: UserGroupAuthMethod.PASSWORD })
    .returning();
  const [mixed, secondOnly, empty] = groups;
  if (!mixed || !secondOnly || !empty || !ofB) throw new Error('groups not made');
  const a = world.a.company.id;
  await database.db.insert(userGroupMembers).values([
    { companyId: a, userGroupId: mixed.id, userId: world.readerA.user.id },
    { companyId: a, userGroupId: mixed.id, userId: world.readerA2.user.id },
    { companyId: a, userGroupId: secondOnly.id, userId: world.readerA2.user.id },
    { companyId: world.b.company.id, userGroupId: ofB.id, userId: world.readerB.user.id },
  ]);
  Object.assign(made, { mixed: mixed.id, secondOnly: secondOnly.id, empty: empty.id, ofB: ofB.id });
});

const { send, data } = routeCaller(harness);
type Page<T> = { content: T[]; totalElements: number };

describe("a service admin reads only their service's user groups and members", () => {
  it("lists the groups holding a member of the service, counting that service's members only", async () => {
    const { world } = harness;
    const page = await data<Page<UserGroupItem>>('userGroupPage', {
      as: world.serviceAdminA,
      query: { page: 1, size: 50 },
    });
    expect(page.content.map((g) => [g.name, g.memberCount])).toEqual([['Mixed', 1]]);
    expect(page.totalElements).toBe(1);
    const second = await data<Page<UserGroupItem>>('userGroupPage', {
      as: world.serviceAdminA2,
      at: world.a2,
      query: { page: 1, size: 50 },
    });
    expect(second.content.map((g) => g.name).sort()).toEqual(['Mixed', 'Second service only']);
  });

  it("shows only the service's members and e-mails; another service's group is 705", async () => {
    const { world } = harness;
    const members = await data<Page<UserGroupMember>>('userGroupMembers', {
      as: world.serviceAdminA,
      params: { id: made.mixed },
      query: { page: 1, size: 20 },
    });
    expect(members.content.map((m) => m.email)).toEqual([world.readerA.user.email]);
    for (const id of [made.secondOnly, made.empty, made.ofB]) {
      const detail = await send('userGroupDetail', { as: world.serviceAdminA, params: { id } });
      expect(detail.json()).toMatchObject({ status: ResultCode.USER_GROUP_NOT_FOUND });
      const listed = await send('userGroupMembers', {
        as: world.serviceAdminA,
        params: { id },
        query: { page: 1, size: 20 },
      });
      expect(listed.json()).toMatchObject({ status: ResultCode.USER_GROUP_NOT_FOUND });
    }
  });

  it("refuses another company's companyId with 614 instead of answering the caller's rows", async () => {
    const { world } = harness;
    for (const as of [world.serviceAdminA, world.companyAdminA]) {
      const response = await send('userGroupPage', {
        as,
        query: { page: 1, size: 50, companyId: world.b.company.id },
      });
      expect(response.json(), response.body).toMatchObject({ status: ResultCode.NO_PERMISSION });
      expect(response.statusCode).toBe(403);
    }
    const own = await data<Page<UserGroupItem>>('userGroupPage', {
      as: world.serviceAdminA,
      query: { page: 1, size: 50, companyId: world.a.company.id },
    });
    expect(own.content.map((g) => g.name)).toEqual(['Mixed']);
  });

  it('leaves the company admin every group of the company, with every member counted', async () => {
    const { world } = harness;
    const page = await data<Page<UserGroupItem>>('userGroupPage', {
      as: world.companyAdminA,
      query: { page: 1, size: 50 },
    });
    expect(page.content.map((g) => [g.name, g.memberCount])).toEqual([
      ['Empty', 0],
      ['Mixed', 2],
      ['Second service only', 1],
    ]);
  });
});
