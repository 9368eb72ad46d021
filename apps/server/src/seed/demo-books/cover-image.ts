import { createCanvas, GlobalFonts, type SKRSContext2D } from '@napi-rs/canvas';
import type { BookSpec } from './book-spec.ts';
import { cssColour } from './colour.ts';
import { fontPaths } from './fonts.ts';
import { seededRandom, seedOf } from './seeded-random.ts';
import { wrapText } from './wrap-text.ts';

export const COVER_FONT = { regular: 'Hondana Demo Sans', bold: 'Hondana Demo Sans Bold' };
let registered = false;

/** Registers Noto Sans JP with the canvas under names of our own, so drawing never falls back to a system font. */
export function registerCoverFonts(): void {
  if (registered) return;
  registered = true;
  GlobalFonts.registerFromPath(fontPaths.regular, COVER_FONT.regular);
  GlobalFonts.registerFromPath(fontPaths.bold, COVER_FONT.bold);
}

/** A cover picture (PNG, 600 × 900): the book's colour, soft circles, title, subtitle and author. */
export function coverPng(spec: BookSpec): Uint8Array {
  registerCoverFonts();
  const width = 600;
  const height = 900;
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  const random = seededRandom(seedOf(spec.file));
  ctx.fillStyle = spec.colour;
  ctx.fillRect(0, 0, width, height);
  for (let i = 0; i < 7; i++) {
    ctx.beginPath();
    ctx.fillStyle = cssColour(spec.colour, 0.2 + random() * 0.4);
    ctx.globalAlpha = 0.55;
    ctx.arc(random() * width, height * (0.45 + random() * 0.5), 40 + random() * 130, 0, Math.PI * 2);
    ctx.fill();
  }
  ctx.globalAlpha = 1;
  ctx.fillStyle = '#ffffff';
  const titleSize = spec.title.length > 24 ? 46 : 58;
  let y = 150;
  for (const line of wrapText(spec.title, width - 120, titleSize, spec.lang, 'bold')) {
    text(ctx, line, 60, y, titleSize, true);
    y += titleSize * 1.3;
  }
  if (spec.subtitle) text(ctx, spec.subtitle, 60, y + 10, 30, false);
  ctx.fillRect(60, height * 0.56, width - 120, 4);
  text(ctx, spec.author, 60, height * 0.56 - 24, 30, false);
  text(ctx, 'Hondana', 60, height - 50, 22, true);
  return canvas.toBuffer('image/png');
}

function text(ctx: SKRSContext2D, value: string, x: number, y: number, size: number, bold: boolean): void {
  ctx.font = `${size}px "${bold ? COVER_FONT.bold : COVER_FONT.regular}"`;
  ctx.fillText(value, x, y);
}
