/** What a `Range` header asks of a file of `size` bytes. */
export type ByteRange =
  | { kind: 'whole' }
  | { kind: 'part'; start: number; end: number }
  | { kind: 'unsatisfiable' };

const single = /^bytes=(\d*)-(\d*)$/;

/**
 * RFC 9110 byte ranges, one range only: `a-b` (b clipped to the end), `a-`, `-n` (the last n bytes).
 * A missing header is the whole file. Malformed, several ranges, a start past the end or an empty
 * file's range are unsatisfiable (416): pdf.js asks one range at a time, so a multipart answer would
 * serve nobody.
 */
export function parseByteRange(header: string | undefined, size: number): ByteRange {
  if (header === undefined) return { kind: 'whole' };
  const match = single.exec(header.trim());
  if (!match || size === 0) return { kind: 'unsatisfiable' };
  const [, from = '', to = ''] = match;
  if (from === '' && to === '') return { kind: 'unsatisfiable' };
  if (from === '') {
    const suffix = Number(to);
    if (!Number.isSafeInteger(suffix) || suffix === 0) return { kind: 'unsatisfiable' };
    return { kind: 'part', start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(from);
  const end = to === '' ? size - 1 : Math.min(Number(to), size - 1);
  if (!Number.isSafeInteger(start) || !Number.isSafeInteger(end) || start >= size || end < start) {
    return { kind: 'unsatisfiable' };
  }
  return { kind: 'part', start, end };
}
