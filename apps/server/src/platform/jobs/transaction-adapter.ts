import { sql } from 'drizzle-orm';
import { type Db, fromDrizzle } from 'pg-boss';
import type { Executor } from '../database/connection.ts';

/**
 * pg-boss's `db` option over an open drizzle transaction (pg-boss's own drizzle adapter): the job row
 * is written by the same PostgreSQL transaction as the change that causes it, so it commits or rolls
 * back with it.
 */
export const transactionDatabase = (tx: Executor): Db => fromDrizzle(tx, sql);
