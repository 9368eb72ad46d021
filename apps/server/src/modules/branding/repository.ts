import { and, asc, eq } from 'drizzle-orm';
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
import type { Tenant } from '../../platform/tenancy/resolve-tenant.ts';
import { inService } from '../../platform/tenancy/tenant-scope.ts';

const first = async <T>(rows: Promise<T[]>): Promise<T | undefined> => (await rows)[0];

/** Every branding record of the tenant's service, read in parallel. */
export async function loadBranding(db: Database, tenant: Tenant) {
  const [layout, header, body, footer, input, banner, customLogin, resultSetting] = await Promise.all([
    first(db.select().from(layoutSettings).where(inService(layoutSettings, tenant))),
    first(db.select().from(headerSettings).where(inService(headerSettings, tenant))),
    first(db.select().from(bodySettings).where(inService(bodySettings, tenant))),
    first(db.select().from(footerSettings).where(inService(footerSettings, tenant))),
    first(db.select().from(inputSettings).where(inService(inputSettings, tenant))),
    first(db.select().from(bannerSettings).where(inService(bannerSettings, tenant))),
    first(db.select().from(customLoginSettings).where(inService(customLoginSettings, tenant))),
    first(
      db.select().from(contentSearchResultSettings).where(inService(contentSearchResultSettings, tenant)),
    ),
  ]);
  const [links, slides, sorts, information] = await Promise.all([
    db
      .select()
      .from(footerLinks)
      .where(inService(footerLinks, tenant))
      .orderBy(asc(footerLinks.positionLink), asc(footerLinks.ordinal), asc(footerLinks.id)),
    banner
      ? db
          .select()
          .from(bannerSlides)
          .where(and(inService(bannerSlides, tenant), eq(bannerSlides.bannerId, banner.id)))
          .orderBy(asc(bannerSlides.ordinal), asc(bannerSlides.id))
      : Promise.resolve([]),
    db
      .select()
      .from(sortFields)
      .where(inService(sortFields, tenant))
      .orderBy(asc(sortFields.type), asc(sortFields.ordinal), asc(sortFields.id)),
    db
      .select()
      .from(newInformation)
      .where(and(inService(newInformation, tenant), eq(newInformation.isShow, true)))
      .orderBy(asc(newInformation.ordinal), asc(newInformation.id)),
  ]);
  return {
    layout,
    header,
    body,
    footer,
    input,
    banner,
    customLogin,
    resultSetting,
    links,
    slides,
    sorts,
    information,
  };
}

export type BrandingRows = Awaited<ReturnType<typeof loadBranding>>;

/**
 * Creates the once-per-service records with their defaults (every column has one), so a new service
 * renders complete. Idempotent: existing records are kept.
 */
export async function provisionServiceSettings(db: Executor, tenant: Tenant): Promise<void> {
  const key = { companyId: tenant.company.id, serviceId: tenant.service.id };
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
