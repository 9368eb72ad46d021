import { darken, lighten, luminance, type MantineColorsTuple } from '@mantine/core';

/** WCAG contrast ratio of two colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [dark, light] = [luminance(a), luminance(b)].sort((x, y) => x - y) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/**
 * Mantine's ten shades of a brand colour, the colour itself at shade 6 (the primary shade). The light
 * variant (an active menu item, a light badge) draws shade 9 on shade 1 and hovers on shade 2: those
 * are a pale tint and a dark shade that reads on both at 4.5:1. One colour repeated ten times drew the
 * active item's text in the colour of its own background.
 */
export function brandShades(colour: string): MantineColorsTuple {
  const tint = lighten(colour, 0.75);
  let text = darken(colour, 0.45);
  for (let step = 10; contrastRatio(text, tint) < 4.5 && step <= 20; step += 1) {
    text = step === 20 ? '#000000' : darken(colour, step / 20);
  }
  return [
    lighten(colour, 0.95),
    lighten(colour, 0.88),
    tint,
    lighten(colour, 0.6),
    lighten(colour, 0.4),
    lighten(colour, 0.2),
    colour,
    darken(colour, 0.15),
    darken(colour, 0.3),
    text,
  ];
}
