const VERTICAL = /(?:^|[\s;{])(?:-epub-|-webkit-)?writing-mode\s*:\s*(?:vertical-(?:rl|lr)|tb-rl|tb)\b/i;
const ROOT_SELECTOR = /^(?:html|body|:root)(?![\w-])/i;

/** True when the CSS sets a vertical writing mode on the document itself (`html`, `body`, `:root`). */
export function setsVerticalWriting(css: string): boolean {
  const plain = css.replace(/\/\*[\s\S]*?\*\//g, '');
  for (const [, selectors, declarations] of plain.matchAll(/([^{}]*)\{([^{}]*)\}/g)) {
    if (!VERTICAL.test(declarations as string)) continue;
    if ((selectors as string).split(',').some((selector) => ROOT_SELECTOR.test(selector.trim()))) return true;
  }
  return false;
}
