import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { fillGroup, insertContent, insertGroup } from '../../test/catalogue-kit.ts';
import { withDatabase } from '../../test/global-setup.ts';
import { connectDatabase, type DatabaseHandle } from '../platform/database/connection.ts';
import { migrationsFolder } from '../platform/database/migrate.ts';
import type { Tenant } from '../platform/tenancy/resolve-tenant.ts';

/** Migration 0020 copies `contents` into a table with its columns in another order. */
const REORDER = '0020_contents_hot_columns_first';

const adminUrl = () => inject('databaseAdminUrl');
const name = `test_reorder_${randomBytes(4).toString('hex')}`;
let database: DatabaseHandle;
let folderBefore: string;

async function admin(statement: string) {
  const client = new pg.Client(adminUrl());
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** The committed migrations up to the one before the reorder. */
function migrationsBefore(): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'hondana-migrations-'));
  fs.cpSync(migrationsFolder, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((entry) => entry.tag === REORDER);
  expect(at).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, at);
  fs.writeFileSync(journalFile, JSON.stringify(journal));
  return folder;
}

beforeAll(async () => {
  await admin(`create database ${name}`);
  database = connectDatabase(withDatabase(adminUrl(), name), { max: 2 });
  folderBefore = migrationsBefore();
});
afterAll(async () => {
  await database.close();
  await admin(`drop database if exists ${name} with (force)`);
  fs.rmSync(folderBefore, { recursive: true, force: true });
});

const attnum = async (column: string) => {
  const rows = await database.db.execute<{ attnum: number }>(sql`
    select attnum from pg_attribute where attrelid = 'contents'::regclass and attname = ${column}`);
  return rows.rows[0]?.attnum;
};

describe('contents with the columns readers filter on first (migration 0020)', () => {
  it('keeps every content, its id sequence and the other tables’ references', async () => {
    const { db } = database;
    await migrate(db, { migrationsFolder: folderBefore });
    expect(await attnum('published')).toBe(37);
    // Raw inserts: the company and service tables as they stood then (later migrations add columns
    // that the fixtures' inserts name).
    const company = (
      await db.execute<{ id: number }>(sql`
        insert into companies (name, account_type, domain_type, domain)
        values ('Reorder', 'EMAIL', 'PATH', 'localhost') returning id`)
    ).rows[0] as { id: number };
    const service = (
      await db.execute<{ id: number }>(sql`
        insert into services (company_id, name, path, is_default)
        values (${company.id}, 'Reorder', ${`reorder${randomBytes(3).toString('hex')}`}, true) returning id`)
    ).rows[0] as { id: number };
    const tenant = { company, service } as unknown as Tenant;
    const first = await insertContent(db, tenant, {
      title: '草枕',
      author: '夏目漱石',
      param2: 'Red',
      year: 1906,
    });
    const second = await insertContent(db, tenant, {
      title: 'Kokoro',
      state: 'processing',
      published: false,
    });
    await db.execute(
      sql`delete from contents where id = ${(await insertContent(db, tenant, { title: 'Gone' })).id}`,
    );
    const group = await insertGroup(db, tenant, 'Classics');
    await fillGroup(db, tenant, group, [first.id, second.id]);
    // A raw insert: the users table as it stood then (later migrations add columns the fixtures fill).
    const reader = (
      await db.execute<{ id: number }>(sql`
        insert into users (company_id, username, email, password_hash, full_name, role_level)
        values (${tenant.company.id}, 'reader', 'reader@example.test', 'x', 'Reader', 3) returning id`)
    ).rows[0] as { id: number };
    await db.execute(sql`
      insert into content_pages (company_id, service_id, content_id, page_no, text)
      values (${tenant.company.id}, ${tenant.service.id}, ${first.id}, 1, '山路を登りながら')`);
    await db.execute(sql`
      insert into favourites (company_id, user_id, content_id) values (${tenant.company.id}, ${reader.id}, ${first.id})`);
    const before = (await db.execute(sql`select * from contents order by id`)).rows;

    await migrate(db, { migrationsFolder });

    expect(await attnum('published')).toBeLessThan((await attnum('title')) as number);
    expect((await db.execute(sql`select * from contents order by id`)).rows).toEqual(before);
    // Ids go on from the sequence, past the deleted content's.
    const third = await insertContent(db, tenant, { title: 'Sanshiro' });
    expect(third.id).toBe(second.id + 2);
    // The other tables reference the new table: cascades and refusals as before.
    await expect(
      db.execute(sql`
        insert into content_pages (company_id, service_id, content_id, page_no, text)
        values (${tenant.company.id}, ${tenant.service.id}, ${third.id + 100}, 1, 'x')`),
    ).rejects.toMatchObject({ cause: { constraint: 'content_pages_content_fk' } });
    await db.execute(sql`delete from contents where id = ${first.id}`);
    const left = await db.execute<{ pages: number; members: number; favourites: number }>(sql`
      select (select count(*)::int from content_pages) as pages,
        (select count(*)::int from content_group_contents where content_group_id = ${group}) as members,
        (select count(*)::int from favourites) as favourites`);
    expect(left.rows[0]).toEqual({ pages: 0, members: 1, favourites: 0 });
  });
});
