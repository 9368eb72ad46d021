import { ResultCode, SortableField, type SortFieldItem, SortFieldType } from '@hondana/contract';
import { describe, expect, it } from 'vitest';
import { auditRowCount, auditRowsOf } from '../../../test/audit-kit.ts';
import { routeCaller } from '../../../test/endpoint-kit.ts';
import { useTenantWorld } from '../../../test/tenant-world.ts';

const harness = useTenantWorld();
const { send, data } = routeCaller(harness);

describe('the audit trail of sort fields', () => {
  it('records an add, an update and a delete with the row before and after, by the caller', async () => {
    const { world, database } = harness;
    const as = world.companyAdminA;
    const added = await data<SortFieldItem>('sortFieldAdd', {
      as,
      body: { type: SortFieldType.CONTENT_LIST, field: SortableField.YEAR, title: 'Year' },
    });
    await data('sortFieldUpdate', { as, params: { id: added.id }, body: { title: 'Year of issue' } });
    await data('sortFieldDelete', { as, params: { id: added.id } });
    const rows = await auditRowsOf(database.db, 'sortField', added.id);
    expect(rows.map((row) => row.action)).toEqual(['add', 'update', 'delete']);
    expect(rows[0]).toMatchObject({
      companyId: world.a.company.id,
      serviceId: world.a.service.id,
      actorUserId: as.user.id,
      actorIp: '127.0.0.1',
      before: null,
      after: { title: 'Year', field: SortableField.YEAR },
    });
    expect(rows[1]).toMatchObject({ before: { title: 'Year' }, after: { title: 'Year of issue' } });
    expect(rows[2]).toMatchObject({ before: { title: 'Year of issue' }, after: null });
  });

  it('records a reorder and a reset of the list, and nothing for a refused write', async () => {
    const { world, database } = harness;
    const as = world.companyAdminA;
    const type = SortFieldType.CONTENT_LIST;
    const current = await data<SortFieldItem[]>('sortFieldReset', { as, body: { type } });
    const before = await auditRowCount(database.db);
    const duplicate = await send('sortFieldAdd', {
      as,
      body: { type, field: current[0]?.field, title: 'Again' },
    });
    expect(duplicate.json().status).toBe(ResultCode.SORT_FIELD_DUPLICATED);
    const short = await send('sortFieldReorder', { as, body: { type, ids: [current[0]?.id] } });
    expect(short.json().status).toBe(ResultCode.BAD_PARAMETERS);
    expect(await auditRowCount(database.db)).toBe(before);
    const ids = current.map((field) => field.id).reverse();
    await data('sortFieldReorder', { as, body: { type, ids } });
    const [reset, reorder] = await auditRowsOf(database.db, 'sortFieldList', `${world.a.service.id}:${type}`);
    expect(reset?.action).toBe('reset');
    expect(reorder?.action).toBe('reorder');
    const after = reorder?.after as { fields: { id: number }[] } | undefined;
    expect(after?.fields.map((field) => field.id)).toEqual(ids);
  });
});
