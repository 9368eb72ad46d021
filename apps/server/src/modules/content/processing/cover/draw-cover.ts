import { createRequire } from 'node:module';
import { createCanvas, GlobalFonts, type SKRSContext2D } from '@napi-rs/canvas';
import type { CoverImages } from '../document-outcome.ts';
import { coverImages, LARGE_COVER_WIDTH } from './cover-images.ts';

const WIDTH = LARGE_COVER_WIDTH;
const HEIGHT = Math.round(WIDTH * 1.5);
const MARGIN = 56;
const COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;
/**
 * The server's own Japanese font (Noto Sans JP from @expo-google-fonts/noto-sans-jp, a dependency for
 * the demo books, OFL 1.1), registered under a private family name so every machine draws the same
 * cover. Without the package, a CJK face installed on the machine (@napi-rs/canvas loads the system
 * fonts; Debian's fonts-noto-cjk gives Noto Sans CJK JP); without one either, Latin titles still draw
 * and Japanese ones show the system's fallback glyphs.
 */
const OWN_FAMILY = 'Hondana Cover';
const OWN_FONT_FILES = ['400Regular/NotoSansJP_400Regular.ttf', '700Bold/NotoSansJP_700Bold.ttf'];
const SYSTEM_FAMILIES = [
  'Noto Sans CJK JP',
  'Noto Sans JP',
  'Source Han Sans JP',
  'IPAexGothic',
  'IPAGothic',
];

let family: string | undefined;

function fontFamily(): string {
  if (family) return family;
  const require = createRequire(import.meta.url);
  let registered = false;
  for (const file of OWN_FONT_FILES) {
    try {
      const fontPath = require.resolve(`@expo-google-fonts/noto-sans-jp/${file}`);
      registered = GlobalFonts.registerFromPath(fontPath, OWN_FAMILY) !== null || registered;
    } catch {
      // the package is absent: the system fonts below
    }
  }
  const installed = new Set(GlobalFonts.families.map((font) => font.family));
  const system = SYSTEM_FAMILIES.find((name) => installed.has(name));
  family = [registered ? OWN_FAMILY : '', system ?? '']
    .filter(Boolean)
    .map((name) => `"${name}"`)
    .concat('sans-serif')
    .join(', ');
  return family;
}

export interface DrawCoverInput {
  title: string;
  author?: string;
  background: string;
  foreground: string;
}

/** A cover for a file that has none: the title and the author in the tenant's colours. */
export async function drawCover(input: DrawCoverInput): Promise<CoverImages> {
  const background = COLOUR.test(input.background) ? input.background : '#ffffff';
  const foreground = COLOUR.test(input.foreground) ? input.foreground : '#222222';
  const fonts = fontFamily();
  const canvas = createCanvas(WIDTH, HEIGHT);
  const context = canvas.getContext('2d');
  context.fillStyle = background;
  context.fillRect(0, 0, WIDTH, HEIGHT);
  context.fillStyle = foreground;
  context.fillRect(MARGIN, MARGIN, WIDTH - 2 * MARGIN, 6);
  context.fillRect(MARGIN, HEIGHT - MARGIN - 6, WIDTH - 2 * MARGIN, 6);
  context.textBaseline = 'top';

  const title = input.title.normalize('NFKC').trim() || '—';
  context.font = `bold 52px ${fonts}`;
  const titleLines = wrap(context, title, WIDTH - 2 * MARGIN, 7);
  titleLines.forEach((line, i) => {
    context.fillText(line, MARGIN, MARGIN + 60 + i * 68);
  });

  const author = input.author?.normalize('NFKC').trim();
  if (author) {
    context.font = `30px ${fonts}`;
    const authorLines = wrap(context, author, WIDTH - 2 * MARGIN, 2);
    authorLines.forEach((line, i) => {
      context.fillText(line, MARGIN, HEIGHT - MARGIN - 40 - (authorLines.length - i) * 42);
    });
  }
  return coverImages(canvas);
}

/** A CJK character can end a line anywhere; Latin breaks between words, or inside a word too long. */
const SEGMENT =
  /[\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef]|[^\s\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef]+\s*|\s+/gu;

const NO_LINE_START = /^[、。，．・：；？！」』）】〕〉》ーぁぃぅぇぉっゃゅょァィゥェォッャュョ]$/u;

function wrap(context: SKRSContext2D, text: string, width: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  const fits = (candidate: string) => context.measureText(candidate.trimEnd()).width <= width;
  for (const segment of text.match(SEGMENT) ?? []) {
    // Japanese punctuation never starts a line (kinsoku): it hangs at the end of the previous one.
    if (fits(line + segment) || (line && NO_LINE_START.test(segment))) {
      line += segment;
      continue;
    }
    if (line.trim()) lines.push(line.trimEnd());
    line = '';
    for (const char of segment.trimStart()) {
      if (!fits(line + char) && line) {
        lines.push(line);
        line = '';
      }
      line += char;
    }
  }
  if (line.trim()) lines.push(line.trimEnd());
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  let last = kept[maxLines - 1] as string;
  while (last && !fits(`${last}…`)) last = [...last].slice(0, -1).join('');
  kept[maxLines - 1] = `${last}…`;
  return kept;
}
