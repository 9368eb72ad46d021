import { ResultCode, UserGroupAuthMethod, type UserGroupItem } from '@hondana/contract';
import { describe, expect, it } from 'vitest';
import { auditRowCount, auditRowsOf } from '../../../test/audit-kit.ts';
import { routeCaller } from '../../../test/endpoint-kit.ts';
import { useTenantWorld } from '../../../test/tenant-world.ts';

const harness = useTenantWorld();
const { send, data } = routeCaller(harness);

describe('the audit trail of user groups', () => {
  it('records an add, an update, members joining and leaving and a delete, and nothing for a refused write', async () => {
    const { world, database } = harness;
    const as = world.companyAdminA;
    const body = { name: 'Audited readers', authMethod: UserGroupAuthMethod.PASSWORD, maxUsers: 5 };
    const group = await data<UserGroupItem>('userGroupAdd', { as, at: null, body });
    const before = await auditRowCount(database.db);
    const duplicate = await send('userGroupAdd', { as, at: null, body });
    expect(duplicate.json().status).toBe(ResultCode.BAD_PARAMETERS);
    expect(await auditRowCount(database.db)).toBe(before);
    await data('userGroupUpdate', { as, at: null, params: { id: group.id }, body: { ...body, maxUsers: 9 } });
    const reader = world.readerA.user.id;
    await data('userGroupAddMembers', {
      as,
      at: null,
      params: { id: group.id },
      body: { userIds: [reader] },
    });
    await data('userGroupRemoveMembers', {
      as,
      at: null,
      params: { id: group.id },
      body: { userIds: [reader] },
    });
    await data('userGroupDelete', { as, at: null, params: { id: group.id } });
    const rows = await auditRowsOf(database.db, 'userGroup', group.id);
    expect(rows.map((row) => row.action)).toEqual(['add', 'update', 'addMembers', 'removeMembers', 'delete']);
    expect(rows[0]).toMatchObject({
      companyId: world.a.company.id,
      serviceId: null,
      actorUserId: as.user.id,
      before: null,
      after: { name: 'Audited readers', maxUsers: 5 },
    });
    expect(rows[1]).toMatchObject({ before: { maxUsers: 5 }, after: { maxUsers: 9 } });
    expect(rows[2]?.after).toEqual({ userIds: [reader] });
    expect(rows[3]?.after).toEqual({ userIds: [reader] });
    expect(rows[4]).toMatchObject({ before: { name: 'Audited readers' }, after: null });
  });
});
