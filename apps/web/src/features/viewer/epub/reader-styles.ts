/** Text size steps in percent of the book's own size (the middle one is the book as it is). */
export const FONT_STEPS = [70, 80, 90, 100, 115, 130, 150, 175, 200] as const;
export const DEFAULT_FONT_STEP = FONT_STEPS.indexOf(100);

/**
 * What the reader adds to each section's own styles (which stay in force): the text size. Night mode
 * is a filter on the whole view (see the module CSS), so the book's colours are inverted, not replaced;
 * pictures are turned back.
 */
export function readerStyles(options: { fontPercent: number; night: boolean }): string {
  const size = options.fontPercent === 100 ? '' : `html { font-size: ${options.fontPercent}% !important; }\n`;
  const pictures = options.night
    ? 'img, svg, video, picture { filter: invert(1) hue-rotate(180deg); }\n'
    : '';
  return `${size}${pictures}`;
}
