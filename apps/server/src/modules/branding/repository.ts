import { type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import {
  bannerSettings,
  bannerSlides,
  bodySettings,
  contentSearchResultSettings,
  customLoginSettings,
  footerLinks,
  footerSettings,
  headerSettings,
  inputSettings,
  layoutSettings,
  newInformation,
  sortFields,
  watermarkSettings,
} from '../../db/schema/index.ts';
import type { Database, Executor } from '../../platform/database/connection.ts';
import { camelRow, camelRows } from '../../platform/database/json-rows.ts';
import { type ServiceScope, serviceIs } from '../../platform/tenancy/tenant-scope.ts';

/**
 * Every branding record of the tenant's service in ONE round trip: view-settings is asked on every
 * page load, and a dozen parallel queries per request starve the pool under load.
 */
export async function loadBranding(db: Database, scope: ServiceScope) {
  const scoped = serviceIs('t', scope);
  const one = (table: PgTable) => sql`(select row_to_json(t) from ${table} t where ${scoped})`;
  const many = (table: PgTable, orderBy: SQL, extra: SQL = sql``) =>
    sql`(select coalesce(json_agg(t order by ${orderBy}), '[]'::json) from ${table} t where ${scoped} ${extra})`;
  const result = await db.execute<Record<string, unknown>>(sql`select
    ${one(layoutSettings)} as layout,
    ${one(headerSettings)} as header,
    ${one(bodySettings)} as body,
    ${one(footerSettings)} as footer,
    ${one(inputSettings)} as input,
    ${one(bannerSettings)} as banner,
    ${one(customLoginSettings)} as custom_login,
    ${one(contentSearchResultSettings)} as result_setting,
    ${many(footerLinks, sql`t.position_link, t.ordinal, t.id`)} as links,
    ${many(bannerSlides, sql`t.ordinal, t.id`)} as slides,
    ${many(sortFields, sql`t.type, t.ordinal, t.id`)} as sorts,
    ${many(newInformation, sql`t.ordinal, t.id`, sql`and t.is_show`)} as information`);
  const row = result.rows[0] ?? {};
  const single = <T>(value: unknown) => (value ? camelRow<T>(value as Record<string, unknown>) : undefined);
  const list = <T>(value: unknown) => camelRows<T>((value ?? []) as Record<string, unknown>[]);
  const banner = single<typeof bannerSettings.$inferSelect>(row.banner);
  return {
    layout: single<typeof layoutSettings.$inferSelect>(row.layout),
    header: single<typeof headerSettings.$inferSelect>(row.header),
    body: single<typeof bodySettings.$inferSelect>(row.body),
    footer: single<typeof footerSettings.$inferSelect>(row.footer),
    input: single<typeof inputSettings.$inferSelect>(row.input),
    banner,
    customLogin: single<typeof customLoginSettings.$inferSelect>(row.custom_login),
    resultSetting: single<typeof contentSearchResultSettings.$inferSelect>(row.result_setting),
    links: list<typeof footerLinks.$inferSelect>(row.links),
    // One banner per service: its slides are the service's slides.
    slides: list<typeof bannerSlides.$inferSelect>(row.slides).filter(
      (slide) => slide.bannerId === banner?.id,
    ),
    sorts: list<typeof sortFields.$inferSelect>(row.sorts),
    information: list<typeof newInformation.$inferSelect>(row.information),
  };
}

export type BrandingRows = Awaited<ReturnType<typeof loadBranding>>;

/**
 * Creates the once-per-service records with their defaults (every column has one), so a new service
 * renders complete. Idempotent: existing records are kept.
 */
export async function provisionServiceSettings(db: Executor, scope: ServiceScope): Promise<void> {
  const key = { companyId: scope.companyId, serviceId: scope.serviceId };
  for (const table of [
    layoutSettings,
    headerSettings,
    bodySettings,
    footerSettings,
    inputSettings,
    bannerSettings,
    customLoginSettings,
    contentSearchResultSettings,
    watermarkSettings,
  ]) {
    await db.insert(table).values(key).onConflictDoNothing();
  }
}
