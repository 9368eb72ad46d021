/** Rows built by PostgreSQL's row_to_json/json_agg have snake_case keys; drizzle rows are camelCase. */
const camel = (key: string) => key.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());

export type JsonRow<T> = {
  [K in keyof T]: T[K] extends Date ? string : T[K] extends Date | null ? string | null : T[K];
};

export function camelRow<T>(row: Record<string, unknown>): JsonRow<T> {
  return Object.fromEntries(Object.entries(row).map(([k, v]) => [camel(k), v])) as JsonRow<T>;
}

export const camelRows = <T>(rows: Record<string, unknown>[]): JsonRow<T>[] =>
  rows.map((r) => camelRow<T>(r));
