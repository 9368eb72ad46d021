import { catalogueCardPageSchema } from '../api/catalogue.ts';
import {
  fullTextSearchPageSchema,
  fullTextSearchQuerySchema,
  parameterSearchBodySchema,
  parameterSearchQuerySchema,
} from '../api/search.ts';
import { defineRoute } from './define-route.ts';

const tags = ['search'] as const;
const readerCall = { tenant: 'host', access: 'public', session: 'optional' } as const;
const visibility =
  'Only published contents of the portal’s service; login-required ones only for a signed-in caller (every content for an OPEN company). An invalid, expired or other tenant’s token is refused (601); a portal whose page access mode requires login refuses visitors (600).';
const parameterRules =
  'Boxes of another tab’s service are not found (708). Every box’s operation over its fields, AND across boxes, OR inside a multi-choice box; empty values dropped; dates `YYYY/MM/DD` (408), a range whose start passes its end 409; a box required at view that is left empty is 400. Favourite and recently-read groups of a choice box only for a signed-in reader.';
const fullTextRules =
  'Over titles, metadata and the text of every page: NFKC, width and case folded, katakana folded to hiragana; Japanese by character bigrams (any 2 characters match), other scripts by words with prefix matching, quoted parts as phrases. Each book answers its best pages with snippets; title and metadata matches rank above body text. A group the reader may not open: 710.';

/** Parameter search over the boxes of a tab. */
export const parameterSearchRoutes = {
  parameterSearchPublic: defineRoute({
    method: 'POST',
    path: '/content/public/search',
    ...readerCall,
    query: parameterSearchQuerySchema,
    body: parameterSearchBodySchema,
    response: catalogueCardPageSchema,
    errors: [400, 401, 404],
    tags,
    summary: 'Contents matching the search boxes of a tab (parameter search)',
    description: `${parameterRules} ${visibility}`,
  }),
  parameterSearch: defineRoute({
    method: 'POST',
    path: '/content/search',
    tenant: 'host',
    access: 'signed-in',
    query: parameterSearchQuerySchema,
    body: parameterSearchBodySchema,
    response: catalogueCardPageSchema,
    errors: [400, 401, 403, 404],
    tags,
    summary: 'Parameter search for the signed-in reader',
    description: parameterRules,
  }),
};

/** Full-text search inside the books. */
export const fullTextSearchRoutes = {
  fullTextSearchPublic: defineRoute({
    method: 'POST',
    path: '/content/public/full-text-search',
    ...readerCall,
    query: fullTextSearchQuerySchema,
    response: fullTextSearchPageSchema,
    errors: [400, 401, 404],
    tags,
    summary: 'Books whose title, metadata or pages hold the words, with the matching pages and snippets',
    description: `${fullTextRules} ${visibility}`,
  }),
  fullTextSearch: defineRoute({
    method: 'POST',
    path: '/content/full-text-search',
    tenant: 'host',
    access: 'signed-in',
    query: fullTextSearchQuerySchema,
    response: fullTextSearchPageSchema,
    errors: [400, 401, 403, 404],
    tags,
    summary: 'Full-text search for the signed-in reader',
    description: fullTextRules,
  }),
};
