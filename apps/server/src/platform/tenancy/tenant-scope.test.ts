import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { companyIs, serviceIs } from './tenant-scope.ts';

const dialect = new PgDialect();
const render = (fragment: ReturnType<typeof sql>) => {
  const { sql: text, params } = dialect.sqlToQuery(fragment);
  return { sql: text, params };
};

describe('raw SQL tenant filters', () => {
  it('binds the scope as parameters, never as text', () => {
    expect(
      render(sql`select 1 from contents c where ${companyIs('c', { companyId: 7, serviceId: null })}`),
    ).toEqual({
      sql: 'select 1 from contents c where c.company_id = $1',
      params: [7],
    });
    expect(render(serviceIs('p', { companyId: 7, serviceId: 3 }))).toEqual({
      sql: 'p.company_id = $1 and p.service_id = $2',
      params: [7, 3],
    });
  });

  it('takes the alias as a fragment too', () => {
    expect(render(companyIs(sql.raw('x'), { companyId: 2, serviceId: null })).sql).toBe('x.company_id = $1');
  });

  it('refuses an alias that is not a plain name, since it is written into the SQL', () => {
    expect(() => companyIs('c; drop table contents', { companyId: 1, serviceId: null })).toThrow(
      'not a table alias',
    );
    expect(() => serviceIs('C', { companyId: 1, serviceId: 1 })).toThrow('not a table alias');
  });
});
