import { type RGB, rgb } from 'pdf-lib';

/** `#rrggbb` as pdf-lib colour, optionally mixed toward white (`lighten` 0..1). */
export function pdfColour(hex: string, lighten = 0): RGB {
  const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255) as [
    number,
    number,
    number,
  ];
  const mix = (c: number) => c + (1 - c) * lighten;
  return rgb(mix(r), mix(g), mix(b));
}

/** `#rrggbb` mixed toward white (positive) or black (negative), as CSS colour. */
export function cssColour(hex: string, amount: number): string {
  const channels = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
  const mixed = channels.map((c) => Math.round(amount >= 0 ? c + (255 - c) * amount : c * (1 + amount)));
  return `#${mixed.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}
