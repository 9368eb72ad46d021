import { accountRoutes, authRoutes } from './auth-routes.ts';
import { contentCsvRoutes, contentRoutes } from './content-routes.ts';
import { healthRoutes, jobRoutes, mailRoutes, publicAssetRoutes } from './platform-routes.ts';
import { portalDirectoryRoutes } from './portal-routes.ts';
import { companyRoutes, contentGroupRoutes, termsRoutes, viewSettingsRoutes } from './public-routes.ts';
import { userRoutes } from './user-routes.ts';

export * from './define-route.ts';
export * from './reserved-segments.ts';
export {
  accountRoutes,
  authRoutes,
  companyRoutes,
  contentCsvRoutes,
  contentGroupRoutes,
  contentRoutes,
  healthRoutes,
  jobRoutes,
  mailRoutes,
  portalDirectoryRoutes,
  publicAssetRoutes,
  termsRoutes,
  userRoutes,
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
  ...contentRoutes,
  ...contentCsvRoutes,
  ...healthRoutes,
  ...publicAssetRoutes,
  ...mailRoutes,
  ...jobRoutes,
  ...portalDirectoryRoutes,
};
export type ApiRoutes = typeof apiRoutes;
export type RouteName = keyof ApiRoutes;
