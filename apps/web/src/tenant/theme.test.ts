import { DEFAULT_THEME, getContrastColor, luminance, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { readableLinkColour, tenantTheme } from './theme.ts';

const contrast = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);

describe('text on a tenant’s colour', () => {
  // The default brand green, the console's navy, and colours a tenant may pick across the range.
  const colours = ['#3d993a', '#1e3a5f', '#ffcc00', '#777777', '#ff0000', '#2b8a3e', '#e64980', '#ffffff'];
  for (const colour of colours) {
    it(`is black or white at 4.5:1 or more on ${colour}`, () => {
      const settings = { layoutSettingResponse: { barBackgroundColor: colour } };
      const theme = mergeMantineTheme(DEFAULT_THEME, tenantTheme(settings as never));
      const text = getContrastColor({ color: 'brand', theme });
      const textLuminance = text === 'var(--mantine-color-black)' ? 0 : 1;
      expect(contrast(luminance(colour), textLuminance)).toBeGreaterThanOrEqual(4.5);
    });
  }
});

describe('a link in a tenant’s colour', () => {
  const page = luminance('#f8f9fa');
  for (const colour of ['#3d993a', '#ffcc00', '#777777', '#ffffff']) {
    it(`is darkened to read at 4.5:1 on the page: ${colour}`, () => {
      const link = readableLinkColour(colour);
      expect(contrast(luminance(link), page)).toBeGreaterThanOrEqual(4.5);
      expect(link).not.toBe(colour);
    });
  }
  it('keeps a colour that reads already', () => {
    expect(readableLinkColour('#1e3a5f')).toBe('#1e3a5f');
  });
});
