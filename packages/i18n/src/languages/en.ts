import { webCatalogue } from '../index.ts';

/** The web's en first-paint texts (see `webCatalogue`); the web build replaces this module by the texts alone. */
export const catalogue = webCatalogue('en');

/** The en texts loaded on first use (see `webTextAreas`), each a chunk of its own. */
export const areas = {
  contentAdmin: () => import('./en-content-admin.ts'),
  accountPages: () => import('./en-account-pages.ts'),
  apiErrors: () => import('./en-api-errors.ts'),
  viewer: () => import('./en-viewer.ts'),
  search: () => import('./en-search.ts'),
};
