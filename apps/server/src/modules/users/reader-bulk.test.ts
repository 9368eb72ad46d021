import { type ReaderBulkRun, readerCsvExportColumns, UserGroupAuthMethod } from '@hondana/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { routeCaller } from '../../../test/endpoint-kit.ts';
import { createUser } from '../../../test/fixtures.ts';
import { waitForJobs } from '../../../test/jobs.ts';
import { useTenantWorld } from '../../../test/tenant-world.ts';
import { auditEvents, readerBulkRuns, userGroups, users } from '../../db/schema/index.ts';
import { systemClock } from '../../platform/clock.ts';
import { runReaderBulk } from './reader-bulk-job.ts';

const made = { group: 0 };

const harness = useTenantWorld({}, async ({ world, database }) => {
  const [group] = await database.db
    .insert(userGroups)
    .values({
      companyId: world.a.company.id,
      name: 'Bulk class',
      authMethod: UserGroupAuthMethod.PASSWORD,
      maxUsers: 2,
    })
    .returning();
  made.group = group?.id ?? 0;
});

const { send, data } = routeCaller(harness);
const admin = () => ({ as: harness.world.companyAdminA });

async function readers(count: number, over: Partial<typeof users.$inferInsert> = {}) {
  const ids: number[] = [];
  for (let i = 0; i < count; i++)
    ids.push((await createUser(harness.database.db, harness.world.a, over)).user.id);
  return ids;
}

async function finished(body: Record<string, unknown>): Promise<ReaderBulkRun> {
  const run = await data<ReaderBulkRun>('readerBulk', { ...admin(), body });
  await waitForJobs(harness.database.db);
  return data<ReaderBulkRun>('readerBulkRun', { ...admin(), params: { id: run.id } });
}

const statuses = async (ids: number[]) =>
  (await harness.database.db.select().from(users).where(inArray(users.id, ids)).orderBy(users.id)).map(
    (u) => u.accountStatus,
  );

describe('bulk actions on a selection of readers', () => {
  it('stops the readers in reach and reports the others refused with 703; then allows them again', async () => {
    const { world } = harness;
    const ids = await readers(3);
    const outside = [world.readerB.user.id, world.companyAdminA.user.id];
    const stopped = await finished({ action: 'stop', userIds: [...ids, ...outside] });
    expect(stopped).toMatchObject({ status: 'finished', total: 5, done: 3 });
    expect(stopped.refused).toEqual(outside.map((userId) => ({ userId, code: 703 })));
    expect(await statuses(ids)).toEqual([1, 1, 1]);
    expect(await statuses([world.readerB.user.id])).toEqual([0]);
    const allowed = await finished({ action: 'allow', userIds: ids });
    expect(allowed).toMatchObject({ status: 'finished', done: 3, refused: [] });
    expect(await statuses(ids)).toEqual([0, 0, 0]);
  });

  it('audits every reader it changes, as the caller', async () => {
    const ids = await readers(2);
    await finished({ action: 'stop', userIds: ids });
    const rows = await harness.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entity, 'reader'), inArray(auditEvents.entityId, ids.map(String))));
    expect(rows.map((r) => [r.entityId, r.action, r.actorUserId])).toEqual(
      ids.map((id) => [String(id), 'stop', harness.world.companyAdminA.user.id]),
    );
  });

  it('moves readers to a group until it is full (427 for the rest), and deletes', async () => {
    const ids = await readers(3);
    const moved = await finished({ action: 'move-group', userGroupId: made.group, userIds: ids });
    expect(moved).toMatchObject({ done: 2, refused: [{ userId: ids[2], code: 427 }] });
    const rows = await harness.database.db
      .select()
      .from(users)
      .where(inArray(users.id, ids))
      .orderBy(users.id);
    expect(rows.map((r) => r.userGroupId)).toEqual([made.group, made.group, null]);
    const deleted = await finished({ action: 'delete', userIds: ids });
    expect(deleted).toMatchObject({ done: 3, refused: [] });
    expect(await harness.database.db.select().from(users).where(inArray(users.id, ids))).toEqual([]);
  });

  it('a service admin’s run reaches its service’s readers only, and another admin of the company cannot read it', async () => {
    const { world } = harness;
    const run = await data<ReaderBulkRun>('readerBulk', {
      as: world.serviceAdminA,
      body: { action: 'stop', userIds: [world.readerA2.user.id] },
    });
    await waitForJobs(harness.database.db);
    const summary = await data<ReaderBulkRun>('readerBulkRun', {
      as: world.serviceAdminA,
      params: { id: run.id },
    });
    expect(summary.refused).toEqual([{ userId: world.readerA2.user.id, code: 703 }]);
    const other = await send('readerBulkRun', { as: world.serviceAdminA2, params: { id: run.id } });
    expect(other.json().status).toBe(404);
    expect((await send('readerBulkRun', { ...admin(), params: { id: run.id } })).json().status).toBe(200);
  });

  it('refuses a move to an unknown or IP group before queueing anything', async () => {
    const ids = await readers(1);
    const before = (await harness.database.db.select().from(readerBulkRuns)).length;
    const status = async (userGroupId: number) =>
      (
        await send('readerBulk', { ...admin(), body: { action: 'move-group', userGroupId, userIds: ids } })
      ).json().status;
    expect(await status(999_999)).toBe(705);
    const [ip] = await harness.database.db
      .insert(userGroups)
      .values({
        companyId: harness.world.a.company.id,
        name: 'Net',
        authMethod: UserGroupAuthMethod.IP_ADDRESS,
        roleLevel: 4,
      })
      .returning();
    expect(await status(ip?.id ?? 0)).toBe(423);
    expect((await harness.database.db.select().from(readerBulkRuns)).length).toBe(before);
  });

  it('a retried job resumes after the readers already done and never does one twice', async () => {
    const ids = await readers(2);
    const run = await finished({ action: 'delete', userIds: ids });
    const { world } = harness;
    const who = {
      userId: world.companyAdminA.user.id,
      role: 2,
      companyId: world.a.company.id,
      ip: '127.0.0.1',
      userAgent: null,
    };
    await runReaderBulk(
      { ...harness.app.deps, clock: systemClock, publicUrl: harness.app.deps.config.publicUrl },
      { runId: run.id, companyId: world.a.company.id, who },
    );
    const again = await data<ReaderBulkRun>('readerBulkRun', { ...admin(), params: { id: run.id } });
    expect(again).toMatchObject({ done: 2, refused: [] });
  });
});

