import { type ReaderItem, ResultCode } from '@hondana/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { endpointTests, routeCaller } from '../../../test/endpoint-kit.ts';
import { createUser } from '../../../test/fixtures.ts';
import { useTenantWorld } from '../../../test/tenant-world.ts';
import { loginLocks, mailOutbox, readerBulkRuns, sessions, users } from '../../db/schema/index.ts';
import { hashOpaqueToken } from '../../platform/auth/opaque-token.ts';

/** Readers of company A each endpoint's happy path changes, so no test depends on another's order. */
const made = { target: 0, stopped: 0, locked: 0, victim: 0, runA: 0, runB: 0 };

const harness = useTenantWorld({ env: { WORKER: 'off' } }, async ({ world, database }) => {
  const { db } = database;
  const reader = async (over: Partial<typeof users.$inferInsert> = {}) =>
    (await createUser(db, world.a, { passwordHash: null, ...over })).user.id;
  made.target = await reader();
  made.stopped = await reader({ accountStatus: 1 });
  made.locked = await reader();
  made.victim = await reader();
  await db.insert(loginLocks).values({
    companyId: world.a.company.id,
    userId: made.locked,
    ip: '192.0.2.9',
    failedCount: 5,
    lockedUntil: new Date(Date.now() + 30 * 60_000),
  });
  await db.insert(sessions).values({
    companyId: world.a.company.id,
    userId: made.target,
    serviceId: world.a.service.id,
    tokenHash: hashOpaqueToken(`session-of-${made.target}`),
    loginMethod: 'email',
    expiresAt: new Date(Date.now() + 3_600_000),
  });
  const run = (companyId: number, userId: number) => ({
    companyId,
    action: 'stop' as const,
    userIds: [userId],
  });
  const [runA, runB] = await db
    .insert(readerBulkRuns)
    .values([run(world.a.company.id, made.target), run(world.b.company.id, world.readerB.user.id)])
    .returning();
  made.runA = runA?.id ?? 0;
  made.runB = runB?.id ?? 0;
});

const { send } = routeCaller(harness);
const admin = () => ({ as: harness.world.companyAdminA });
const fields = (over: Record<string, unknown> = {}) => ({
  fullName: 'Hanako Yamada',
  email: `reader-${Math.random().toString(36).slice(2, 10)}@example.test`,
  ...over,
});

describe('GET /reader/page', () => {
  endpointTests('readerPage', harness.context, {
    happy: (world) => ({
      ...admin(),
      query: { page: 1, size: 100 },
      check: (page) => {
        const ids = (page as { content: ReaderItem[] }).content.map((r) => r.id);
        expect(ids).toEqual(
          expect.arrayContaining([world.readerA.user.id, world.readerA2.user.id, made.target]),
        );
        expect(ids).not.toContain(world.readerB.user.id);
        expect(ids).not.toContain(world.companyAdminA.user.id);
        expect(ids).not.toContain(world.ipUserA.user.id);
      },
    }),
    badInput: () => ({ ...admin(), query: { status: 7 }, code: ResultCode.BAD_REQUEST }),
    otherTenantIds: (world) => ({ ...admin(), query: { companyId: world.b.company.id }, code: 614 }),
  });
});

describe('GET /reader/detail/{id}', () => {
  endpointTests('readerDetail', harness.context, {
    happy: (world) => ({
      ...admin(),
      params: { id: world.readerA.user.id },
      check: (item) =>
        expect(item).toMatchObject({ email: world.readerA.user.email, hasPassword: true, locked: false }),
    }),
    otherTenantIds: (world) => ({
      ...admin(),
      params: { id: world.readerB.user.id },
      code: ResultCode.USER_NOT_FOUND,
    }),
  });
});

describe('POST /reader/add', () => {
  endpointTests('readerAdd', harness.context, {
    happy: () => ({
      ...admin(),
      body: fields({ email: 'New.Reader@Example.test', staffId: 'S-100', param1: 'class 3' }),
      check: async (item) => {
        expect(item).toMatchObject({
          email: 'new.reader@example.test',
          invitationSent: true,
          hasPassword: false,
        });
        const [mail] = await harness.database.db
          .select()
          .from(mailOutbox)
          .where(eq(mailOutbox.to, 'new.reader@example.test'));
        expect(mail?.text).toMatch(/reset-password\?token=[\w-]+&invitation=1/);
      },
    }),
    badInput: () => ({
      ...admin(),
      body: fields({ email: 'not-an-address' }),
      code: ResultCode.EMAIL_FORMAT_INVALID,
    }),
    otherTenantIds: (world) => ({ ...admin(), body: fields({ companyId: world.b.company.id }), code: 614 }),
  });
});

describe('PUT /reader/update/{id}', () => {
  endpointTests('readerUpdate', harness.context, {
    happy: () => ({
      ...admin(),
      params: { id: made.target },
      body: fields({
        fullName: 'Renamed Reader',
        subscriptionType: 2,
        subscriptionStart: '2026-04-01',
        subscriptionEnd: '2027-03-31',
      }),
      check: (item) =>
        expect(item).toMatchObject({
          fullName: 'Renamed Reader',
          subscriptionStart: '2026-04-01',
          subscriptionEnd: '2027-03-31',
        }),
    }),
    badInput: () => ({
      ...admin(),
      params: { id: made.target },
      body: fields({ subscriptionType: 2, subscriptionStart: '2027-01-01', subscriptionEnd: '2026-01-01' }),
      code: ResultCode.DATE_RANGE_INVALID,
    }),
    otherTenantIds: (world) => ({
      ...admin(),
      params: { id: world.readerB.user.id },
      body: fields(),
      code: 703,
    }),
  });
});

