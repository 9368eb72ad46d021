import type { ViewSettings } from '../api/view-settings.ts';

/**
 * Display constants that are not tenant settings. Shared by the web app (its
 * layout) and the server (the theme it inlines into a portal page's HTML).
 */
export const PORTAL_LAYOUT = {
  mobileBreakpoint: 768,
  sidebarWidth: 200,
  sidebarWidthMobile: '66vw',
  mobileHeaderHeight: 80,
  footerHeight: 36,
  scrollTopThreshold: 200,
} as const;

const px = (value: number) => `${value}px`;

/**
 * Every colour, font and size of the tenant's settings as a CSS variable on the root element.
 * Components read `var(--hd-…)`, never a tenant colour directly. Values are the stored settings as they
 * are: whoever writes them into a stylesheet checks them first (the server does, see
 * apps/server/src/modules/branding/page-theme.ts).
 */
export function themeVariables(settings: ViewSettings): Record<string, string> {
  const l = settings.layoutSettingResponse;
  const h = settings.headerSettingResponse;
  const b = settings.bodySettingResponse;
  const f = settings.footerSettingResponse;
  const i = settings.inputSettingResponse;
  const banner = settings.bannerSettingResponse;
  const font = (family: string | null) => family ?? 'var(--hd-font-default)';
  return {
    '--hd-page-margin-left': px(l.pageMarginLeft),
    '--hd-page-margin-right': px(l.pageMarginRight),
    '--hd-font-size': px(l.fontSize),
    '--hd-font-family': font(l.fontFamily),
    '--hd-bg': l.backgroundColor,
    '--hd-border': l.borderColor,
    '--hd-hover-bg': l.hoverBackgroundColor,
    '--hd-hover-border': l.hoverBorderColor,
    '--hd-text': l.textColor,
    '--hd-hover-text': l.hoverTextColor,
    '--hd-sidebar-width': px(PORTAL_LAYOUT.sidebarWidth),
    '--hd-sidebar-width-mobile': PORTAL_LAYOUT.sidebarWidthMobile,
    '--hd-sidebar-bg': l.sidebarBackgroundColor,
    '--hd-sidebar-highlight': l.sidebarHighlightColor,
    '--hd-sidebar-text': l.sidebarTextColor,
    '--hd-sidebar-text-highlight': l.sidebarTextHighlightColor,
    '--hd-bar-bg': l.barBackgroundColor,
    '--hd-bar-text': l.barTextColor,
    '--hd-bar-height': px(l.barHeight),
    '--hd-show-more-bg': l.showMoreBackgroundColor,
    '--hd-show-more-text': l.showMoreTextColor,
    '--hd-show-less-bg': l.showLessBackgroundColor,
    '--hd-show-less-text': l.showLessTextColor,
    '--hd-search-value-bg': l.searchValueBackgroundColor,
    '--hd-search-value-text': l.searchValueTextColor,
    '--hd-header-bg': h.backgroundColor,
    '--hd-header-text': h.textColor,
    '--hd-header-icon': h.iconColor,
    '--hd-header-border': h.borderColor,
    '--hd-header-font-family': font(h.fontFamily),
    '--hd-header-font-size': px(h.fontSize),
    '--hd-header-height': px(h.height),
    '--hd-header-height-mobile': px(PORTAL_LAYOUT.mobileHeaderHeight),
    '--hd-header-logo-height': px(h.logoHeight),
    '--hd-header-margin-left': px(h.marginLeft),
    '--hd-header-margin-right': px(h.marginRight),
    '--hd-body-bg': b.backgroundColor,
    '--hd-body-text': b.textColor,
    '--hd-body-title': b.titleColor,
    '--hd-body-link': b.linkColor,
    '--hd-body-font-family': font(b.fontFamily),
    '--hd-body-font-size': px(b.fontSize),
    '--hd-footer-bg': f.backgroundColor,
    '--hd-footer-text': f.textColor,
    '--hd-footer-link': f.linkColor,
    '--hd-footer-font-family': font(f.fontFamily),
    '--hd-footer-font-size': px(f.fontSize),
    '--hd-footer-height': px(Math.max(f.height, PORTAL_LAYOUT.footerHeight)),
    '--hd-footer-margin-left': px(f.marginLeft),
    '--hd-footer-margin-right': px(f.marginRight),
    '--hd-input-border': i.borderColor,
    '--hd-input-focus-border': i.focusBorderColor,
    '--hd-input-bg': i.backgroundColor,
    '--hd-input-text': i.textColor,
    '--hd-input-placeholder': i.placeholderColor,
    '--hd-input-font-size': px(i.fontSize),
    '--hd-input-height': px(i.height),
    '--hd-input-radius': px(i.borderRadius),
    '--hd-banner-height': px(banner.heightBanner),
    '--hd-banner-height-mobile': px(banner.mobileBannerHeight),
    '--hd-banner-bg': banner.backgroundColor,
    '--hd-banner-text': banner.textColor,
    '--hd-banner-font-size': px(banner.fontSize),
  };
}

/** Title rule: the company's title or service name. */
export const portalTitle = (settings: ViewSettings): string =>
  settings.company.titlePage || settings.company.customName || settings.company.serviceName;
