import { type ContentGroupDetail, ResultCode } from '@hondana/contract';
import { describe, expect, it } from 'vitest';
import { auditRowCount, auditRowsOf } from '../../../test/audit-kit.ts';
import { routeCaller } from '../../../test/endpoint-kit.ts';
import { useTenantWorld } from '../../../test/tenant-world.ts';
import { contents } from '../../db/schema/index.ts';
import { newElementId } from '../content/content-service.ts';

let book = 0;
const harness = useTenantWorld({}, async ({ world, database }) => {
  const [row] = await database.db
    .insert(contents)
    .values({
      companyId: world.a.company.id,
      serviceId: world.a.service.id,
      elementId: newElementId(),
      title: 'Audited book',
    })
    .returning();
  book = row?.id ?? 0;
});
const { send, data } = routeCaller(harness);

describe('the audit trail of content groups', () => {
  it('records an add, an update, a reference code and a delete, and nothing for a refused write', async () => {
    const { world, database } = harness;
    const as = world.companyAdminA;
    const group = await data<ContentGroupDetail>('contentGroupAdd', {
      as,
      body: { name: 'Audited', contentIds: [book] },
    });
    const before = await auditRowCount(database.db);
    const duplicate = await send('contentGroupAdd', { as, body: { name: 'AUDITED' } });
    expect(duplicate.json().status).toBe(ResultCode.GROUP_NAME_DUPLICATED);
    expect(await auditRowCount(database.db)).toBe(before);
    await data('contentGroupUpdate', { as, params: { id: group.id }, body: { name: 'Audited twice' } });
    await data('contentGroupUpdateRefCode', {
      as,
      body: { contentGroups: [{ id: group.id, refCode: 'R-1' }] },
    });
    await data('contentGroupDelete', { as, params: { id: group.id } });
    const rows = await auditRowsOf(database.db, 'contentGroup', group.id);
    expect(rows.map((row) => row.action)).toEqual(['add', 'update', 'update', 'delete']);
    expect(rows[0]).toMatchObject({
      companyId: world.a.company.id,
      serviceId: world.a.service.id,
      actorUserId: as.user.id,
      after: { name: 'Audited', contentIds: [book] },
    });
    expect(rows[1]).toMatchObject({ before: { name: 'Audited' }, after: { name: 'Audited twice' } });
    expect(rows[2]).toMatchObject({ before: { refCode: null }, after: { refCode: 'R-1' } });
  });

  it('records the special groups reset and a trending content put in and taken out', async () => {
    const { world, database } = harness;
    const as = world.companyAdminA;
    await data('contentGroupReset', { as, body: {} });
    const [reset] = await auditRowsOf(database.db, 'specialContentGroups', world.a.service.id);
    expect(reset?.action).toBe('reset');
    await data('trendingAdd', { as, body: { contentId: book } });
    await data('trendingDelete', { as, params: { contentId: book } });
    const events = await database.db.query.auditEvents.findMany({
      where: (event, { eq }) => eq(event.entity, 'contentGroupContent'),
    });
    expect(events.map((event) => [event.action, event.actorUserId])).toEqual([
      ['add', as.user.id],
      ['delete', as.user.id],
    ]);
  });
});
