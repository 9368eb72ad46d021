import { AccountType, type ReaderItem, ResultCode, UserGroupAuthMethod } from '@hondana/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { routeCaller } from '../../../test/endpoint-kit.ts';
import { createUser } from '../../../test/fixtures.ts';
import { useTenantWorld } from '../../../test/tenant-world.ts';
import {
  auditEvents,
  companies,
  favourites,
  mailOutbox,
  passwordResetTokens,
  sessions,
  userGroupMembers,
  userGroups,
  users,
} from '../../db/schema/index.ts';
import { hashOpaqueToken } from '../../platform/auth/opaque-token.ts';

const made = { group: 0, fullGroup: 0, ipGroup: 0, content: 0 };

const harness = useTenantWorld({ env: { WORKER: 'off' } }, async ({ world, database }) => {
  const { db } = database;
  const group = (name: string, over: Partial<typeof userGroups.$inferInsert> = {}) => ({
    companyId: world.a.company.id,
    name,
    authMethod: UserGroupAuthMethod.PASSWORD,
    maxUsers: 10,
    ...over,
  });
  const rows = await db
    .insert(userGroups)
    .values([
      group('Class A'),
      group('Full class', { maxUsers: 1 }),
      group('Campus net', { authMethod: UserGroupAuthMethod.IP_ADDRESS, roleLevel: 4 }),
    ])
    .returning();
  made.group = rows[0]?.id ?? 0;
  made.fullGroup = rows[1]?.id ?? 0;
  made.ipGroup = rows[2]?.id ?? 0;
  await db
    .insert(userGroupMembers)
    .values({ companyId: world.a.company.id, userGroupId: made.fullGroup, userId: world.readerA2.user.id });
});

const { send, data } = routeCaller(harness);
const admin = () => ({ as: harness.world.companyAdminA });
let counter = 0;
const fields = (over: Record<string, unknown> = {}) => ({
  fullName: 'Taro Suzuki',
  email: `rules-${++counter}@example.test`,
  ...over,
});
const statusOf = async (name: Parameters<typeof send>[0], call: Parameters<typeof send>[1]) =>
  (await send(name, call)).json().status as number;

describe('the registration’s rules on an administrator’s new reader', () => {
  it.each([
    ['no e-mail address', { email: null }, ResultCode.EMAIL_REQUIRED],
    ['an e-mail address too long', { email: `${'a'.repeat(250)}@example.test` }, ResultCode.EMAIL_TOO_LONG],
    ['no e-mail address format', { email: 'reader.example.test' }, ResultCode.EMAIL_FORMAT_INVALID],
    ['a username too short', { username: 'abc' }, ResultCode.USERNAME_TOO_SHORT],
    ['a username too long', { username: 'a'.repeat(65) }, ResultCode.USERNAME_TOO_LONG],
    ['a username with a blank', { username: 'taro suzuki' }, ResultCode.USERNAME_FORMAT_INVALID],
    [
      'a login period without an end',
      { subscriptionType: 2, subscriptionStart: '2026-04-01' },
      ResultCode.BAD_PARAMETERS,
    ],
    [
      'an impossible day',
      { subscriptionType: 2, subscriptionStart: '2026-02-30', subscriptionEnd: '2026-03-31' },
      408,
    ],
    ['an unknown time zone', { timezone: 'Mars/Olympus' }, ResultCode.BAD_PARAMETERS],
    ['another company’s group', { userGroupId: 999_999 }, ResultCode.USER_GROUP_NOT_FOUND],
    [
      'an IP address group',
      () => ({ userGroupId: made.ipGroup }),
      ResultCode.USER_GROUP_LOGIN_METHOD_MISMATCH,
    ],
    ['a full group', () => ({ userGroupId: made.fullGroup }), ResultCode.USER_GROUP_USER_LIMIT_REACHED],
  ])('refuses %s, and adds nothing', async (_, over, code) => {
    const body = fields(typeof over === 'function' ? over() : over);
    expect(await statusOf('readerAdd', { ...admin(), body })).toBe(code);
    const email = (body.email as string | null) ?? '';
    expect(await harness.database.db.select().from(users).where(eq(users.email, email))).toEqual([]);
  });

  it('refuses an address (707), a username (789) or a single sign-on id (897) another account holds', async () => {
    const { world } = harness;
    const taken = world.companyAdminA.user.email;
    expect(await statusOf('readerAdd', { ...admin(), body: fields({ email: taken?.toUpperCase() }) })).toBe(
      707,
    );
    await data('readerAdd', { ...admin(), body: fields({ username: 'taro_01', externalId: 'sso-1' }) });
    expect(await statusOf('readerAdd', { ...admin(), body: fields({ username: 'TARO_01' }) })).toBe(789);
    expect(await statusOf('readerAdd', { ...admin(), body: fields({ externalId: 'sso-1' }) })).toBe(897);
    // Another company may hold the same address.
    const other = await data<ReaderItem>('readerAdd', {
      as: world.companyAdminB,
      at: world.b,
      body: fields({ email: taken }),
    });
    expect(other.companyId).toBe(world.b.company.id);
  });

  it('needs a username where readers log in by it, and mails no link where they sign in by single sign-on', async () => {
    const { world } = harness;
    const { db } = harness.database;
    await db
      .update(companies)
      .set({ accountType: AccountType.ALL })
      .where(eq(companies.id, world.b.company.id));
    const b = { as: world.companyAdminB, at: world.b };
    expect(await statusOf('readerAdd', { ...b, body: fields() })).toBe(ResultCode.USERNAME_REQUIRED);
    await db
      .update(companies)
      .set({ accountType: AccountType.EXTERNAL_ID })
      .where(eq(companies.id, world.b.company.id));
    const sso = await data<ReaderItem & { invitationSent: boolean }>('readerAdd', {
      ...b,
      body: fields({ email: null, externalId: 'edu-7' }),
    });
    expect(sso).toMatchObject({ invitationSent: false, externalId: 'edu-7' });
    await db
      .update(companies)
      .set({ accountType: AccountType.EMAIL })
      .where(eq(companies.id, world.b.company.id));
  });

  it('keeps the company’s user limit (417) and counts only readers', async () => {
    const { world } = harness;
    const { db } = harness.database;
    const readers = await db
      .select()
      .from(users)
      .where(and(eq(users.companyId, world.b.company.id), eq(users.roleLevel, 3)));
    await db
      .update(companies)
      .set({ maxUser: readers.length + 1 })
      .where(eq(companies.id, world.b.company.id));
    const b = { as: world.companyAdminB, at: world.b };
    await data('readerAdd', { ...b, body: fields() });
    expect(await statusOf('readerAdd', { ...b, body: fields() })).toBe(ResultCode.COMPANY_USER_LIMIT_REACHED);
    await db.update(companies).set({ maxUser: null }).where(eq(companies.id, world.b.company.id));
  });
});

