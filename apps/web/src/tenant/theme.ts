import { PORTAL_LAYOUT, themeVariables, type ViewSettings } from '@hondana/contract';
import { colorsTuple, createTheme, type MantineThemeOverride } from '@mantine/core';

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
    components: {
      // Mantine draws a dialog's title bar as <header>: a second page banner for axe
      // (landmark-no-duplicate-banner, landmark-unique). A dialog's title bar is no banner.
      ModalHeader: { defaultProps: { component: 'div' } },
      DrawerHeader: { defaultProps: { component: 'div' } },
    },
  });
}
