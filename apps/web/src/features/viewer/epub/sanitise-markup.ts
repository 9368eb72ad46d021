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

const baseType = (type: string) => (type.split(';')[0] ?? '').trim().toLowerCase();

/**
 * Whether a file of this media type, shown in a frame, is a document whose markup could run code:
 * HTML, XHTML, SVG and any other XML (its XHTML or SVG elements are live in a frame).
 */
export const isDocumentType = (type: string) => {
  const base = baseType(type);
  return base === 'text/html' || base === 'text/xml' || base === 'application/xml' || base.endsWith('+xml');
};

/**
 * Parses, cleans and serialises one document of the book, keeping its type (XHTML stays XML). The
 * parse is DOMParser's: a document with no browsing context and scripting disabled, where no handler
 * is ever compiled and no resource loads; only the cleaned text goes on to a frame.
 */
export function sanitiseMarkup(markup: string, type: string): string {
  const parser = new DOMParser();
  const base = baseType(type);
  const xml = base !== 'text/html';
  const xmlType: DOMParserSupportedType =
    base === 'application/xhtml+xml' || base === 'image/svg+xml' ? base : 'application/xml';
  let doc = parser.parseFromString(markup, xml ? xmlType : 'text/html');
  if (xml && doc.querySelector('parsererror')) doc = parser.parseFromString(markup, 'text/html');
  sanitiseDocument(doc);
  return doc.contentType === 'text/html'
    ? `<!DOCTYPE html>\n${doc.documentElement.outerHTML}`
    : new XMLSerializer().serializeToString(doc);
}
