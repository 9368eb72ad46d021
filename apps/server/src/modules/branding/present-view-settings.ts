import type { CompanyPublicDetail, ViewSettings } from '@hondana/contract';
import type { BrandingRows } from './repository.ts';
import { sanitizeInformationHtml } from './sanitize-information-html.ts';

/** Drops the bookkeeping columns every settings row has. */
function settingsOf<
  T extends { id: number; companyId: number; serviceId: number; createdAt: unknown; updatedAt: unknown },
>(row: T): Omit<T, 'id' | 'companyId' | 'serviceId' | 'createdAt' | 'updatedAt'> {
  const { id: _id, companyId: _c, serviceId: _s, createdAt: _a, updatedAt: _u, ...rest } = row;
  return rest;
}

type Complete = { [K in keyof BrandingRows]-?: NonNullable<BrandingRows[K]> };

export function presentViewSettings(company: CompanyPublicDetail, rows: Complete): ViewSettings {
  const layout = settingsOf(rows.layout);
  const { logoUrl: footerLogo, ...footer } = settingsOf(rows.footer);
  const { imageUrl, ...banner } = settingsOf(rows.banner);
  const { logoUrl: loginLogo, backgroundImageUrl, ...customLogin } = settingsOf(rows.customLogin);
  const resultSetting = settingsOf(rows.resultSetting);
  return {
    company,
    layoutSettingResponse: layout,
    headerSettingResponse: settingsOf(rows.header),
    bodySettingResponse: settingsOf(rows.body),
    footerSettingResponse: {
      ...footer,
      logo: footerLogo,
      links: rows.links.map((link) => ({
        id: link.id,
        label: link.label,
        labelTranslations: link.labelTranslations,
        url: link.url,
        typeLink: link.typeLink,
        positionLink: link.positionLink,
        ordinal: link.ordinal,
      })),
    },
    inputSettingResponse: settingsOf(rows.input),
    bannerSettingResponse: {
      ...banner,
      image: imageUrl,
      bannerImageResponseList: rows.slides.map((slide) => ({
        id: slide.id,
        desktopSlideImage: slide.desktopImageUrl,
        mobileSlideImage: slide.mobileImageUrl,
        bannerSlideLinkType: slide.linkType,
        bannerSlideLink: slide.link,
        title: slide.title,
        titleTranslations: slide.titleTranslations,
        ordinal: slide.ordinal,
      })),
    },
    customLoginSettingResponse: { ...customLogin, logo: loginLogo, backgroundImage: backgroundImageUrl },
    contentSearchResultSettingResponse: resultSetting,
    sortFieldResponseList: rows.sorts.map((sort) => ({
      id: sort.id,
      type: sort.type,
      field: sort.field,
      title: sort.title,
      ordinal: sort.ordinal,
      isAcsDefault: sort.isAscDefault,
      isSortFieldDefault: sort.isSortFieldDefault,
    })),
    // Sanitised once here: the tenant cache keeps the result, and the web draws it as given.
    newInformationList: rows.information.map((info) => ({
      id: info.id,
      html: sanitizeInformationHtml(info.html),
      htmlTranslations: Object.fromEntries(
        Object.entries(info.htmlTranslations).map(([lang, html]) => [lang, sanitizeInformationHtml(html)]),
      ),
    })),
  };
}
