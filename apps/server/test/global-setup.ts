import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { connectDatabase } from '../src/platform/database/connection.ts';
import { EmbeddedPostgres } from '../src/platform/database/embedded-postgres.ts';
import { applyMigrations } from '../src/platform/database/migrate.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseAdminUrl: string;
    templateDatabase: string;
  }
}

/**
 * One real PostgreSQL for the whole run (embedded unless TEST_DATABASE_URL names a server), and one
 * migrated template database; every test file clones its own database from the template.
 */
export default async function setup(project: TestProject) {
  let server: EmbeddedPostgres | undefined;
  let workDir: string | undefined;
  let adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hondana-test-'));
    fs.chmodSync(workDir, 0o755);
    server = await EmbeddedPostgres.start({ clusterDir: path.join(workDir, 'postgres') });
    adminUrl = server.url('postgres');
  }
  const templateDatabase = `hondana_template_${process.pid}`;
  const admin = new pg.Client(adminUrl);
  await admin.connect();
  await admin.query(`drop database if exists ${templateDatabase}`);
  await admin.query(`create database ${templateDatabase}`);
  const template = connectDatabase(withDatabase(adminUrl, templateDatabase), { max: 2 });
  await applyMigrations(template);
  await template.close();

  project.provide('databaseAdminUrl', adminUrl);
  project.provide('templateDatabase', templateDatabase);

  return async () => {
    await admin.query(`drop database if exists ${templateDatabase} with (force)`).catch(() => {});
    await admin.end();
    await server?.stop();
    if (workDir) fs.rmSync(workDir, { recursive: true, force: true });
  };
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
