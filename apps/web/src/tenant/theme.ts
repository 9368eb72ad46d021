import type { ViewSettings } from '@hondana/contract';
import { colorsTuple, createTheme, type MantineThemeOverride } from '@mantine/core';

const px = (value: number) => `${value}px`;

/** Display constants of seed 000 §9 and §2 that are not tenant settings. */
export const LAYOUT = {
  mobileBreakpoint: 768,
  sidebarWidth: 200,
  sidebarWidthMobile: '66vw',
  mobileHeaderHeight: 80,
  footerHeight: 36,
  scrollTopThreshold: 200,
} as const;

/**
 * Every colour, font and size of the tenant's settings as a CSS variable on the root element.
 * Components read `var(--hd-…)`, never a tenant colour directly.
 */
export function cssVariables(settings: ViewSettings): Record<string, string> {
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
    '--hd-sidebar-width': px(LAYOUT.sidebarWidth),
    '--hd-sidebar-width-mobile': LAYOUT.sidebarWidthMobile,
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
    '--hd-header-height-mobile': px(LAYOUT.mobileHeaderHeight),
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
    '--hd-footer-height': px(Math.max(f.height, LAYOUT.footerHeight)),
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

export function applyCssVariables(
  settings: ViewSettings,
  root: HTMLElement = document.documentElement,
): void {
  for (const [name, value] of Object.entries(cssVariables(settings))) root.style.setProperty(name, value);
}

/** Mantine reads the tenant's colours and fonts from the same settings. */
export function tenantTheme(settings: ViewSettings | undefined): MantineThemeOverride {
  const brand = settings?.layoutSettingResponse.barBackgroundColor ?? '#3d993a';
  return createTheme({
    primaryColor: 'brand',
    colors: { brand: colorsTuple(brand) },
    fontFamily: 'var(--hd-body-font-family, var(--hd-font-default))',
    headings: { fontFamily: 'var(--hd-body-font-family, var(--hd-font-default))' },
    breakpoints: { sm: `${LAYOUT.mobileBreakpoint / 16}em` },
    defaultRadius: 'sm',
  });
}
