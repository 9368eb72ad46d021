import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';

const require = createRequire(import.meta.url);

/** Noto Sans JP (SIL OFL 1.1) from its npm package: Japanese, Latin and Vietnamese glyphs in one face. */
export const fontPaths = {
  regular: require.resolve('@expo-google-fonts/noto-sans-jp/400Regular/NotoSansJP_400Regular.ttf'),
  bold: require.resolve('@expo-google-fonts/noto-sans-jp/700Bold/NotoSansJP_700Bold.ttf'),
};

export type FontWeight = keyof typeof fontPaths;

const bytesCache = new Map<FontWeight, Uint8Array>();

export function fontBytes(weight: FontWeight): Uint8Array {
  let bytes = bytesCache.get(weight);
  if (!bytes) {
    bytes = new Uint8Array(readFileSync(fontPaths[weight]));
    bytesCache.set(weight, bytes);
  }
  return bytes;
}

type FontkitFont = ReturnType<typeof fontkit.create>;
const fontCache = new Map<FontWeight, FontkitFont>();

/** The parsed font, for measuring text and for drawing glyph outlines. */
export function fontkitFont(weight: FontWeight): FontkitFont {
  let font = fontCache.get(weight);
  if (!font) {
    font = fontkit.create(fontBytes(weight) as Buffer);
    fontCache.set(weight, font);
  }
  return font;
}

const advanceCache = new Map<string, number>();

/** Width of a text in points, by glyph advances (no kerning: close enough for line breaking). */
export function textWidth(text: string, size: number, weight: FontWeight = 'regular'): number {
  const font = fontkitFont(weight);
  let units = 0;
  for (const char of text) {
    const key = `${weight}${char}`;
    let advance = advanceCache.get(key);
    if (advance === undefined) {
      advance = font.glyphForCodePoint(char.codePointAt(0) ?? 32).advanceWidth;
      advanceCache.set(key, advance);
    }
    units += advance;
  }
  return (units / font.unitsPerEm) * size;
}

interface SubsetInternals {
  glyf: Uint8Array[];
  offset: number;
  _addGlyph(gid: number): number;
}

let subsetPadded = false;

/**
 * @pdf-lib/fontkit writes a short `loca` table (offsets halved) for a small subset, which needs every glyph
 * at an even offset; Noto Sans JP has odd-length glyphs, and the glyphs after one lose their outlines.
 * Padding each copied glyph to an even length keeps the offsets right. Call before embedding a subset.
 */
export function padSubsetGlyphs(): void {
  if (subsetPadded) return;
  subsetPadded = true;
  const prototype = Object.getPrototypeOf(fontkitFont('regular').createSubset()) as SubsetInternals;
  const addGlyph = prototype._addGlyph;
  prototype._addGlyph = function (this: SubsetInternals, gid: number) {
    const index = addGlyph.call(this, gid);
    const buffer = this.glyf[index] as Uint8Array;
    if (buffer.length % 2 === 1) {
      // The same Buffer class as the copied glyph: fontkit bundles its own and checks for it when encoding.
      const padded = (buffer.constructor as unknown as { alloc(size: number): Uint8Array }).alloc(
        buffer.length + 1,
      );
      padded.set(buffer);
      this.glyf[index] = padded;
      this.offset += 1;
    }
    return index;
  };
}
