import { ResultCode, type ServiceAdmin } from '@hondana/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditRowsOf } from '../../../test/audit-kit.ts';
import { endpointTests, routeCaller } from '../../../test/endpoint-kit.ts';
import { type TenantWorld, useTenantWorld } from '../../../test/tenant-world.ts';
import { mailOutbox, services, users } from '../../db/schema/index.ts';

const harness = useTenantWorld();
const { send, data } = routeCaller(harness);
const admin = (world: TenantWorld) => ({ as: world.companyAdminA });

let counter = 0;
const newAddress = () => `branch-admin-${Date.now().toString(36)}-${++counter}@example.com`;

async function invite(world: TenantWorld, serviceId: number) {
  return data<ServiceAdmin>('serviceAdminInvite', {
    ...admin(world),
    params: { id: serviceId },
    body: { email: newAddress(), fullName: 'Branch Admin' },
  });
}

describe('GET /service/admins/{id}', () => {
  endpointTests('serviceAdmins', harness.context, {
    happy: (world) => ({
      ...admin(world),
      params: { id: world.a.service.id },
      check: (list) =>
        expect((list as ServiceAdmin[]).map((a) => a.id)).toEqual([world.serviceAdminA.user.id]),
    }),
    otherTenantIds: (world) => ({ ...admin(world), params: { id: world.b.service.id }, code: 614 }),
  });

  it('lets a service admin see its own service’s admins, not another service’s (614)', async () => {
    const { world } = harness;
    await data('serviceAdmins', { as: world.serviceAdminA2, params: { id: world.a2.service.id } });
    const response = await send('serviceAdmins', {
      as: world.serviceAdminA2,
      params: { id: world.a.service.id },
    });
    expect(response.json()).toMatchObject({ status: 614 });
  });
});

describe('POST /service/admins/{id}', () => {
  endpointTests('serviceAdminInvite', harness.context, {
    happy: (world) => ({
      ...admin(world),
      params: { id: world.a2.service.id },
      body: { email: newAddress(), fullName: 'Second Branch' },
      check: async (answer) => {
        const created = answer as ServiceAdmin;
        expect(created).toMatchObject({ fullName: 'Second Branch', hasPassword: false });
        const db = harness.database.db;
        const [account] = await db.select().from(users).where(eq(users.id, created.id));
        expect(account).toMatchObject({ roleLevel: 5, serviceId: world.a2.service.id, passwordHash: null });
        const mails = await db
          .select()
          .from(mailOutbox)
          .where(eq(mailOutbox.to, created.email ?? ''));
        expect(mails).toHaveLength(1);
        expect(mails[0]?.text).toContain('/admin/reset-password?token=');
        expect(await auditRowsOf(db, 'serviceAdmin', created.id)).toMatchObject([{ action: 'invite' }]);
      },
    }),
    badInput: (world) => ({
      ...admin(world),
      params: { id: world.a.service.id },
      body: { email: world.readerA.user.email },
      code: ResultCode.EMAIL_EXISTS,
    }),
    otherTenantIds: (world) => ({
      ...admin(world),
      params: { id: world.b.service.id },
      body: { email: newAddress() },
      code: 614,
    }),
  });

  it('refuses a malformed address (400) and another company’s staff address (413), creating nothing', async () => {
    const { world, database } = harness;
    const before = await database.db.$count(users);
    for (const [email, code] of [
      ['not-an-address', ResultCode.BAD_REQUEST],
      [world.companyAdminB.user.email ?? '', ResultCode.EMAIL_EXISTS],
    ] as const) {
      const response = await send('serviceAdminInvite', {
        ...admin(world),
        params: { id: world.a.service.id },
        body: { email },
      });
      expect(response.json()).toMatchObject({ status: code });
    }
    expect(await database.db.$count(users)).toBe(before);
  });
});

describe('DELETE /service/admins/{id}/{userId}', () => {
  endpointTests('serviceAdminRemove', harness.context, {
    happy: (world) => ({
      ...admin(world),
      params: { id: world.a2.service.id, userId: world.serviceAdminA2.user.id },
      check: async () => {
        const db = harness.database.db;
        expect(await db.$count(users, eq(users.id, world.serviceAdminA2.user.id))).toBe(0);
        expect(await auditRowsOf(db, 'serviceAdmin', world.serviceAdminA2.user.id)).toMatchObject([
          { action: 'delete' },
        ]);
      },
    }),
    badInput: (world) => ({
      ...admin(world),
      params: { id: world.a.service.id, userId: world.readerA.user.id },
      code: ResultCode.SERVICE_ADMIN_NOT_FOUND,
    }),
    otherTenantIds: (world) => ({
      ...admin(world),
      params: { id: world.b.service.id, userId: world.companyAdminB.user.id },
      code: 614,
    }),
  });

  it('hands the service’s own admin column to the next admin when its admin goes', async () => {
    const { world, database } = harness;
    const first = await invite(world, world.a.service.id);
    const second = await invite(world, world.a.service.id);
    const db = database.db;
    await db.update(services).set({ serviceAdminId: first.id }).where(eq(services.id, world.a.service.id));
    await data('serviceAdminRemove', {
      ...admin(world),
      params: { id: world.a.service.id, userId: first.id },
    });
    const [row] = await db.select().from(services).where(eq(services.id, world.a.service.id));
    expect([world.serviceAdminA.user.id, second.id]).toContain(row?.serviceAdminId);
    expect(await db.$count(users, and(eq(users.id, first.id), eq(users.companyId, world.a.company.id)))).toBe(
      0,
    );
  });
});
