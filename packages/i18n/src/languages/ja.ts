import { webCatalogue } from '../index.ts';

/** The web's ja first-paint texts (see `webCatalogue`); the web build replaces this module by the texts alone. */
export const catalogue = webCatalogue('ja');

/** The ja texts loaded on first use (see `webTextAreas`), each a chunk of its own. */
export const areas = {
  contentAdmin: () => import('./ja-content-admin.ts'),
  accountPages: () => import('./ja-account-pages.ts'),
  apiErrors: () => import('./ja-api-errors.ts'),
  viewer: () => import('./ja-viewer.ts'),
  search: () => import('./ja-search.ts'),
};
