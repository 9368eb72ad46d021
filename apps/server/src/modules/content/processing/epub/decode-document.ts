/**
 * An XML document's bytes as text: a byte-order mark wins, then the XML declaration's encoding
 * (older Japanese books use Shift_JIS), then UTF-8. Undecodable bytes become U+FFFD.
 */
export function decodeDocument(bytes: Buffer): string {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return decode('utf-8', bytes.subarray(3));
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return decode('utf-16be', bytes.subarray(2));
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return decode('utf-16le', bytes.subarray(2));
  const declared = /^\s*<\?xml[^>]*\bencoding\s*=\s*["']([A-Za-z0-9._-]+)["']/.exec(
    bytes.toString('latin1', 0, Math.min(bytes.length, 256)),
  )?.[1];
  return decode(declared ?? 'utf-8', bytes);
}

function decode(label: string, bytes: Buffer): string {
  try {
    return new TextDecoder(label).decode(bytes);
  } catch {
    return new TextDecoder('utf-8').decode(bytes);
  }
}
