import path from 'node:path';

/**
 * The zip path an href points to from the document at `from` (a zip path), or null when it leaves
 * the book (another scheme, an absolute path, too many `..`). Fragment and query are dropped.
 */
export function resolveHref(from: string, href: string): string | null {
  const bare = href.replace(/[#?].*$/s, '').trim();
  if (!bare || /^[a-z][a-z0-9+.-]*:/i.test(bare) || bare.startsWith('/')) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(bare);
  } catch {
    decoded = bare;
  }
  const resolved = path.posix.normalize(path.posix.join(path.posix.dirname(from), decoded));
  return resolved.startsWith('../') || resolved === '..' || resolved.startsWith('/') ? null : resolved;
}
