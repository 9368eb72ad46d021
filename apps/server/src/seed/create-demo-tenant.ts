import { BannerType, RoleLevel } from '@hondana/contract';
import { eq } from 'drizzle-orm';
import {
  bannerSettings,
  bannerSlides,
  bodySettings,
  buttons,
  companies,
  emailTemplates,
  footerLinks,
  footerSettings,
  headerSettings,
  layoutSettings,
  newInformation,
  services,
  terms,
  userGroupIpRanges,
  userGroupMembers,
  userGroups,
  users,
  watermarkSettings,
} from '../db/schema/index.ts';
import { provisionPortal } from '../modules/companies/provision-portal.ts';
import {
  type PublicAssetFolder,
  publicAssetKey,
  publicAssetUrl,
} from '../modules/public-assets/public-asset-key.ts';
import { hashPassword } from '../platform/crypto/passwords.ts';
import type { Transaction } from '../platform/database/connection.ts';
import type { Tenant } from '../platform/tenancy/resolve-tenant.ts';
import { bannerSvg, faviconSvg, logoSvg, slideSvg } from './demo-images.ts';
import type { DemoTenant } from './demo-tenant-type.ts';

export interface PendingFile {
  key: string;
  body: string;
}

/** Creates one demo tenant inside the caller's transaction; images are returned to be stored after commit. */
export async function createDemoTenant(
  tx: Transaction,
  def: DemoTenant,
  host: string,
): Promise<PendingFile[]> {
  const files: PendingFile[] = [];
  const [company] = await tx
    .insert(companies)
    .values({ ...def.company, domain: def.company.domain ?? host })
    .returning();
  if (!company) throw new Error(`could not create ${def.company.name}`);
  const [service] = await tx
    .insert(services)
    .values({ companyId: company.id, name: def.service.name, path: def.service.path, isDefault: true })
    .returning();
  if (!service) throw new Error(`could not create the service of ${def.company.name}`);
  const tenant: Tenant = { company, service };
  const key = { companyId: company.id, serviceId: service.id };

  const image = (folder: PublicAssetFolder, file: string, body: string) => {
    files.push({ key: publicAssetKey(company.id, folder, file), body });
    return publicAssetUrl(company.id, folder, file, body);
  };
  const { initials, colour, accent } = def.brand;
  const logoUrl = image('logo', 'logo.svg', logoSvg(initials, colour));
  const faviconUrl = image('favicon', 'favicon.svg', faviconSvg(initials, colour));
  await tx.update(companies).set({ logoUrl, faviconUrl }).where(eq(companies.id, company.id));

  await tx.insert(layoutSettings).values({ ...key, ...def.layout });
  await tx.insert(headerSettings).values({ ...key, ...def.header });
  await tx.insert(bodySettings).values({ ...key, ...def.body });
  await tx.insert(footerSettings).values({ ...key, logoUrl, ...def.footer });
  if (def.watermark) await tx.insert(watermarkSettings).values({ ...key, ...def.watermark });
  const bannerImage =
    def.banner?.typeBanner === BannerType.IMAGE
      ? image(
          'banner',
          'banner.svg',
          bannerSvg(
            def.company.name,
            def.service.name,
            { from: colour, to: accent },
            { width: 1200, height: 329 },
          ),
        )
      : null;
  const [banner] = await tx
    .insert(bannerSettings)
    .values({ ...key, ...def.banner, imageUrl: bannerImage })
    .returning();
  await provisionPortal(tx, key, {
    contentGroups: def.contentGroups ?? [],
    sortFields: def.sortFields ?? [],
    searchPage: def.searchPage ?? [],
  });

  for (const [index, slide] of (def.slides ?? []).entries()) {
    const colours = index % 2 === 0 ? { from: colour, to: accent } : { from: accent, to: colour };
    await tx.insert(bannerSlides).values({
      ...key,
      bannerId: banner?.id ?? 0,
      desktopImageUrl: image(
        'banner',
        `slide-${index + 1}.svg`,
        slideSvg(colours, { width: 948, height: 329 }),
      ),
      mobileImageUrl: image(
        'banner',
        `slide-${index + 1}-mobile.svg`,
        slideSvg(colours, { width: 375, height: 256 }),
      ),
      linkType: slide.linkType,
      link: slide.link,
      title: slide.title,
      titleTranslations: slide.titleTranslations,
      ordinal: index + 1,
    });
  }
  if (def.footerLinks?.length)
    await tx.insert(footerLinks).values(def.footerLinks.map((l) => ({ ...key, ...l })));
  if (def.buttons?.length) await tx.insert(buttons).values(def.buttons.map((b) => ({ ...key, ...b })));
  if (def.newInformation?.length) {
    await tx
      .insert(newInformation)
      .values(def.newInformation.map((info, i) => ({ ...key, ...info, ordinal: i + 1 })));
  }
  if (def.terms) await tx.insert(terms).values({ ...key, ...def.terms, version: 1, publishedAt: new Date() });
  if (def.emailTemplates?.length) {
    await tx.insert(emailTemplates).values(def.emailTemplates.map((t) => ({ companyId: company.id, ...t })));
  }

  await createPeople(tx, tenant, def);
  return files;
}

async function createPeople(tx: Transaction, tenant: Tenant, def: DemoTenant): Promise<void> {
  const companyId = tenant.company.id;
  for (const { networks, ...group } of def.userGroups ?? []) {
    const [created] = await tx
      .insert(userGroups)
      .values({ ...group, companyId })
      .returning();
    if (!created) continue;
    for (const network of networks)
      await tx.insert(userGroupIpRanges).values({ companyId, userGroupId: created.id, network });
  }
  for (const { password, administersService, ...person } of def.users) {
    const [user] = await tx
      .insert(users)
      .values({ ...person, companyId, passwordHash: password ? await hashPassword(password) : null })
      .returning();
    if (!user) continue;
    if (administersService) {
      await tx.update(services).set({ serviceAdminId: user.id }).where(eq(services.id, tenant.service.id));
      await tx.update(users).set({ serviceId: tenant.service.id }).where(eq(users.id, user.id));
    }
    if (person.roleLevel === RoleLevel.COMPANY_ADMIN) {
      await tx.update(companies).set({ ownerId: user.id }).where(eq(companies.id, companyId));
    }
    if (user.userGroupId)
      await tx.insert(userGroupMembers).values({ companyId, userGroupId: user.userGroupId, userId: user.id });
  }
}
