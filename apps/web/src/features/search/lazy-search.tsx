import { lazyPage } from '../../app/lazy-page.tsx';
import { loadTextArea } from '../../i18n/i18n.ts';

/** The search results and the search page's start: one chunk with the `search` texts, not in the home's bundle. */
const loadResults = () =>
  Promise.all([import('./SearchResults.tsx'), loadTextArea('search')]).then(([m]) => m);

export const LazySearchResults = lazyPage(() => loadResults().then((m) => m.SearchResults));
export const LazySearchStart = lazyPage(() => loadResults().then((m) => m.SearchStart));
