import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { storedZip } from '../../../test-support/stored-zip.ts';
import { openEpub } from './open-epub.ts';

const XHTML = 'http://www.w3.org/1999/xhtml';
const page = (title: string, body: string) => `<?xml version="1.0" encoding="UTF-8"?>
<html xmlns="${XHTML}" lang="en">
  <head><title>${title}</title><script src="../js/book.js"></script><script>top.ran = 'inline';</script></head>
  <body onload="top.ran = 'load'">${body}</body>
</html>`;

/** A book whose sections carry scripts and handlers, one of them declared as plain XML. */
function scriptedBook(): Blob {
  const opf = `<?xml version="1.0" encoding="UTF-8"?>
<package xmlns="http://www.idpf.org/2007/opf" version="3.0" unique-identifier="id">
  <metadata xmlns:dc="http://purl.org/dc/elements/1.1/">
    <dc:identifier id="id">urn:test:scripted</dc:identifier><dc:title>Scripted</dc:title><dc:language>en</dc:language>
  </metadata>
  <manifest>
    <item id="nav" href="nav.xhtml" media-type="application/xhtml+xml" properties="nav"/>
    <item id="js" href="js/book.js" media-type="application/javascript"/>
    <item id="one" href="text/one.xhtml" media-type="application/xhtml+xml" properties="scripted"/>
    <item id="two" href="text/two.xml" media-type="application/xml"/>
    <item id="pic" href="text/pic.svg" media-type="image/svg+xml"/>
  </manifest>
  <spine><itemref idref="one"/><itemref idref="two"/></spine>
</package>`;
  return storedZip([
    { name: 'mimetype', data: 'application/epub+zip' },
    {
      name: 'META-INF/container.xml',
      data: `<?xml version="1.0"?><container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container"><rootfiles><rootfile full-path="OEBPS/package.opf" media-type="application/oebps-package+xml"/></rootfiles></container>`,
    },
    { name: 'OEBPS/package.opf', data: opf },
    {
      name: 'OEBPS/nav.xhtml',
      data: `<?xml version="1.0"?><html xmlns="${XHTML}" xmlns:epub="http://www.idpf.org/2007/ops"><head><title>Nav</title></head><body><nav epub:type="toc"><ol><li><a href="text/one.xhtml">One</a></li></ol></nav></body></html>`,
    },
    { name: 'OEBPS/js/book.js', data: "top.ran = 'file';" },
    {
      name: 'OEBPS/text/one.xhtml',
      data: page(
        'One',
        `<p id="p" onclick="top.ran = 'click'">Text</p><img src="pic.svg" alt="" onerror="top.ran = 'error'"/><a href="javascript:top.ran = 'link'">x</a>`,
      ),
    },
    { name: 'OEBPS/text/two.xml', data: page('Two', `<p onmouseover="top.ran = 'over'">More</p>`) },
    {
      name: 'OEBPS/text/pic.svg',
      data: `<svg xmlns="http://www.w3.org/2000/svg" onload="top.ran = 'svg'"><script>top.ran = 'svg'</script><circle r="1"/></svg>`,
    },
  ]);
}

const RAN = /top\.ran|\son[a-z]+\s*=|<script|javascript:/i;

// happy-dom's parsed documents lack the two namespace look-ups foliate reads a package with (on the
// Document class of DOMParser's own window): the default namespace is the root element's (the packages
// here use no prefixes).
const lookups = ['lookupNamespaceURI', 'lookupPrefix'] as const;
let parsedDocument: object | null = Object.getPrototypeOf(
  new DOMParser().parseFromString('<a/>', 'application/xml'),
);
while (parsedDocument && parsedDocument.constructor.name !== 'Document')
  parsedDocument = Object.getPrototypeOf(parsedDocument);
const missing = lookups.filter(
  (name) => parsedDocument && typeof (parsedDocument as Record<string, unknown>)[name] !== 'function',
);
beforeAll(() => {
  for (const name of missing)
    Object.defineProperty(parsedDocument, name, {
      configurable: true,
      value(this: Document, value: string | null) {
        if (name === 'lookupPrefix') return null;
        const root = this.documentElement;
        return value === null && root && !root.prefix ? root.namespaceURI : null;
      },
    });
});
afterAll(() => {
  for (const name of missing) delete (parsedDocument as Record<string, unknown>)[name];
});
beforeEach(() => {
  // happy-dom reports what a browser's DOMParser would silently skip (the script files of the raw
  // markup the cleaner parses) and fails on foliate's navigation parse, which foliate catches.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe('openEpub: a book’s documents are cleaned as they leave the zip, before anything is made of them', () => {
  it('every document comes out of the book clean, as the blob a frame would show', async () => {
    const book = await openEpub(scriptedBook());
    // foliate turns a section it does not rewrite (here the one declared as plain XML) straight into
    // the frame's blob from loadBlob; the ones it rewrites it reads with loadText (next test).
    const documents = {
      'OEBPS/text/one.xhtml': 'Text',
      'OEBPS/text/two.xml': 'More',
      'OEBPS/text/pic.svg': '<circle',
    };
    for (const [name, kept] of Object.entries(documents)) {
      const blob = await book.loadBlob(name);
      const text = (await blob?.text()) ?? '';
      expect(text).toContain(kept);
      expect(text).not.toMatch(RAN);
    }
    expect((await book.loadBlob('OEBPS/text/two.xml'))?.type).toBe('application/xml');
    book.destroy();
  });

  it('the text foliate reads, and every document it parses from it, is already clean', async () => {
    const book = await openEpub(scriptedBook());
    const parsed: string[] = [];
    const parse = DOMParser.prototype.parseFromString;
    vi.spyOn(DOMParser.prototype, 'parseFromString').mockImplementation(function (
      this: DOMParser,
      markup: string,
      type: DOMParserSupportedType,
    ) {
      parsed.push(markup);
      return parse.call(this, markup, type);
    });
    for (const name of ['OEBPS/text/one.xhtml', 'OEBPS/text/two.xml', 'OEBPS/text/pic.svg'])
      expect(await book.loadText(name)).not.toMatch(RAN);
    const documents = await Promise.all(book.sections.map((section) => section.createDocument()));
    for (const doc of documents) {
      expect(doc.querySelectorAll('script')).toHaveLength(0);
      for (const element of doc.querySelectorAll('*'))
        expect(element.getAttributeNames().filter((name) => name.startsWith('on'))).toEqual([]);
    }
    expect(documents[0]?.getElementById('p')?.textContent).toBe('Text');
    // Of the parses made after opening, only the cleaner's own (one per document read) saw the raw text.
    const raw = parsed.filter((markup) => RAN.test(markup));
    const clean = parsed.filter((markup) => !RAN.test(markup));
    expect(raw).toHaveLength(5);
    expect(clean).toHaveLength(2);
    book.destroy();
  });
});
