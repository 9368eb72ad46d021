import { resolveHref } from './book-paths.ts';
import { descendants, firstDescendant, parseXmlTree } from './xml-tree.ts';

/** Font obfuscation (IDPF, Adobe) leaves the documents readable; any other algorithm is DRM. */
const FONT_OBFUSCATION = new Set(['http://www.idpf.org/2008/embedding', 'http://ns.adobe.com/pdf/enc#RC']);

/** Zip paths that META-INF/encryption.xml says are encrypted with something other than font obfuscation. */
export function encryptedEntries(encryptionXml: string): Set<string> {
  const encrypted = new Set<string>();
  for (const data of descendants(parseXmlTree(encryptionXml), 'encrypteddata')) {
    const algorithm = firstDescendant(data, 'encryptionmethod')?.attributes.get('Algorithm');
    if (algorithm && FONT_OBFUSCATION.has(algorithm)) continue;
    const uri = firstDescendant(data, 'cipherreference')?.attributes.get('URI');
    const path = uri ? resolveHref('', uri) : null;
    if (path) encrypted.add(path);
  }
  return encrypted;
}