describe('who reaches which readers', () => {
  it('a service admin lists, reads and adds the readers of its service only', async () => {
    const { world } = harness;
    const as = { as: world.serviceAdminA };
    const page = await data<{ content: ReaderItem[] }>('readerPage', { ...as, query: { size: 100 } });
    const ids = page.content.map((r) => r.id);
    expect(ids).toContain(world.readerA.user.id);
    expect(ids).not.toContain(world.readerA2.user.id);
    expect(await statusOf('readerDetail', { ...as, params: { id: world.readerA2.user.id } })).toBe(703);
    expect(await statusOf('readerStop', { ...as, params: { id: world.readerA2.user.id } })).toBe(703);
    const added = await data<ReaderItem>('readerAdd', { ...as, body: fields() });
    expect(added.serviceId).toBe(world.a.service.id);
    expect(await statusOf('readerAdd', { ...as, body: fields({ serviceId: world.a2.service.id }) })).toBe(
      614,
    );
  });

  it('a system admin names the company, and reaches any company’s reader by id', async () => {
    const { world } = harness;
    const as = { as: world.systemAdmin, at: null };
    expect(await statusOf('readerPage', { ...as, query: {} })).toBe(ResultCode.BAD_PARAMETERS);
    const page = await data<{ content: ReaderItem[] }>('readerPage', {
      ...as,
      query: { companyId: world.b.company.id },
    });
    expect(page.content.map((r) => r.id)).toContain(world.readerB.user.id);
    const item = await data<ReaderItem>('readerDetail', { ...as, params: { id: world.readerB.user.id } });
    expect(item.companyId).toBe(world.b.company.id);
    const added = await data<ReaderItem>('readerAdd', {
      ...as,
      body: fields({ companyId: world.b.company.id }),
    });
    expect(added.serviceId).toBe(world.b.service.id);
  });

  it('never reaches a staff account or an IP user through the readers’ calls', async () => {
    const { world } = harness;
    for (const staff of [world.companyAdminA, world.serviceAdminA, world.ipUserA]) {
      expect(await statusOf('readerDelete', { ...admin(), params: { id: staff.user.id } })).toBe(703);
    }
  });
});

