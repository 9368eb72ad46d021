/**
 * The viewer page on a found page with the searched words: PDF books open at
 * `?page=N`, EPUB books at their section `?section=N` (the spine item the index counted), and `q`
 * carries the words the viewer highlights, joined by spaces. A portal route: pass it through
 * `useTenantHref` for a plain link.
 */
export function viewerRouteAt(
  book: { id: string; fileKind: 'pdf' | 'epub' | null },
  groupId: number | null | undefined,
  pageNo: number,
  terms: readonly string[],
): string {
  const query = new URLSearchParams();
  query.set(book.fileKind === 'epub' ? 'section' : 'page', String(pageNo));
  const words = terms.map((t) => t.trim()).filter(Boolean);
  if (words.length > 0) query.set('q', words.join(' '));
  return `/view-online/${book.id}${groupId ? `/${groupId}` : ''}?${query.toString()}`;
}
