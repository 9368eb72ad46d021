import { PORTAL_LAYOUT, themeVariables, type ViewSettings } from '@hondana/contract';
import { createTheme, darken, type MantineThemeOverride } from '@mantine/core';
import { brandShades, contrastRatio } from './brand-shades.ts';

/** Display constants that are not tenant settings (shared with the server). */
export const LAYOUT = PORTAL_LAYOUT;

/**
 * Every colour, font and size of the tenant's settings as a CSS variable on the root element; the
 * server inlines the same variables into a portal page's HTML.
 */
export const cssVariables = themeVariables;

export function applyCssVariables(
  settings: ViewSettings,
  root: HTMLElement = document.documentElement,
): void {
  for (const [name, value] of Object.entries(cssVariables(settings))) root.style.setProperty(name, value);
}

/** The relative luminance at which black and white text have equal contrast: (L + 0.05) / 0.05 = 1.05 / (L + 0.05). */
export const BLACK_OR_WHITE_LUMINANCE = 0.179;

/** A portal page's default background, the darkest a link usually sits on (cards are white). */
const PAGE_BACKGROUND = '#f8f9fa';

/** `colour` as it is when it reads as text at 4.5:1 on the page, else darkened just enough to. */
export function readableLinkColour(colour: string): string {
  for (let step = 0; step < 20; step += 1) {
    const shade = step === 0 ? colour : darken(colour, step / 20);
    if (contrastRatio(shade, PAGE_BACKGROUND) >= 4.5) return shade;
  }
  return '#000000';
}

/** Mantine reads the tenant's colours and fonts from the same settings. */
export function tenantTheme(settings: ViewSettings | undefined): MantineThemeOverride {
  const brand = settings?.layoutSettingResponse.barBackgroundColor ?? '#3d993a';
  return createTheme({
    primaryColor: 'brand',
    colors: { brand: brandShades(brand) },
    fontFamily: 'var(--hd-body-font-family, var(--hd-font-default))',
    headings: { fontFamily: 'var(--hd-body-font-family, var(--hd-font-default))' },
    breakpoints: { sm: `${LAYOUT.mobileBreakpoint / 16}em` },
    defaultRadius: 'sm',
    // Text on a tenant's colour (a filled button) is black or white, whichever reads better: at this
    // luminance both give the same contrast, so the one picked is always at least 4.5:1. The default
    // brand green took white text at 3.6:1.
    autoContrast: true,
    luminanceThreshold: BLACK_OR_WHITE_LUMINANCE,
    components: {
      // Mantine's links take the brand colour, which may be too light to read as text (the default green).
      Anchor: { defaultProps: { c: readableLinkColour(brand) } },
      // Mantine draws a dialog's title bar as <header>: a second page banner for axe
      // (landmark-no-duplicate-banner, landmark-unique). A dialog's title bar is no banner.
      ModalHeader: { defaultProps: { component: 'div' } },
      DrawerHeader: { defaultProps: { component: 'div' } },
    },
  });
}
