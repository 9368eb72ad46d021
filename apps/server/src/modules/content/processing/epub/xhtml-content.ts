import { localName, xmlTokens } from './xml-tokens.ts';

export interface XhtmlContent {
  /** Readable text: blocks on their own lines, ruby readings left out, whitespace collapsed. */
  text: string;
  /** `src`/`href` of the images in document order (`<img>`, SVG `<image>`). */
  images: string[];
  /** `href` of linked stylesheets. */
  stylesheets: string[];
  /** Text of `<style>` elements and the `style` attributes of `html` and `body`. */
  inlineCss: string;
}

/** Their content is not part of the reading text. */
const SKIPPED = new Set(['head', 'script', 'style', 'rt', 'rp', 'template', 'noscript']);
const BLOCKS = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'body',
  'br',
  'caption',
  'dd',
  'div',
  'dl',
  'dt',
  'figcaption',
  'figure',
  'footer',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hr',
  'li',
  'main',
  'nav',
  'ol',
  'p',
  'pre',
  'section',
  'table',
  'td',
  'th',
  'tr',
  'ul',
]);

/** Han, kana and CJK punctuation: a line break between two of them is no word gap. */
const CJK = /[\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef]/;

export function xhtmlContent(source: string): XhtmlContent {
  const parts: string[] = [];
  const images: string[] = [];
  const stylesheets: string[] = [];
  let inlineCss = '';
  let skipDepth = 0;
  let skipName = '';
  for (const token of xmlTokens(source)) {
    if (token.type === 'text') {
      if (skipDepth === 0) parts.push(token.text.replace(/[ \t\r\n\f]+/g, ' '));
      else if (skipName === 'style') inlineCss += `\n${token.text}`;
      continue;
    }
    const name = localName(token.name);
    if (token.type === 'close') {
      if (skipDepth > 0) {
        if (name === skipName) skipDepth--;
        continue;
      }
      if (BLOCKS.has(name)) parts.push('\n');
      continue;
    }
    const { attributes } = token;
    if (name === 'img' || name === 'image') {
      const src = attributes.get('src') ?? attributes.get('xlink:href') ?? attributes.get('href');
      if (src) images.push(src);
    } else if (name === 'link' && /\bstylesheet\b/i.test(attributes.get('rel') ?? '')) {
      const href = attributes.get('href');
      if (href) stylesheets.push(href);
    } else if ((name === 'html' || name === 'body') && attributes.has('style')) {
      inlineCss += `\n${name} { ${attributes.get('style')} }`;
    }
    if (skipDepth > 0) {
      if (name === skipName && !token.selfClosing) skipDepth++;
    } else if (SKIPPED.has(name) && !token.selfClosing) {
      skipName = name;
      skipDepth = 1;
    } else if (BLOCKS.has(name)) {
      parts.push('\n');
    }
  }
  return { text: collapseWhitespace(parts.join('')), images, stylesheets, inlineCss };
}

/**
 * Source whitespace becomes one space, block boundaries one line break; a space between two CJK
 * characters was a line break in the source inside a Japanese paragraph, not a word gap.
 */
function collapseWhitespace(text: string): string {
  return text
    .replace(/ *\n[ \n]*/g, '\n')
    .replace(/ {2,}/g, ' ')
    .replace(/(\S) (?=(\S))/gu, (whole, before: string, after: string) =>
      CJK.test(before) && CJK.test(after) ? before : whole,
    )
    .trim();
}
