import { type AuditEvent, apiRoutes, auditExportColumns, ResultCode, RoleLevel } from '@hondana/contract';
import { describe, expect, it } from 'vitest';
import { callRoute, endpointTests, routeCaller } from '../../../test/endpoint-kit.ts';
import { useTenantWorld } from '../../../test/tenant-world.ts';
import { auditEvents } from '../../db/schema/index.ts';

const at = (day: number) => new Date(Date.UTC(2026, 10, day, 9));

/** One change in each reach: A's service, A's second service, A company-wide, B, the platform. */
const harness = useTenantWorld({}, async ({ world, database }) => {
  const row = (entityId: string, companyId: number | null, serviceId: number | null, day: number) => ({
    companyId,
    serviceId,
    occurredAt: at(day),
    actorUserId: world.companyAdminA.user.id,
    actorRole: RoleLevel.COMPANY_ADMIN,
    actorIp: '203.0.113.1',
    actorUserAgent: null,
    entity: 'content',
    entityId,
    action: 'update',
    before: { title: 'old' },
    after: { title: 'new', passwordHash: '••••' },
  });
  await database.db
    .insert(auditEvents)
    .values([
      row('a-1', world.a.company.id, world.a.service.id, 1),
      row('a-1', world.a.company.id, world.a.service.id, 2),
      row('a2-1', world.a2.company.id, world.a2.service.id, 3),
      { ...row('g-1', world.a.company.id, null, 4), entity: 'userGroup' },
      row('b-1', world.b.company.id, world.b.service.id, 5),
      { ...row('c-1', null, null, 6), entity: 'company', actorUserId: world.systemAdmin.user.id },
    ]);
});

const { data } = routeCaller(harness);
const ids = (events: AuditEvent[]) => events.map((event) => event.entityId);

describe('GET /audit/page', () => {
  endpointTests('auditPage', harness.context, {
    happy: (world) => ({
      as: world.companyAdminA,
      query: { size: 50 },
      check: (page) => {
        const events = (page as { content: AuditEvent[] }).content;
        expect(ids(events)).toEqual(['g-1', 'a2-1', 'a-1', 'a-1']);
        expect(events[0]?.actorName).toBe(world.companyAdminA.user.email);
      },
    }),
    badInput: (world) => ({
      as: world.companyAdminA,
      query: { from: '2026-11-05T00:00:00Z', to: '2026-11-01T00:00:00Z' },
      code: ResultCode.BAD_PARAMETERS,
    }),
    otherTenantIds: (world) => ({
      as: world.companyAdminA,
      query: { companyId: world.b.company.id },
      code: ResultCode.NO_PERMISSION,
    }),
  });

  it('gives a service admin the changes of their service only, not the company-wide ones', async () => {
    const { world } = harness;
    const page = await data<{ content: AuditEvent[] }>('auditPage', { as: world.serviceAdminA });
    expect(ids(page.content)).toEqual(['a-1', 'a-1']);
  });

  it('gives a system admin every change, or one company’s', async () => {
    const { world } = harness;
    const all = await data<{ content: AuditEvent[] }>('auditPage', { as: world.systemAdmin, at: null });
    expect(ids(all.content)).toEqual(['c-1', 'b-1', 'g-1', 'a2-1', 'a-1', 'a-1']);
    const b = await data<{ content: AuditEvent[] }>('auditPage', {
      as: world.systemAdmin,
      at: null,
      query: { companyId: world.b.company.id },
    });
    expect(ids(b.content)).toEqual(['b-1']);
  });

  it('filters by entity, entity id, actor, action and date range', async () => {
    const { world } = harness;
    const page = (query: Record<string, unknown>) =>
      data<{ content: AuditEvent[]; totalElements: number }>('auditPage', { as: world.companyAdminA, query });
    expect(ids((await page({ entity: 'userGroup' })).content)).toEqual(['g-1']);
    expect((await page({ entityId: 'a-1' })).totalElements).toBe(2);
    expect((await page({ actorUserId: world.systemAdmin.user.id })).totalElements).toBe(0);
    expect((await page({ action: 'delete' })).totalElements).toBe(0);
    const range = await page({ from: at(2).toISOString(), to: at(4).toISOString() });
    expect(ids(range.content)).toEqual(['a2-1', 'a-1']);
  });
});

describe('GET /audit/history', () => {
  endpointTests('auditHistory', harness.context, {
    happy: (world) => ({
      as: world.companyAdminA,
      query: { entity: 'content', entityId: 'a-1' },
      check: (events) => {
        expect((events as AuditEvent[]).map((event) => event.occurredAt)).toEqual([
          at(2).toISOString(),
          at(1).toISOString(),
        ]);
      },
    }),
    badInput: (world) => ({
      as: world.companyAdminA,
      query: { entity: 'Content; drop', entityId: 'a-1' },
      code: ResultCode.BAD_REQUEST,
    }),
    otherTenantIds: (world) => ({
      as: world.companyAdminA,
      query: { entity: 'content', entityId: 'b-1', companyId: world.b.company.id },
      code: ResultCode.NO_PERMISSION,
    }),
  });

  it('answers nothing for another company’s entity without naming the company', async () => {
    const { world } = harness;
    const events = await data<AuditEvent[]>('auditHistory', {
      as: world.companyAdminA,
      query: { entity: 'content', entityId: 'b-1' },
    });
    expect(events).toEqual([]);
  });
});

describe('GET /audit/export', () => {
  const exportAs = (query: Record<string, unknown>, as = harness.world.companyAdminA) =>
    callRoute(harness.app, apiRoutes.auditExport, { as, query }, harness.world);

  it('streams the changes in reach as CSV, oldest first, with the filters of the page', async () => {
    const response = await exportAs({ entityId: 'a-1' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(auditExportColumns.join(','));
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(at(1).toISOString());
    expect(lines[1]).toContain('""passwordHash"":""••••""');
  });

  it('refuses without a token, a reader, another company and bad input', async () => {
    const { world } = harness;
    expect((await exportAs({}, null as never)).json().status).toBe(ResultCode.ACCESS_TOKEN_NOT_FOUND);
    expect((await exportAs({}, world.companyAdminB)).json().status).toBe(ResultCode.ACCESS_TOKEN_INVALID);
    expect((await exportAs({}, world.readerA)).json().status).toBe(ResultCode.INVALID_ROLE_ACCESS);
    expect((await exportAs({ companyId: world.b.company.id })).json().status).toBe(ResultCode.NO_PERMISSION);
    expect((await exportAs({ from: 'yesterday' })).json().status).toBe(ResultCode.BAD_REQUEST);
  });
});
