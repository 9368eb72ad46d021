import { RoleLevel } from '@hondana/contract';
import { and, asc, desc, eq, exists, ilike, or, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { companies, contents, services, users } from '../../db/schema/index.ts';
import type { Executor } from '../../platform/database/connection.ts';
import { inCompany, type TenantScope } from '../../platform/tenancy/tenant-scope.ts';

/** The text as typed inside a LIKE pattern: `%`, `_` and `\` stand for themselves. */
const literal = (text: string) => text.replace(/[\\%_]/g, '\\$&');

/** Any of the columns holds the text (case ignored). */
const holds = (columns: AnyPgColumn[], text: string): SQL =>
  or(...columns.map((column) => ilike(column, `%${literal(text)}%`))) as SQL;

/** Rows where a column starts with the text come first: what the admin typed the start of. */
const startsFirst = (columns: AnyPgColumn[], text: string): SQL =>
  desc(or(...columns.map((column) => ilike(column, `${literal(text)}%`))) as SQL);

const readerColumns = [users.username, users.email, users.fullName];

const readerFields = {
  id: users.id,
  companyId: users.companyId,
  name: users.fullName,
  username: users.username,
  email: users.email,
};

async function selectReaders(db: Executor, where: SQL | undefined, text: string, limit: number) {
  const rows = await db
    .select(readerFields)
    .from(users)
    .where(and(eq(users.roleLevel, RoleLevel.USER), where, holds(readerColumns, text)))
    .orderBy(startsFirst(readerColumns, text), asc(users.fullName), asc(users.id))
    .limit(limit);
  // A reader always has a company (only system admins have none).
  return rows.map((row) => ({ ...row, companyId: row.companyId ?? 0 }));
}

/** Readers (role 3) of the scope (its service's, when it names one) by username, e-mail or name. */
export const searchReaders = (db: Executor, scope: TenantScope, text: string, limit: number) =>
  selectReaders(
    db,
    and(inCompany(users, scope), scope.serviceId === null ? undefined : eq(users.serviceId, scope.serviceId)),
    text,
    limit,
  );

/** Readers of every company: a system admin's search without a company. */
export const searchReadersAcrossTenants = (db: Executor, text: string, limit: number) =>
  selectReaders(db, undefined, text, limit);

const contentColumns = [contents.title, contents.author];

const contentFields = {
  id: contents.id,
  companyId: contents.companyId,
  title: contents.title,
  author: contents.author,
};

async function selectContents(db: Executor, where: SQL | undefined, text: string, limit: number) {
  return db
    .select(contentFields)
    .from(contents)
    .where(and(where, holds(contentColumns, text)))
    .orderBy(startsFirst(contentColumns, text), asc(contents.title), asc(contents.id))
    .limit(limit);
}

/** Contents of the scope (its service's, when it names one) by title or author. */
export const searchContents = (db: Executor, scope: TenantScope, text: string, limit: number) =>
  selectContents(
    db,
    and(
      inCompany(contents, scope),
      scope.serviceId === null ? undefined : eq(contents.serviceId, scope.serviceId),
    ),
    text,
    limit,
  );

/** Contents of every company: a system admin's search without a company. */
export const searchContentsAcrossTenants = (db: Executor, text: string, limit: number) =>
  selectContents(db, undefined, text, limit);

/** Companies by name or domain, or by the path of one of their services (the platform's operators). */
export async function searchCompaniesAcrossTenants(db: Executor, text: string, limit: number) {
  const byPath = db
    .select({ one: services.id })
    .from(services)
    .where(and(eq(services.companyId, companies.id), ilike(services.path, `%${literal(text)}%`)));
  const columns = [companies.name, companies.domain];
  return db
    .select({ id: companies.id, name: companies.name, domain: companies.domain })
    .from(companies)
    .where(or(holds(columns, text), exists(byPath)))
    .orderBy(startsFirst(columns, text), asc(companies.name), asc(companies.id))
    .limit(limit);
}
