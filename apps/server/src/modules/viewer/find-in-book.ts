import { type FindInBookResult, MAX_FIND_MATCHES } from '@hondana/contract';
import type { Tenant } from '../../platform/tenancy/resolve-tenant.ts';
import { tenantScopeOf } from '../../platform/tenancy/tenant-scope.ts';
import { parseFullTextQuery } from '../search/full-text-query.ts';
import { matchRanges } from '../search/full-text-snippet.ts';
import { candidatePages } from './book-pages-repository.ts';
import { grantedContent } from './granted-content.ts';
import type { ViewerDeps } from './viewer-token-service.ts';

/**
 * `POST /content/public/find-in-book`: the reader's find box. The query is parsed and matched as the
 * full-text search does (one normaliser: full and half width, case, katakana as hiragana; Japanese by
 * bigrams; the last word a prefix), so a page the search found is found here with the same words. A
 * page counts when it holds every part of the query; each place any part occurs is a match.
 */
export async function findInBook(
  deps: ViewerDeps,
  tenant: Tenant,
  body: { token: string; q: string },
): Promise<FindInBookResult> {
  const { content } = await grantedContent(deps, tenant, body.token);
  const query = parseFullTextQuery(body.q);
  const terms = query.parts.map((part) => part.term);
  if (query.parts.length === 0) return { terms, total: 0, truncated: false, pages: [] };
  const pages: FindInBookResult['pages'] = [];
  let total = 0;
  let truncated = false;
  for (const candidate of await candidatePages(deps.db, tenantScopeOf(tenant), content.id, query.pages)) {
    const ranges = matchRanges(candidate.text, query.parts);
    if (ranges.length === 0 || !holdsEveryPart(candidate.text, query.parts)) continue;
    const room = MAX_FIND_MATCHES - total;
    if (ranges.length > room) truncated = true;
    const kept = ranges.slice(0, room);
    if (kept.length) pages.push({ page: candidate.page, matches: kept });
    total += kept.length;
    if (truncated) break;
  }
  return { terms, total, truncated, pages };
}

/** Every part occurs on the page (a page not indexed yet was read without its vectors deciding). */
function holdsEveryPart(text: string, parts: ReturnType<typeof parseFullTextQuery>['parts']): boolean {
  return parts.length === 1 || parts.every((part) => matchRanges(text, [part]).length > 0);
}
