import { accountRoutes, authRoutes } from './auth-routes.ts';
import { catalogueRoutes } from './catalogue-routes.ts';
import { contentGroupRoutes } from './content-group-routes.ts';
import { contentCsvRoutes, contentRoutes } from './content-routes.ts';
import { healthRoutes, jobRoutes, mailRoutes, publicAssetRoutes } from './platform-routes.ts';
import { portalDirectoryRoutes } from './portal-routes.ts';
import { companyRoutes, termsRoutes, viewSettingsRoutes } from './public-routes.ts';
import { sortFieldRoutes } from './sort-field-routes.ts';
import { userRoutes } from './user-routes.ts';
import { viewerRoutes } from './viewer-routes.ts';

export * from './define-route.ts';
export * from './reserved-segments.ts';
export {
  accountRoutes,
  authRoutes,
  catalogueRoutes,
  companyRoutes,
  contentCsvRoutes,
  contentGroupRoutes,
  contentRoutes,
  healthRoutes,
  jobRoutes,
  mailRoutes,
  portalDirectoryRoutes,
  publicAssetRoutes,
  sortFieldRoutes,
  termsRoutes,
  userRoutes,
  viewerRoutes,
  viewSettingsRoutes,
};

/** Every call of the API by name: the server registers from it, the web calls by these names. */
export const apiRoutes = {
  ...authRoutes,
  ...accountRoutes,
  ...userRoutes,
  ...companyRoutes,
  ...viewSettingsRoutes,
  ...termsRoutes,
  ...contentGroupRoutes,
  ...sortFieldRoutes,
  ...contentRoutes,
  ...contentCsvRoutes,
  ...catalogueRoutes,
  ...viewerRoutes,
  ...healthRoutes,
  ...publicAssetRoutes,
  ...mailRoutes,
  ...jobRoutes,
  ...portalDirectoryRoutes,
};
export type ApiRoutes = typeof apiRoutes;
export type RouteName = keyof ApiRoutes;
