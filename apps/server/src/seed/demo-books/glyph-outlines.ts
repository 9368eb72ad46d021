import type { PDFPage, RGB } from 'pdf-lib';
import { type FontWeight, fontkitFont } from './fonts.ts';

interface OutlinePath {
  scale(x: number, y: number): OutlinePath;
  toSVG(): string;
}

/**
 * Draws a line of text as filled glyph outlines (vector paths), not as text: a picture with no text layer.
 * `x`, `y` is the left end of the baseline.
 */
export function drawOutlinedText(
  page: PDFPage,
  text: string,
  options: { x: number; y: number; size: number; color: RGB; weight?: FontWeight },
): void {
  const font = fontkitFont(options.weight ?? 'bold');
  const scale = options.size / font.unitsPerEm;
  let x = options.x;
  for (const char of text) {
    const glyph = font.glyphForCodePoint(char.codePointAt(0) ?? 32);
    // Font outlines point y up, SVG paths y down: flip them.
    const path = (glyph.path as unknown as OutlinePath).scale(1, -1).toSVG();
    if (path) page.drawSvgPath(path, { x, y: options.y, scale, color: options.color, borderWidth: 0 });
    x += glyph.advanceWidth * scale;
  }
}
