import { mergeThemeOverrides } from '@mantine/core';
import { READABLE_GREY } from '../shared/readable-grey.ts';
import { brandShades } from '../tenant/brand-shades.ts';
import { tenantTheme } from '../tenant/theme.ts';

/**
 * The administration site's theme: the portal's defaults with its own brand colour (white text on it
 * passes WCAG AA), and what every console screen would otherwise set by hand.
 */
export const adminTheme = mergeThemeOverrides(tenantTheme(undefined), {
  colors: { brand: brandShades('#1e3a5f') },
  components: {
    // A field's hint in Mantine's dimmed grey fails axe's contrast rule; every input, switch and
    // checkbox draws its description through the input wrapper's styles.
    InputWrapper: { styles: { description: { color: READABLE_GREY } } },
    // Drawn inside the page's main landmark (axe region), without Mantine's unnamed focus placeholder
    // (axe aria-required-children).
    Menu: { defaultProps: { withInitialFocusPlaceholder: false, portalProps: { target: '#main' } } },
  },
});