describe('the readers CSV export', () => {
  const csv = async (query: Record<string, unknown> = {}) => {
    const response = await send('readerExportCsv', { ...admin(), query });
    expect(response.statusCode, response.body).toBe(200);
    const [header, ...rows] = response.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    return { header, rows: rows.map((line) => line.split(',')) };
  };

  it('writes the import’s columns, cell words and days, and guards formulas', async () => {
    const [id] = await readers(1, {
      fullName: '=HYPERLINK("x")',
      username: 'export_reader',
      accountStatus: 1,
      subscriptionType: 2,
      subscriptionStart: new Date('2026-04-01T00:00:00Z'),
      subscriptionEnd: new Date('2027-04-01T00:00:00Z'),
      staffId: 'E-9',
    });
    const { header, rows } = await csv({ keyword: 'export_reader' });
    expect(header).toBe(readerCsvExportColumns.join(','));
    expect(rows).toHaveLength(1);
    const cell = (name: (typeof readerCsvExportColumns)[number]) =>
      rows[0]?.[readerCsvExportColumns.indexOf(name)];
    expect(cell('username')).toBe('export_reader');
    expect(cell('status')).toBe('stop');
    expect(cell('subscriptionType')).toBe('login');
    expect([cell('subscriptionStart'), cell('subscriptionEnd')]).toEqual(['2026-04-01', '2027-03-31']);
    expect(cell('staffId')).toBe('E-9');
    expect(cell('fullName')?.startsWith(`"'=HYPERLINK`)).toBe(true);
    expect(id).toBeGreaterThan(0);
  });

  it('exports what the filters select, in the caller’s scope only', async () => {
    const { world } = harness;
    const all = await csv();
    const emails = all.rows.map((r) => r[1]);
    expect(emails).toContain(world.readerA2.user.email);
    expect(emails).not.toContain(world.readerB.user.email);
    const stopped = await csv({ status: 1 });
    expect(stopped.rows.every((r) => r[5] === 'stop')).toBe(true);
    const service = await send('readerExportCsv', { as: world.serviceAdminA });
    expect(service.body).not.toContain(world.readerA2.user.email);
  });
});
