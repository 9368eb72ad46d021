/**
 * Copies of the book's pages for printing: each copy is a shadow root holding the section's styles
 * (its `html` and `body` rules rewritten for the copy, so they reach nothing else of the page) and the
 * copied content. Nothing in it runs: the content has been through `sanitiseDocument` (live sections
 * were cleaned before foliate displayed them), and nodes moved in by DOM calls never execute scripts.
 */
export function scopeCss(css: string): string {
  return css
    .replace(/(^|[\s,>+~{}(])html(?=[\s,.:#[>+~{)]|$)/g, '$1:host')
    .replace(/(^|[\s,>+~{}(])body(?=[\s,.:#[>+~{)]|$)/g, '$1.epub-body');
}

/** The text of every style sheet the document has applied (same-origin blob sheets are readable). */
export function documentCss(doc: Document): string {
  const parts: string[] = [];
  for (const sheet of doc.styleSheets) {
    try {
      parts.push(Array.from(sheet.cssRules, (rule) => rule.cssText).join('\n'));
    } catch {
      // A sheet we may not read (another origin): its rules are not copied.
    }
  }
  return parts.join('\n');
}

export function appendSectionCopy(
  container: HTMLElement,
  /** Starts a printed page (not the first copy: a break after the last one would add a blank page). */
  breakBefore: boolean,
  copy: { css: string; content: Node; writingMode: string; lang: string },
): HTMLElement {
  const host = document.createElement('div');
  host.className = 'epub-print-section';
  host.lang = copy.lang;
  host.style.writingMode = copy.writingMode;
  if (breakBefore) host.style.breakBefore = 'page';
  const root = host.attachShadow({ mode: 'open' });
  const style = document.createElement('style');
  style.textContent = `${scopeCss(copy.css)}\n:host { display: block; overflow: hidden; }\nimg, svg { max-width: 100%; max-height: 95vh; }`;
  const body = document.createElement('div');
  body.className = 'epub-body';
  const content =
    copy.content.nodeName.toLowerCase() === 'body' ? [...copy.content.childNodes] : [copy.content];
  for (const node of content) body.append(document.importNode(node, true));
  root.append(style, body);
  container.append(host);
  return host;
}

/** The part of a live section the reader sees now (its visible range), or the whole page of a fixed layout. */
export function currentViewCopy(doc: Document, range: Range | undefined) {
  const content = range && !range.collapsed ? range.cloneContents() : doc.body.cloneNode(true);
  return {
    css: documentCss(doc),
    content,
    writingMode: (doc.defaultView ?? window).getComputedStyle(doc.documentElement).writingMode,
    lang: doc.documentElement.lang,
  };
}