describe('PUT /reader/stop/{id} and /reader/allow/{id}', () => {
  endpointTests('readerStop', harness.context, {
    happy: () => ({
      ...admin(),
      params: { id: made.target },
      check: (item) => expect(item).toMatchObject({ status: 1 }),
    }),
    otherTenantIds: (world) => ({ ...admin(), params: { id: world.readerB.user.id }, code: 703 }),
  });
  endpointTests('readerAllow', harness.context, {
    happy: () => ({
      ...admin(),
      params: { id: made.stopped },
      check: (item) => expect(item).toMatchObject({ status: 0 }),
    }),
    otherTenantIds: (world) => ({ ...admin(), params: { id: world.readerB.user.id }, code: 703 }),
  });
});

describe('PUT /reader/unlock/{id}', () => {
  endpointTests('readerUnlock', harness.context, {
    happy: () => ({
      ...admin(),
      params: { id: made.locked },
      check: (data) => expect(data).toEqual({ unlocked: 1 }),
    }),
    otherTenantIds: (world) => ({ ...admin(), params: { id: world.readerB.user.id }, code: 703 }),
  });
});

describe('PUT /reader/end-sessions/{id}', () => {
  endpointTests('readerEndSessions', harness.context, {
    happy: (world) => ({
      ...admin(),
      params: { id: world.readerA2.user.id },
      check: (data) => expect((data as { ended: number }).ended).toBeGreaterThanOrEqual(1),
    }),
    otherTenantIds: (world) => ({ ...admin(), params: { id: world.readerB.user.id }, code: 703 }),
  });
});

describe('PUT /reader/resend-invitation/{id}', () => {
  endpointTests('readerResendInvitation', harness.context, {
    happy: () => ({
      ...admin(),
      params: { id: made.locked },
      check: (data) => expect(data).toEqual({ accepted: true }),
    }),
    badInput: () => ({ ...admin(), params: { id: 'abc' }, code: ResultCode.BAD_REQUEST }),
    otherTenantIds: (world) => ({ ...admin(), params: { id: world.readerB.user.id }, code: 703 }),
  });
});

describe('GET /reader/delete-impact/{id} and DELETE /reader/delete/{id}', () => {
  endpointTests('readerDeleteImpact', harness.context, {
    happy: () => ({
      ...admin(),
      params: { id: made.victim },
      check: (data) => expect(data).toMatchObject({ favourites: 0, readingHistory: 0, subscriptions: 0 }),
    }),
    otherTenantIds: (world) => ({ ...admin(), params: { id: world.readerB.user.id }, code: 703 }),
  });
  endpointTests('readerDelete', harness.context, {
    happy: () => ({
      ...admin(),
      params: { id: made.victim },
      check: async () => {
        const rows = await harness.database.db.select().from(users).where(eq(users.id, made.victim));
        expect(rows).toEqual([]);
      },
    }),
    otherTenantIds: (world) => ({ ...admin(), params: { id: world.readerB.user.id }, code: 703 }),
  });
});

describe('POST /reader/bulk and GET /reader/bulk/{id}', () => {
  endpointTests('readerBulk', harness.context, {
    happy: (world) => ({
      ...admin(),
      body: { action: 'allow' as const, userIds: [world.readerA.user.id] },
      check: (run) => expect(run).toMatchObject({ action: 'allow', status: 'queued', total: 1, done: 0 }),
    }),
    badInput: () => ({
      ...admin(),
      body: { action: 'move-group', userIds: [1] },
      code: ResultCode.BAD_REQUEST,
    }),
    otherTenantIds: (world) => ({
      ...admin(),
      body: { action: 'stop', userIds: [world.readerB.user.id], companyId: world.b.company.id },
      code: 614,
    }),
  });
  endpointTests('readerBulkRun', harness.context, {
    happy: () => ({
      ...admin(),
      params: { id: made.runA },
      check: (run) => expect(run).toMatchObject({ id: made.runA }),
    }),
    otherTenantIds: () => ({ ...admin(), params: { id: made.runB }, code: ResultCode.NOT_FOUND }),
  });
});

describe('GET /reader/export-csv (the standard cases, by hand: the answer is a file)', () => {
  const call = (over: Record<string, unknown> = {}) => send('readerExportCsv', { ...admin(), ...over });
  it('refuses no token (600), another tenant’s token (601), a reader (611), another company (614)', async () => {
    const { world } = harness;
    const codes = [
      await call({ as: null }),
      await call({ as: world.companyAdminB }),
      await call({ as: world.readerA }),
      await call({ query: { companyId: world.b.company.id } }),
    ].map((response) => response.json().status);
    expect(codes).toEqual([600, 601, 611, 614]);
  });
  it('answers the company’s readers as CSV in the import’s columns', async () => {
    const response = await call();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = response.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]?.startsWith('username,email,fullName,firstName,lastName,status,')).toBe(true);
    expect(response.body).toContain(harness.world.readerA.user.email);
    expect(response.body).not.toContain(harness.world.readerB.user.email);
  });
  it('answers a system admin the readers of the company it names, and of no other', async () => {
    const { world } = harness;
    // From the admin site, as the console calls: no portal's tenant hint.
    const response = await call({
      as: world.systemAdmin,
      at: null,
      query: { companyId: world.b.company.id },
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(world.readerB.user.email);
    expect(response.body).not.toContain(world.readerA.user.email);
  });
});
