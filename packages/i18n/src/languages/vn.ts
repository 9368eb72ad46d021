import { webCatalogue } from '../index.ts';

/** The web's vn first-paint texts (see `webCatalogue`); the web build replaces this module by the texts alone. */
export const catalogue = webCatalogue('vn');

/** The vn texts loaded on first use (see `webTextAreas`), each a chunk of its own. */
export const areas = {
  contentAdmin: () => import('./vn-content-admin.ts'),
  accountPages: () => import('./vn-account-pages.ts'),
  apiErrors: () => import('./vn-api-errors.ts'),
  viewer: () => import('./vn-viewer.ts'),
  search: () => import('./vn-search.ts'),
};
