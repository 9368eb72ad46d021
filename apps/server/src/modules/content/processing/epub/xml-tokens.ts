import { decodeEntities } from './decode-entities.ts';

export type XmlToken =
  | { type: 'open'; name: string; attributes: Map<string, string>; selfClosing: boolean }
  | { type: 'close'; name: string }
  | { type: 'text'; text: string };

const NAME_START = /[A-Za-z_:\u00c0-\uffff]/;
const ATTRIBUTE = /([^\s=/>"']+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/y;

/** Element and attribute names without their prefix, lower-cased (`dc:Title` → `title`). */
export const localName = (name: string) => name.slice(name.indexOf(':') + 1).toLowerCase();

/**
 * Tokens of an XML or XHTML document, lenient like a browser: comments, processing instructions and
 * the doctype are skipped, CDATA is text, a `<` that starts no tag is text, an unterminated construct
 * ends the document. Entities are decoded in text and attribute values. Linear in the input.
 */
export function* xmlTokens(source: string): Generator<XmlToken> {
  let at = 0;
  const length = source.length;
  while (at < length) {
    const lt = source.indexOf('<', at);
    const textEnd = lt === -1 ? length : lt;
    if (textEnd > at) yield { type: 'text', text: decodeEntities(source.slice(at, textEnd)) };
    if (lt === -1) return;
    at = lt;
    if (source.startsWith('<!--', at)) {
      const end = source.indexOf('-->', at + 4);
      if (end === -1) return;
      at = end + 3;
    } else if (source.startsWith('<![CDATA[', at)) {
      const end = source.indexOf(']]>', at + 9);
      if (end === -1) return;
      yield { type: 'text', text: source.slice(at + 9, end) };
      at = end + 3;
    } else if (source.startsWith('<?', at)) {
      const end = source.indexOf('?>', at + 2);
      if (end === -1) return;
      at = end + 2;
    } else if (source.startsWith('<!', at)) {
      at = skipDeclaration(source, at);
      if (at === -1) return;
    } else if (source[at + 1] === '/') {
      const end = source.indexOf('>', at + 2);
      if (end === -1) return;
      yield { type: 'close', name: source.slice(at + 2, end).trim() };
      at = end + 1;
    } else if (NAME_START.test(source[at + 1] ?? '')) {
      const tag = readTag(source, at);
      if (!tag) return;
      yield tag.token;
      at = tag.end;
    } else {
      yield { type: 'text', text: '<' };
      at += 1;
    }
  }
}

/** `<!DOCTYPE …>`, including an internal subset in brackets. */
function skipDeclaration(source: string, start: number): number {
  let depth = 0;
  for (let i = start + 2; i < source.length; i++) {
    const c = source[i];
    if (c === '[') depth++;
    else if (c === ']') depth--;
    else if (c === '>' && depth <= 0) return i + 1;
  }
  return -1;
}

function readTag(source: string, start: number): { token: XmlToken; end: number } | null {
  let at = start + 1;
  while (at < source.length && !/[\s/>]/.test(source[at] as string)) at++;
  const name = source.slice(start + 1, at);
  const attributes = new Map<string, string>();
  for (;;) {
    while (at < source.length && /\s/.test(source[at] as string)) at++;
    if (at >= source.length) return null;
    const c = source[at];
    if (c === '>') return { token: { type: 'open', name, attributes, selfClosing: false }, end: at + 1 };
    if (c === '/' && source[at + 1] === '>') {
      return { token: { type: 'open', name, attributes, selfClosing: true }, end: at + 2 };
    }
    ATTRIBUTE.lastIndex = at;
    const match = ATTRIBUTE.exec(source);
    if (!match) {
      at++; // a stray quote or slash: skip it, as browsers do
      continue;
    }
    const [whole, key, double, single, bare] = match;
    const value = double ?? single ?? bare ?? '';
    if (!attributes.has(key as string)) attributes.set(key as string, decodeEntities(value));
    at += whole.length;
  }
}
