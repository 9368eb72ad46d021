import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { brandShades, contrastRatio } from '../tenant/brand-shades.ts';
import { tenantTheme } from '../tenant/theme.ts';
import { adminTheme } from './admin-theme.ts';

// Mantine's light scheme: the light variant (an active menu item) draws shade 9 on shade 1, shade 2
// while hovered; the filled variant the primary shade.
const lightVariant = (shades: readonly string[]) => ({
  background: shades[1] ?? '',
  hover: shades[2] ?? '',
  text: shades[9] ?? '',
});

describe('the console theme', () => {
  const theme = mergeMantineTheme(DEFAULT_THEME, adminTheme);
  const brand = theme.colors.brand ?? [];

  it('draws the active menu item with text that reads on its background at 4.5:1', () => {
    const { background, hover, text } = lightVariant(brand);
    expect(contrastRatio(text, background)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(text, hover)).toBeGreaterThanOrEqual(4.5);
  });

  it('keeps its navy as the primary shade, white text on it passing AA', () => {
    expect(brand[6]).toBe('#1e3a5f');
    expect(contrastRatio('#ffffff', brand[6] ?? '')).toBeGreaterThanOrEqual(4.5);
  });

  it('gives inputs readable hints and menus their place inside the main landmark', () => {
    expect(theme.components.InputWrapper?.styles).toEqual({
      description: { color: 'var(--mantine-color-gray-7)' },
    });
    expect(theme.components.Menu?.defaultProps).toMatchObject({
      withInitialFocusPlaceholder: false,
      portalProps: { target: '#main' },
    });
  });
});

describe('a brand colour’s shades', () => {
  it.each(['#3d993a', '#1e3a5f', '#ffeb3b', '#ffffff', '#000000', '#e91e63', '#00bcd4'])(
    '%s: the light variant reads at 4.5:1 and the colour itself is the primary shade',
    (colour) => {
      const shades = brandShades(colour);
      const { background, hover, text } = lightVariant(shades);
      expect(shades[6]).toBe(colour);
      expect(contrastRatio(text, background)).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(text, hover)).toBeGreaterThanOrEqual(4.5);
    },
  );

  it('a portal’s theme uses them too', () => {
    const theme = mergeMantineTheme(DEFAULT_THEME, tenantTheme(undefined));
    expect(theme.colors.brand).toEqual(brandShades('#3d993a'));
  });
});
