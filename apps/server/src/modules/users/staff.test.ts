import { RoleLevel, type StaffItem } from '@hondana/contract';
import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { endpointTests, routeCaller } from '../../../test/endpoint-kit.ts';
import { createUser } from '../../../test/fixtures.ts';
import { useTenantWorld } from '../../../test/tenant-world.ts';
import { auditEvents, mailOutbox, secondFactors, sessions } from '../../db/schema/index.ts';
import { hashOpaqueToken } from '../../platform/auth/opaque-token.ts';

const made = { edited: 0, stopped: 0, suspended: 0, invited: 0, invitedEmail: '', staffB: 0, pending: 0 };

const harness = useTenantWorld({ env: { WORKER: 'off' } }, async ({ world, database }) => {
  const { db } = database;
  const staff = async (tenant = world.a, over = {}) =>
    (
      await createUser(db, tenant, {
        roleLevel: RoleLevel.SERVICE_ADMIN,
        serviceId: tenant.service.id,
        ...over,
      })
    ).user;
  made.edited = (await staff()).id;
  made.stopped = (await staff()).id;
  made.suspended = (await staff(world.a, { accountStatus: 1 })).id;
  const invited = await staff(world.a2, { passwordHash: null });
  made.invited = invited.id;
  made.invitedEmail = invited.email ?? '';
  made.staffB = (await staff(world.b)).id;
  made.pending = (await staff()).id;
  const factor = (userId: number, enrolledAt: Date | null) => ({
    companyId: world.a.company.id,
    userId,
    secretEnc: 'sealed-in-test',
    enrolledAt,
  });
  await db
    .insert(secondFactors)
    .values([factor(made.edited, new Date()), factor(made.pending, null)])
    .onConflictDoNothing();
  await db.insert(sessions).values({
    companyId: world.a.company.id,
    userId: made.stopped,
    tokenHash: hashOpaqueToken(`staff-session-${made.stopped}`),
    loginMethod: 'email',
    expiresAt: new Date(Date.now() + 3_600_000),
  });
});

const { send, data } = routeCaller(harness);
const admin = () => ({ as: harness.world.companyAdminA });
const notStaff = 836;

describe('GET /staff/page', () => {
  endpointTests('staffPage', harness.context, {
    happy: (world) => ({
      ...admin(),
      query: { size: 100 },
      check: (page) => {
        const items = (page as { content: StaffItem[] }).content;
        const ids = items.map((s) => s.id);
        expect(ids).toEqual(
          expect.arrayContaining([world.serviceAdminA.user.id, world.serviceAdminA2.user.id]),
        );
        expect(items[0]).toMatchObject({ id: world.companyAdminA.user.id, role: RoleLevel.COMPANY_ADMIN });
        expect(items.find((s) => s.id === made.edited)).toMatchObject({
          role: RoleLevel.SERVICE_ADMIN,
          secondFactorEnrolled: true,
        });
        expect(items.find((s) => s.id === made.pending)?.secondFactorEnrolled).toBe(false);
        expect(ids).not.toContain(world.readerA.user.id);
        expect(ids).not.toContain(made.staffB);
        expect(items.find((s) => s.id === made.invited)).toMatchObject({
          serviceId: world.a2.service.id,
          serviceName: world.a2.service.name,
          hasPassword: false,
        });
      },
    }),
    badInput: () => ({ ...admin(), query: { status: 3 }, code: 400 }),
    otherTenantIds: (world) => ({ ...admin(), query: { companyId: world.b.company.id }, code: 614 }),
  });
});

describe('PUT /staff/update/{id}', () => {
  endpointTests('staffUpdate', harness.context, {
    happy: () => ({
      ...admin(),
      params: { id: made.edited },
      body: { fullName: 'Kenji Sato', staffId: 'ST-042' },
      check: (item) => expect(item).toMatchObject({ fullName: 'Kenji Sato', staffId: 'ST-042' }),
    }),
    badInput: () => ({ ...admin(), params: { id: made.edited }, body: { fullName: '' }, code: 400 }),
    otherTenantIds: () => ({
      ...admin(),
      params: { id: made.staffB },
      body: { fullName: 'X' },
      code: notStaff,
    }),
  });
});

