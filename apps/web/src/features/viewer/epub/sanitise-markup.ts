/**
 * Takes out of a book's (X)HTML or SVG document everything that could run code or leave the page:
 * scripts, event-handler attributes, `javascript:` links, embedded frames and objects, `<base>` and
 * meta refreshes. The page's Content-Security-Policy already forbids the book's scripts (its frames
 * inherit the policy); this is the second lock, and the print copy relies on it alone.
 */
const REMOVED = 'script, iframe, frame, frameset, object, embed, applet, base, meta[http-equiv], portal';
const URL_ATTRIBUTES = ['href', 'src', 'action', 'formaction', 'data', 'xlink:href'];

export function sanitiseDocument(doc: Document): Document {
  for (const element of doc.querySelectorAll(REMOVED)) element.remove();
  // SVG scripts live in the SVG namespace; querySelectorAll above matches them by local name too.
  for (const element of doc.querySelectorAll('*')) {
    for (const attribute of [...element.attributes]) {
      const name = attribute.name.toLowerCase();
      if (name.startsWith('on')) element.removeAttribute(attribute.name);
      else if (
        URL_ATTRIBUTES.includes(name) &&
        /^\s*(javascript|vbscript|data:text\/html)/i.test(attribute.value)
      )
        element.removeAttribute(attribute.name);
    }
  }
  return doc;
}

/** Parses, cleans and serialises one document of the book, keeping its type (XHTML stays XML). */
export function sanitiseMarkup(markup: string, type: string): string {
  const parser = new DOMParser();
  const xml = type === 'application/xhtml+xml' || type === 'image/svg+xml';
  let doc = parser.parseFromString(markup, xml ? (type as DOMParserSupportedType) : 'text/html');
  if (xml && doc.querySelector('parsererror')) doc = parser.parseFromString(markup, 'text/html');
  sanitiseDocument(doc);
  return doc.contentType === 'text/html'
    ? `<!DOCTYPE html>\n${doc.documentElement.outerHTML}`
    : new XMLSerializer().serializeToString(doc);
}

export const isMarkupType = (type: string) =>
  type === 'application/xhtml+xml' || type === 'text/html' || type === 'image/svg+xml';
