import { localName, xmlTokens } from './xml-tokens.ts';

export interface XmlElement {
  /** Local name, lower-cased. */
  name: string;
  /** Keyed by the attribute's name as written (`opf:role`) and by its local name (`role`). */
  attributes: Map<string, string>;
  children: XmlElement[];
  text: string;
}

/** Deeper elements are kept as siblings at this depth, so no hostile nesting can exhaust the stack. */
const MAX_DEPTH = 256;

/** A small document (container.xml, the OPF) as a tree; mismatched end tags are tolerated. */
export function parseXmlTree(source: string): XmlElement {
  const root: XmlElement = { name: '#document', attributes: new Map(), children: [], text: '' };
  const stack: XmlElement[] = [root];
  for (const token of xmlTokens(source)) {
    const current = stack[stack.length - 1] as XmlElement;
    if (token.type === 'text') {
      current.text += token.text;
    } else if (token.type === 'open') {
      const attributes = new Map(token.attributes);
      for (const [key, value] of token.attributes) {
        const local = localName(key);
        if (!attributes.has(local)) attributes.set(local, value);
      }
      const element: XmlElement = { name: localName(token.name), attributes, children: [], text: '' };
      current.children.push(element);
      if (!token.selfClosing && stack.length < MAX_DEPTH) stack.push(element);
    } else {
      const name = localName(token.name);
      const index = stack.findLastIndex((element, i) => i > 0 && element.name === name);
      if (index > 0) stack.length = index;
    }
  }
  return root;
}

export function* descendants(element: XmlElement, name: string): Generator<XmlElement> {
  for (const child of element.children) {
    if (child.name === name) yield child;
    yield* descendants(child, name);
  }
}

export const firstDescendant = (element: XmlElement, name: string): XmlElement | undefined =>
  descendants(element, name).next().value ?? undefined;

/** The element's text with its descendants' text, as a reader would see it. */
export function textOf(element: XmlElement): string {
  return element.text + element.children.map(textOf).join('');
}
