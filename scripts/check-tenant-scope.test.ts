import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkTenantScope, tenantTables } from './check-tenant-scope.ts';

const root = path.resolve(import.meta.dirname, '..');
const server = path.join(root, 'apps/server/src');
const header = `import { and, eq, sql } from 'drizzle-orm';
import { contents, favourites } from '${server}/db/schema/index.ts';
import type { Executor } from '${server}/platform/database/connection.ts';
import { companyIs, inService, type ServiceScope } from '${server}/platform/tenancy/tenant-scope.ts';
`;

let dir: string;
const plant = (name: string, body: string) => {
  const file = path.join(dir, name);
  fs.writeFileSync(file, header + body);
  return file;
};

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tenant-scope-check-'));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('tenant scope check', () => {
  it('takes the tenant tables from the drizzle schema', () => {
    const tables = tenantTables();
    expect(tables.get('contents')).toBe('contents');
    expect(tables.get('readingHistory')).toBe('reading_history');
    expect(tables.has('companies')).toBe(false);
  });

  it('refuses an unscoped drizzle query and a raw one, and accepts scoped ones', () => {
    const file = plant(
      'queries.ts',
      `
export async function contentById(db: Executor, id: number) {
  return db.select().from(contents).where(eq(contents.id, id));
}
export async function rawFavourites(db: Executor, userId: number) {
  return db.execute(sql\`select content_id from favourites where user_id = \${userId}\`);
}
const byId = (id: number) => eq(contents.id, id);
export async function viaHelper(db: Executor, id: number) {
  return db.select().from(contents).where(byId(id));
}
export async function scopedContent(db: Executor, scope: ServiceScope, id: number) {
  return db.select().from(contents).where(and(inService(contents, scope), eq(contents.id, id)));
}
export async function scopedRaw(db: Executor, scope: ServiceScope, userId: number) {
  return db.execute(sql\`select content_id from favourites f where \${companyIs('f', scope)} and f.user_id = \${userId}\`);
}
export async function unusedScope(db: Executor, scope: ServiceScope, id: number) {
  return db.select().from(contents).where(eq(contents.id, id));
}
export async function everyContentAcrossTenants(db: Executor) {
  return db.select().from(contents);
}
export const favouriteCount = (db: Executor) => db.$count(favourites);
`,
    );
    const found = checkTenantScope([file]).map((v) => `${v.line} ${v.why.split(' ').slice(0, 4).join(' ')}`);
    expect(found).toEqual([
      '6 contentById touches contents but',
      '9 rawFavourites touches favourites but',
      '13 viaHelper touches contents but',
      '22 unusedScope touches contents and',
      '28 favouriteCount touches favourites but',
    ]);
  });

  it('refuses company_id compared with a value written by hand, not a join of two columns', () => {
    const file = plant(
      'fragments.ts',
      `
export async function handWritten(db: Executor, scope: ServiceScope) {
  return db.execute(sql\`select 1 from contents c join favourites f on f.company_id = c.company_id
    where c.company_id = \${scope.companyId}\`);
}
export async function drizzleColumn(db: Executor, scope: ServiceScope) {
  return db.execute(sql\`select 1 from \${contents} where \${contents.companyId} = \${scope.companyId}\`);
}
export async function joined(db: Executor, scope: ServiceScope) {
  return db.execute(sql\`select 1 from contents c join favourites f on \${favourites.companyId} = \${contents.companyId} and \${companyIs('c', scope)}\`);
}
`,
    );
    const found = checkTenantScope([file]).map((v) => v.line);
    expect(found).toEqual([8, 11]);
  });

  it('prints file:line and why and exits 1 on a violation, prints nothing and exits 0 when clean', async () => {
    const run = promisify(execFile);
    const cli = ['tsx', path.join(root, 'scripts/check-tenant-scope.ts')];
    const bad = plant('bad.ts', 'export const all = (db: Executor) => db.select().from(contents);\n');
    const failed = await run('npx', [...cli, bad], { cwd: root }).then(
      () => null,
      (error: { code: number; stderr: string }) => error,
    );
    expect(failed?.code).toBe(1);
    expect(failed?.stderr).toContain(`${path.relative(root, bad)}:5: all touches contents`);
    const good = plant(
      'good.ts',
      'export const all = (db: Executor, scope: ServiceScope) => db.select().from(contents).where(inService(contents, scope));\n',
    );
    const passed = await run('npx', [...cli, good], { cwd: root });
    expect(passed.stdout + passed.stderr).toBe('');
  });
});
