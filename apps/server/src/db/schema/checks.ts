/**
 * Small helpers that turn contract value arrays into CHECK constraint SQL, so the database accepts
 * exactly the values packages/contract declares (one source of truth, no drift).
 *
 * Values are inlined as SQL literals (not bound parameters): a CHECK constraint is DDL and cannot carry
 * parameters. Only values from our own constant arrays ever reach these helpers.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

const literal = (value: string | number): string => {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`not a finite number: ${value}`);
    return String(value);
  }
  return `'${value.replaceAll("'", "''")}'`;
};

/** `col in (v1, v2, ...)`; a NULL column passes (combine with notNull() where the value is required). */
export const inList = (column: AnyPgColumn, values: readonly (string | number)[]): SQL => {
  if (values.length === 0) throw new Error('inList needs at least one value');
  return sql`${column} in (${sql.raw(values.map(literal).join(', '))})`;
};

/** `col between min and max` (inclusive). */
export const between = (column: AnyPgColumn, min: number, max: number): SQL =>
  sql`${column} between ${sql.raw(literal(min))} and ${sql.raw(literal(max))}`;

/** `col >= min`. */
export const atLeast = (column: AnyPgColumn, min: number): SQL => sql`${column} >= ${sql.raw(literal(min))}`;

/** `col ~ 'pattern'` (POSIX regular expression, anchored by the caller). */
export const matches = (column: AnyPgColumn, pattern: string): SQL =>
  sql`${column} ~ ${sql.raw(literal(pattern))}`;

/** `char_length(col) <= max`. */
export const maxLength = (column: AnyPgColumn, max: number): SQL =>
  sql`char_length(${column}) <= ${sql.raw(literal(max))}`;

/** Percent value 0..100. */
export const percent = (column: AnyPgColumn): SQL => between(column, 0, 100);

/** Every element of the array column is one of `values` (`col <@ array[...]::text[]`). */
export const subsetOf = (column: AnyPgColumn, values: readonly string[]): SQL => {
  if (values.length === 0) throw new Error('subsetOf needs at least one value');
  return sql`${column} <@ array[${sql.raw(values.map(literal).join(', '))}]::text[]`;
};