describe('what a change does besides the row', () => {
  it('searches, filters and sorts the list', async () => {
    const base = fields({ fullName: 'Zeta Filter', staffId: 'F-1' });
    const item = await data<ReaderItem>('readerAdd', {
      ...admin(),
      body: { ...base, userGroupId: made.group },
    });
    const query = {
      keyword: 'zeta filt',
      userGroupId: made.group,
      status: 0,
      sort: 'fullName',
      order: 'asc',
    };
    const page = await data<{ content: ReaderItem[]; totalElements: number }>('readerPage', {
      ...admin(),
      query,
    });
    expect(page.content.map((r) => r.id)).toEqual([item.id]);
    expect(page.content[0]).toMatchObject({ userGroupName: 'Class A', staffId: 'F-1' });
    const never = await data<{ totalElements: number }>('readerPage', {
      ...admin(),
      query: { ...query, lastLoginFrom: '2026-01-01' },
    });
    expect(never.totalElements).toBe(0);
  });

  it('records every write in the audit trail with the caller, in the write’s transaction', async () => {
    const { world } = harness;
    const item = await data<ReaderItem>('readerAdd', { ...admin(), body: fields({ staffId: 'A-1' }) });
    await data('readerUpdate', {
      ...admin(),
      params: { id: item.id },
      body: fields({ email: item.email, fullName: 'Audited' }),
    });
    await data('readerStop', { ...admin(), params: { id: item.id } });
    await data('readerDelete', { ...admin(), params: { id: item.id } });
    const rows = await harness.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entity, 'reader'), eq(auditEvents.entityId, String(item.id))));
    expect(rows.map((r) => r.action)).toEqual(['add', 'update', 'stop', 'delete']);
    for (const row of rows) {
      expect(row).toMatchObject({ actorUserId: world.companyAdminA.user.id, companyId: world.a.company.id });
    }
    expect(rows[1]?.before).toMatchObject({ fullName: 'Taro Suzuki' });
    expect(rows[1]?.after).toMatchObject({ fullName: 'Audited' });
    expect(rows[3]?.after).toBeNull();
    // A refused write leaves no audit row.
    const before = (await harness.database.db.select().from(auditEvents)).length;
    await send('readerAdd', { ...admin(), body: fields({ email: 'broken' }) });
    expect((await harness.database.db.select().from(auditEvents)).length).toBe(before);
  });

  it('stopping ends the sessions; a new address voids the links mailed to the old one', async () => {
    const { db } = harness.database;
    const { user } = await createUser(db, harness.world.a, { passwordHash: null });
    await db.insert(sessions).values({
      companyId: user.companyId,
      userId: user.id,
      tokenHash: hashOpaqueToken(`rules-session-${user.id}`),
      loginMethod: 'email',
      expiresAt: new Date(Date.now() + 3_600_000),
    });
    await data('readerResendInvitation', { ...admin(), params: { id: user.id } });
    await data('readerUpdate', { ...admin(), params: { id: user.id }, body: fields({ status: 1 }) });
    const [session] = await db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(session?.revokedReason).toBe('account_stopped');
    const tokens = await db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, user.id));
    expect(tokens.every((t) => t.usedAt !== null)).toBe(true);
    expect(await statusOf('readerResendInvitation', { ...admin(), params: { id: user.id } })).toBe(
      ResultCode.USER_BLOCKED,
    );
  });

  it('a new address: the old one is told, links mailed before stop working, a reader without a password is invited again', async () => {
    const { db } = harness.database;
    const item = await data<ReaderItem>('readerAdd', { ...admin(), body: fields() });
    const [first] = await db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, item.id));
    const moved = `moved-${item.id}@example.test`;
    await data('readerUpdate', { ...admin(), params: { id: item.id }, body: fields({ email: moved }) });
    const mailsTo = (to: string) =>
      db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(mailOutbox.id);
    const old = await mailsTo(item.email ?? '');
    expect(old.map((m) => m.subject)).toHaveLength(2);
    expect(old[1]?.text).toContain(moved);
    expect((await mailsTo(moved))[0]?.text).toMatch(/reset-password\?token=[\w-]+&invitation=1/);
    const tokens = await db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, item.id));
    expect(tokens.find((t) => t.id === first?.id)?.usedAt).not.toBeNull();
    expect(tokens.filter((t) => t.usedAt === null)).toHaveLength(1);
  });

  it('moves the reader between groups and counts what a delete removes before removing it', async () => {
    const { db } = harness.database;
    const item = await data<ReaderItem>('readerAdd', {
      ...admin(),
      body: fields({ userGroupId: made.group }),
    });
    const members = () => db.select().from(userGroupMembers).where(eq(userGroupMembers.userId, item.id));
    expect((await members()).map((m) => m.userGroupId)).toEqual([made.group]);
    await db.insert(sessions).values({
      companyId: item.companyId,
      userId: item.id,
      tokenHash: hashOpaqueToken(`impact-${item.id}`),
      loginMethod: 'email',
      expiresAt: new Date(Date.now() + 3_600_000),
    });
    const impact = await data('readerDeleteImpact', { ...admin(), params: { id: item.id } });
    expect(impact).toMatchObject({ sessions: 1, userGroupMemberships: 1, favourites: 0 });
    await data('readerDelete', { ...admin(), params: { id: item.id } });
    expect(await members()).toEqual([]);
    expect(await db.select().from(favourites).where(eq(favourites.userId, item.id))).toEqual([]);
    expect(await db.select().from(sessions).where(eq(sessions.userId, item.id))).toEqual([]);
  });
});
