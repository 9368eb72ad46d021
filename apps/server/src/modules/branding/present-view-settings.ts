import type {
  BannerType,
  CompanyPublicDetail,
  FooterPosition,
  LinkType,
  ListView,
  PagingPosition,
  SortableField,
  SortFieldType,
  ViewSettings,
} from '@hondana/contract';
import type { BrandingRows } from './repository.ts';

type Present<K extends keyof ViewSettings> = ViewSettings[K];

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
    layoutSettingResponse: { ...layout, viewPage: layout.viewPage as ListView },
    headerSettingResponse: settingsOf(rows.header),
    bodySettingResponse: settingsOf(rows.body),
    footerSettingResponse: {
      ...footer,
      horizontalLinkPosition:
        footer.horizontalLinkPosition as Present<'footerSettingResponse'>['horizontalLinkPosition'],
      logo: footerLogo,
      links: rows.links.map((link) => ({
        id: link.id,
        label: link.label,
        url: link.url,
        typeLink: link.typeLink as LinkType,
        positionLink: link.positionLink as FooterPosition,
        ordinal: link.ordinal,
      })),
    },
    inputSettingResponse: settingsOf(rows.input),
    bannerSettingResponse: {
      ...banner,
      typeBanner: banner.typeBanner as BannerType,
      linkType: banner.linkType as LinkType,
      image: imageUrl,
      bannerImageResponseList: rows.slides.map((slide) => ({
        id: slide.id,
        desktopSlideImage: slide.desktopImageUrl,
        mobileSlideImage: slide.mobileImageUrl,
        bannerSlideLinkType: slide.linkType as LinkType,
        bannerSlideLink: slide.link,
        ordinal: slide.ordinal,
      })),
    },
    customLoginSettingResponse: { ...customLogin, logo: loginLogo, backgroundImage: backgroundImageUrl },
    contentSearchResultSettingResponse: {
      ...resultSetting,
      buttonFavouritePosition:
        resultSetting.buttonFavouritePosition as Present<'contentSearchResultSettingResponse'>['buttonFavouritePosition'],
      listView: resultSetting.listView as ListView,
      pagingPosition: resultSetting.pagingPosition as PagingPosition,
    },
    sortFieldResponseList: rows.sorts.map((sort) => ({
      id: sort.id,
      type: sort.type as SortFieldType,
      field: sort.field as SortableField,
      title: sort.title,
      ordinal: sort.ordinal,
      isAcsDefault: sort.isAscDefault,
      isSortFieldDefault: sort.isSortFieldDefault,
    })),
    newInformationList: rows.information.map((info) => ({ id: info.id, html: info.html })),
  };
}