describe('PUT /staff/stop/{id} and /staff/allow/{id}', () => {
  endpointTests('staffStop', harness.context, {
    happy: () => ({
      ...admin(),
      params: { id: made.stopped },
      check: async (item) => {
        expect(item).toMatchObject({ status: 1 });
        const [session] = await harness.database.db
          .select()
          .from(sessions)
          .where(eq(sessions.userId, made.stopped));
        expect(session?.revokedReason).toBe('account_stopped');
      },
    }),
    otherTenantIds: () => ({ ...admin(), params: { id: made.staffB }, code: notStaff }),
  });
  endpointTests('staffAllow', harness.context, {
    happy: () => ({
      ...admin(),
      params: { id: made.suspended },
      check: (item) => expect(item).toMatchObject({ status: 0 }),
    }),
    otherTenantIds: (world) => ({ ...admin(), params: { id: world.readerA.user.id }, code: notStaff }),
  });
});

describe('PUT /staff/resend-invitation/{id}', () => {
  endpointTests('staffResendInvitation', harness.context, {
    happy: () => ({
      ...admin(),
      params: { id: made.invited },
      check: async () => {
        const [mail] = await harness.database.db
          .select()
          .from(mailOutbox)
          .where(eq(mailOutbox.to, made.invitedEmail))
          .orderBy(desc(mailOutbox.id));
        expect(mail?.text).toMatch(/\/admin\/reset-password\?token=[\w-]+&invitation=1/);
      },
    }),
    otherTenantIds: () => ({ ...admin(), params: { id: made.staffB }, code: notStaff }),
  });
});

describe('the staff rules', () => {
  it('refuses a suspended service admin’s invitation (830) and audits each change as the caller', async () => {
    const { world } = harness;
    const { user } = await createUser(harness.database.db, world.a, {
      roleLevel: RoleLevel.SERVICE_ADMIN,
      serviceId: world.a.service.id,
    });
    await data('staffStop', { ...admin(), params: { id: user.id } });
    expect((await send('staffResendInvitation', { ...admin(), params: { id: user.id } })).json().status).toBe(
      830,
    );
    await data('staffAllow', { ...admin(), params: { id: user.id } });
    await data('staffUpdate', { ...admin(), params: { id: user.id }, body: { fullName: 'Audited Staff' } });
    const rows = await harness.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entity, 'serviceAdmin'), eq(auditEvents.entityId, String(user.id))));
    expect(rows.map((r) => r.action)).toEqual(['stop', 'allow', 'update']);
    expect(rows.every((r) => r.actorUserId === world.companyAdminA.user.id)).toBe(true);
  });

  it('a system admin names the company; a service admin may not manage its peers', async () => {
    const { world } = harness;
    const page = await data<{ content: StaffItem[] }>('staffPage', {
      as: world.systemAdmin,
      at: null,
      query: { companyId: world.b.company.id },
    });
    expect(page.content.map((s) => s.id)).toEqual([world.companyAdminB.user.id, made.staffB]);
    const oneService = await data<{ content: StaffItem[] }>('staffPage', {
      ...admin(),
      query: { serviceId: world.a2.service.id },
    });
    expect(oneService.content.map((s) => s.id)).toEqual([made.invited, world.serviceAdminA2.user.id]);
    const peerAdmin = await send('staffStop', { ...admin(), params: { id: world.companyAdminA.user.id } });
    expect(peerAdmin.json().status).toBe(notStaff);
    const peer = await send('staffStop', { as: world.serviceAdminA, params: { id: made.edited } });
    expect(peer.json().status).toBe(611);
  });
});
