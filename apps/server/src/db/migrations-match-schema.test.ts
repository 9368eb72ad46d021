/**
 * The drizzle schema (src/db/schema) and the committed migrations (drizzle/) describe the same database.
 *
 * 1. The journal, the SQL files and the snapshots form one unbroken chain.
 * 2. drizzle-kit finds nothing to migrate between the newest snapshot and the schema: a schema change
 *    without `npm run db:generate` fails here.
 * 3. The committed SQL, applied to an empty database, builds the same catalogue (columns, types, defaults,
 *    constraints, indexes, sequences) as the schema itself does when drizzle-kit turns it into SQL: a
 *    hand-edited migration or a snapshot that no longer matches its SQL fails here.
 */
import fs from 'node:fs';
import path from 'node:path';
import { generateDrizzleJson, generateMigration } from 'drizzle-kit/api';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { withDatabase } from '../../test/global-setup.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { migrationsFolder } from '../platform/database/migrate.ts';
import * as schema from './schema/index.ts';

type Snapshot = Parameters<typeof generateMigration>[0];
interface Journal {
  entries: { idx: number; tag: string }[];
}

const readJson = <T>(file: string): T => JSON.parse(fs.readFileSync(file, 'utf8')) as T;
const journal = readJson<Journal>(path.join(migrationsFolder, 'meta/_journal.json'));
const snapshotFile = (idx: number) =>
  path.join(migrationsFolder, `meta/${String(idx).padStart(4, '0')}_snapshot.json`);
const NO_PARENT = '00000000-0000-0000-0000-000000000000';

describe('migration files', () => {
  it('journal, SQL files and snapshots match one to one, each snapshot following the one before', () => {
    const tags = journal.entries.map((entry) => entry.tag);
    expect(journal.entries.map((entry) => entry.idx)).toEqual(tags.map((_, i) => i));
    const sqlFiles = fs.readdirSync(migrationsFolder).filter((file) => file.endsWith('.sql'));
    expect(sqlFiles.sort()).toEqual(tags.map((tag) => `${tag}.sql`).sort());
    const snapshots = fs
      .readdirSync(path.join(migrationsFolder, 'meta'))
      .filter((f) => f.endsWith('_snapshot.json'));
    expect(snapshots.sort()).toEqual(journal.entries.map((entry) => path.basename(snapshotFile(entry.idx))));
    let parent = NO_PARENT;
    for (const entry of journal.entries) {
      const snapshot = readJson<{ id: string; prevId: string }>(snapshotFile(entry.idx));
      expect({ tag: entry.tag, prevId: snapshot.prevId }).toEqual({ tag: entry.tag, prevId: parent });
      parent = snapshot.id;
    }
  });

  it('the schema has no change that no migration covers (else: npm run db:generate)', async () => {
    const newest = readJson<Snapshot>(snapshotFile(journal.entries.length - 1));
    const statements = await generateMigration(newest, generateDrizzleJson(schema, newest.id));
    expect(statements).toEqual([]);
  });
});

describe('migrated database', () => {
  let migrated: TestDatabase;
  let declared: pg.Client;
  const adminUrl = inject('databaseAdminUrl');
  const declaredName = `declared_${process.pid}_${Date.now().toString(36)}`;

  beforeAll(async () => {
    // The test database is a clone of the template, which global-setup builds by applying every committed
    // migration to an empty database.
    migrated = await createTestDatabase();
    await adminQuery(adminUrl, `create database ${declaredName}`);
    declared = new pg.Client(withDatabase(adminUrl, declaredName));
    await declared.connect();
    // Extensions are not part of a drizzle schema (0000_extensions creates them): take the migrated ones.
    const { rows } = await migrated.pool.query<{ extname: string }>(
      `select extname from pg_extension where extname <> 'plpgsql' order by extname`,
    );
    for (const { extname } of rows) await declared.query(`create extension if not exists "${extname}"`);
    // Collations are not part of a drizzle schema either (0009 creates ja_natural): take the migrated ones.
    const collations = await migrated.pool.query<{ name: string; locale: string }>(
      `select collname as name, colllocale as locale from pg_collation
        where collnamespace = 'public'::regnamespace and collprovider = 'i'`,
    );
    for (const { name, locale } of collations.rows) {
      await declared.query(`create collation if not exists "${name}" (provider = icu, locale = '${locale}')`);
    }
    const statements = await generateMigration(generateDrizzleJson({}), generateDrizzleJson(schema));
    for (const statement of statements) await declared.query(statement);
  });

  afterAll(async () => {
    await declared?.end();
    await adminQuery(adminUrl, `drop database if exists ${declaredName} with (force)`);
    await migrated?.destroy();
  });

  it('has the catalogue the schema declares', async () => {
    const fromMigrations = await catalogue((text) => migrated.pool.query(text));
    const fromSchema = await catalogue((text) => declared.query(text));
    expect(fromSchema.columns.length).toBeGreaterThan(0);
    expect(fromMigrations).toEqual(fromSchema);
  });
});

type Query = (text: string) => Promise<{ rows: Record<string, unknown>[] }>;

/** Everything of the public schema that a migration can get wrong, sorted so column order does not count. */
async function catalogue(query: Query) {
  const rows = async (text: string) => (await query(text)).rows.map((row) => Object.values(row).join(' | '));
  return {
    columns: await rows(`
      select c.relname, a.attname, format_type(a.atttypid, a.atttypmod), a.attnotnull,
             coalesce(pg_get_expr(d.adbin, d.adrelid), ''), a.attidentity, a.attgenerated
      from pg_attribute a
      join pg_class c on c.oid = a.attrelid
      left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
      where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p', 'v', 'm')
        and a.attnum > 0 and not a.attisdropped
      order by 1, 2`),
    // NOT NULL (contype 'n' since PostgreSQL 18) is already a column property above.
    constraints: await rows(`
      select conrelid::regclass::text, conname, pg_get_constraintdef(oid)
      from pg_constraint
      where connamespace = 'public'::regnamespace and contype <> 'n'
      order by 1, 2`),
    indexes: await rows(
      `select tablename, indexname, indexdef from pg_indexes where schemaname = 'public' order by 1, 2`,
    ),
    sequences: await rows(`
      select sequencename, data_type, start_value, increment_by, min_value, max_value, cycle
      from pg_sequences where schemaname = 'public' order by 1`),
    views: await rows(`select viewname, definition from pg_views where schemaname = 'public' order by 1`),
    types: await rows(`
      select t.typname, t.typtype, coalesce(string_agg(e.enumlabel, ',' order by e.enumsortorder), '')
      from pg_type t left join pg_enum e on e.enumtypid = t.oid
      where t.typnamespace = 'public'::regnamespace and t.typtype in ('e', 'd')
      group by 1, 2 order by 1`),
  };
}

async function adminQuery(url: string, statement: string): Promise<void> {
  const client = new pg.Client(url);
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
