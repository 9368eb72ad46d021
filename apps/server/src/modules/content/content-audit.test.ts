import { type ContentAdmin, ResultCode } from '@hondana/contract';
import { describe, expect, it } from 'vitest';
import { auditRowCount, auditRowsOf } from '../../../test/audit-kit.ts';
import { routeCaller } from '../../../test/endpoint-kit.ts';
import { useTenantWorld } from '../../../test/tenant-world.ts';

const harness = useTenantWorld();
const { send, data } = routeCaller(harness);

describe('the audit trail of contents', () => {
  it('records an add, an update, a publish, an unpublish and a delete, without the search index', async () => {
    const { world, database } = harness;
    const as = world.companyAdminA;
    const content = await data<ContentAdmin>('contentAdd', {
      as,
      body: { title: 'Audited book', contentCode: 'AUD-1', published: false },
    });
    await data('contentUpdate', { as, params: { id: content.id }, body: { author: 'A. Writer' } });
    await data('contentUpdate', { as, params: { id: content.id }, body: { published: true } });
    await data('contentUpdate', { as, params: { id: content.id }, body: { published: false } });
    await data('contentDelete', { as, params: { id: content.id } });
    const rows = await auditRowsOf(database.db, 'content', content.id);
    expect(rows.map((row) => row.action)).toEqual(['add', 'update', 'publish', 'unpublish', 'delete']);
    expect(rows[0]).toMatchObject({
      companyId: world.a.company.id,
      serviceId: world.a.service.id,
      actorUserId: as.user.id,
      before: null,
      after: { title: 'Audited book', contentCode: 'AUD-1', published: false },
    });
    expect(rows[0]?.after).not.toHaveProperty('searchVector');
    expect(rows[1]).toMatchObject({ before: { author: null }, after: { author: 'A. Writer' } });
    expect(rows[4]).toMatchObject({ before: { title: 'Audited book' }, after: null });
  });

  it('records nothing for a refused add or update', async () => {
    const { world, database } = harness;
    const as = world.companyAdminA;
    await data('contentAdd', { as, body: { title: 'First', contentCode: 'AUD-2' } });
    const before = await auditRowCount(database.db);
    const duplicate = await send('contentAdd', { as, body: { title: 'Second', contentCode: 'AUD-2' } });
    expect(duplicate.json().status).toBe(ResultCode.CONTENT_ID_DUPLICATED);
    const unknownGroup = await send('contentAdd', {
      as,
      body: { title: 'Third', contentGroupIds: [999_999] },
    });
    expect(unknownGroup.json().status).toBe(ResultCode.CONTENT_GROUP_NOT_FOUND);
    expect(await auditRowCount(database.db)).toBe(before);
  });
});
