import { SortableField, SortFieldType } from '@hondana/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenant } from '../../../test/fixtures.ts';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database.ts';
import { sortFields } from '../../db/schema/index.ts';
import { ManualClock } from '../clock.ts';
import type { Tenant } from '../tenancy/resolve-tenant.ts';
import { tenantScopeOf } from '../tenancy/tenant-scope.ts';
import { scopedCrud } from './scoped-crud.ts';

let database: TestDatabase;
let a: Tenant;
let b: Tenant;
const clock = new ManualClock(new Date('2026-11-28T10:00:00Z'));
const crud = scopedCrud(sortFields, clock);
const field = (title: string, ordinal: number) => ({
  type: SortFieldType.CONTENT_LIST,
  field: title === 'Year' ? SortableField.YEAR : SortableField.AUTHOR,
  title,
  ordinal,
});

beforeAll(async () => {
  database = await createTestDatabase();
  a = await createTenant(database.db);
  b = await createTenant(database.db);
});
afterAll(async () => {
  await database.destroy();
});

describe('scopedCrud', () => {
  it('adds, reads, updates at the clock, reorders and deletes inside its scope only', async () => {
    const { db } = database;
    const scopeA = tenantScopeOf(a);
    const scopeB = tenantScopeOf(b);
    const year = await crud.add(db, scopeA, field('Year', 1));
    const author = await crud.add(db, scopeA, field('Author', 2));
    const other = await crud.add(db, scopeB, field('Year', 1));
    expect(year).toMatchObject({ companyId: a.company.id, serviceId: a.service.id });

    expect(await crud.detail(db, scopeA, other.id)).toBeUndefined();
    expect(await crud.update(db, scopeA, other.id, { title: 'Taken' })).toBeUndefined();
    expect(await crud.remove(db, scopeA, other.id)).toBeUndefined();
    expect(await crud.detail(db, scopeB, other.id)).toMatchObject({ title: 'Year' });

    clock.advance(60_000);
    const changed = await crud.update(db, scopeA, year.id, { title: 'Year of issue' });
    expect(changed).toMatchObject({ title: 'Year of issue', updatedAt: new Date('2026-11-28T10:01:00Z') });

    await crud.reorder(db, scopeA, [author.id, year.id]);
    const { rows, total } = await crud.list(db, scopeA, {});
    expect(total).toBeGreaterThanOrEqual(2);
    const ours = rows.filter((row) => [year.id, author.id].includes(row.id));
    expect(ours.map((row) => [row.id, row.ordinal])).toEqual([
      [author.id, 1],
      [year.id, 2],
    ]);
    expect(await crud.idsInScope(db, scopeA, [year.id, other.id])).toEqual([year.id]);

    expect(await crud.remove(db, scopeA, year.id)).toMatchObject({ id: year.id });
    expect(await crud.detail(db, scopeA, year.id)).toBeUndefined();
  });
});
