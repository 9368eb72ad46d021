import { ResultCode } from '@hondana/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database.ts';
import { isAppError } from '../http/app-error.ts';
import { asRefusal, constraintRefusals, refusalOf } from './constraint-refusals.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.destroy();
});

describe('the constraint table', () => {
  it('names only constraints and indexes the schema has', async () => {
    const { rows } = await database.db.execute<{ name: string }>(
      sql`select conname as name from pg_constraint union select indexname from pg_indexes where schemaname = 'public'`,
    );
    const known = new Set(rows.map((row) => row.name));
    expect(Object.keys(constraintRefusals).filter((name) => !known.has(name))).toEqual([]);
  });

  it('answers a violation found through the wrappers with its code and field', () => {
    const violation = { code: '23505', constraint: 'sort_fields_field_uq' };
    const answer = refusalOf(new Error('query failed', { cause: violation }));
    expect(isAppError(answer) && [answer.code, answer.data]).toEqual([
      ResultCode.SORT_FIELD_DUPLICATED,
      { field: 'field' },
    ]);
  });

  it('leaves any other error as it is', () => {
    const other = { code: '23505', constraint: 'not_in_the_table' };
    expect(asRefusal(other)).toBe(other);
    expect(refusalOf(new Error('plain'))).toBeUndefined();
  });
});
