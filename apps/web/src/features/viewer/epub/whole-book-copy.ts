import type { EPUB } from 'foliate-js/epub.js';
import { sanitiseDocument } from './sanitise-markup.ts';
import { appendSectionCopy } from './scoped-section-copy.ts';
import { splitVerticalSection } from './split-vertical-section.ts';

/** The height of a printed page's content box in CSS pixels (A4 or Letter with the browser's margins). */
const PRINTED_PAGE_HEIGHT = 960;

/** A path inside the book, resolved against the file that names it (EPUB paths are zip entry names). */
const resolvePath = (href: string, base: string) => {
  const url = new URL(href, `https://book.invalid/${base}`);
  return url.origin === 'https://book.invalid' ? decodeURIComponent(url.pathname.slice(1)) : null;
};

/**
 * The whole book for printing: every section in spine order, cleaned, with its pictures and styles
 * taken from the book's zip (object URLs kept in `urls` until the copy is thrown away), appended one
 * after another to `container`. Stops between sections when `signal` is aborted.
 */
export async function appendWholeBook(
  book: EPUB,
  container: HTMLElement,
  options: { signal: AbortSignal; urls: string[]; onSection: (done: number, total: number) => void },
) {
  const sections = book.sections.filter((section) => section.linear !== 'no');
  const objectUrl = async (href: string, base: string) => {
    const path = resolvePath(href, base);
    const blob = path ? await book.loadBlob(path) : null;
    if (!blob) return '';
    const url = URL.createObjectURL(blob);
    options.urls.push(url);
    return url;
  };
  const resolveCss = async (css: string, base: string) => {
    const parts: string[] = [];
    let last = 0;
    for (const match of css.matchAll(/url\(\s*["']?([^"')\s]+)["']?\s*\)/g)) {
      parts.push(
        css.slice(last, match.index),
        `url("${/^(data|blob):/.test(match[1] ?? '') ? match[1] : await objectUrl(match[1] ?? '', base)}")`,
      );
      last = (match.index ?? 0) + match[0].length;
    }
    parts.push(css.slice(last));
    return parts.join('').replace(/@import[^;]*;/g, '');
  };

  for (const [done, section] of sections.entries()) {
    if (options.signal.aborted) return;
    const doc = sanitiseDocument(await section.createDocument());
    const cssParts: string[] = [];
    for (const link of doc.querySelectorAll('link[href]')) {
      if (!/stylesheet/i.test(link.getAttribute('rel') ?? '')) continue;
      const path = resolvePath(link.getAttribute('href') ?? '', section.id);
      const text = path ? await book.loadText(path) : null;
      if (text && path) cssParts.push(await resolveCss(text, path));
    }
    for (const style of doc.querySelectorAll('style'))
      cssParts.push(await resolveCss(style.textContent ?? '', section.id));
    for (const image of doc.querySelectorAll('img[src]'))
      image.setAttribute('src', await objectUrl(image.getAttribute('src') ?? '', section.id));
    for (const image of doc.querySelectorAll('image')) {
      const href = image.getAttribute('href') ?? image.getAttributeNS('http://www.w3.org/1999/xlink', 'href');
      if (href) image.setAttribute('href', await objectUrl(href, section.id));
    }
    if (options.signal.aborted) return;
    const host = appendSectionCopy(container, done > 0, {
      css: cssParts.join('\n'),
      content: doc.body ?? doc.documentElement,
      writingMode: '',
      lang: doc.documentElement.getAttribute('lang') ?? doc.documentElement.getAttribute('xml:lang') ?? '',
    });
    splitVerticalSection(host, PRINTED_PAGE_HEIGHT);
    options.onSection(done + 1, sections.length);
  }
}
