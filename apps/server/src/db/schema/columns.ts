/**
 * Column builders shared by every schema file. Nothing here imports a table, so any file may use them
 * without creating an import cycle.
 */
import { sql } from 'drizzle-orm';
import { bigint, boolean, customType, integer, jsonb, text, timestamp } from 'drizzle-orm/pg-core';
import type { Language } from '../../../../../packages/contract/src/enums.ts';

/** Surrogate primary key: `id bigint generated always as identity primary key`. */
export const id = () => bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity();

/** A bigint foreign-key column (number mode: ids stay below 2^53 for the life of the product). */
export const ref = (name: string) => bigint(name, { mode: 'number' });

/** `timestamp with time zone`. */
export const tstz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** created_at, not null, default now(). */
export const createdAt = () => tstz('created_at').notNull().defaultNow();

/** updated_at, not null, default now(), refreshed by drizzle on every update. */
export const updatedAt = () =>
  tstz('updated_at')
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

/** created_at + updated_at. */
export const timestamps = () => ({ createdAt: createdAt(), updatedAt: updatedAt() });

/** A colour as '#rrggbb' text with a default. */
export const colour = (name: string, fallback: string) => text(name).notNull().default(fallback);

/** An integer size (px, rows, seconds ...) with a default. */
export const size = (name: string, fallback: number) => integer(name).notNull().default(fallback);

/** A boolean flag with a default. */
export const flag = (name: string, fallback: boolean) => boolean(name).notNull().default(fallback);

/** An ordering number inside a list (lower first). */
export const ordinal = () => integer('ordinal').notNull().default(0);

/** Free parameters param1..param5 of users and contents. */
export const params = () => ({
  param1: text('param1'),
  param2: text('param2'),
  param3: text('param3'),
  param4: text('param4'),
  param5: text('param5'),
});

/** PostgreSQL tsvector, written by the application (Intl.Segmenter + to_tsvector('simple', ...)). */
export const tsvector = customType<{ data: string; driverData: string }>({
  dataType: () => 'tsvector',
});

/** Empty text array literal for defaults. */
export const emptyTextArray = sql`'{}'::text[]`;

/** Empty JSON object / array literals for jsonb defaults. */
export const emptyJsonObject = sql`'{}'::jsonb`;
export const emptyJsonArray = sql`'[]'::jsonb`;

/**
 * An admin-written text per interface language: { en?, ja?, vn? } beside the text's own column, which
 * stays the fallback (the text as written in the company's default language).
 */
export const translations = (name: string) =>
  jsonb(name).$type<Partial<Record<Language, string>>>().notNull().default(emptyJsonObject);
