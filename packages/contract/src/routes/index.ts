import { adminSearchRoutes } from './admin-search-routes.ts';
import { auditRoutes } from './audit-routes.ts';
import { accountRoutes, adminAccountRoutes, authRoutes } from './auth-routes.ts';
import { cardPaymentRoutes } from './card-payment-routes.ts';
import { catalogueRoutes } from './catalogue-routes.ts';
import { companyAdminRoutes } from './company-routes.ts';
import { companySettingRoutes } from './company-setting-routes.ts';
import { contentGroupRoutes } from './content-group-routes.ts';
import { contentCsvRoutes, contentRoutes } from './content-routes.ts';
import { couponRoutes } from './coupon-routes.ts';
import { discountOrdinalRoutes } from './discount-ordinal-routes.ts';
import { federatedLoginRoutes } from './federated-login-routes.ts';
import { ipLoginRoutes } from './ip-login-routes.ts';
import { memberIdPaymentRoutes } from './member-id-payment-routes.ts';
import { paymentSettingsRoutes } from './payment-settings-routes.ts';
import { healthRoutes, jobRoutes, mailRoutes, publicAssetRoutes } from './platform-routes.ts';
import { portalDirectoryRoutes } from './portal-routes.ts';
import { companyRoutes, termsRoutes, viewSettingsRoutes } from './public-routes.ts';
import { readerAdminRoutes } from './reader-admin-routes.ts';
import { readerImportRoutes } from './reader-import-routes.ts';
import { fullTextSearchRoutes, parameterSearchRoutes } from './search-routes.ts';
import { searchSettingsRoutes } from './search-settings-routes.ts';
import { secondFactorRoutes } from './second-factor-routes.ts';
import { serviceRoutes } from './service-routes.ts';
import { sortFieldRoutes } from './sort-field-routes.ts';
import { staffRoutes } from './staff-routes.ts';
import { subscriptionPlanRoutes } from './subscription-plan-routes.ts';
import { subscriptionRoutes } from './subscription-routes.ts';
import { transactionRoutes } from './transaction-routes.ts';
import { userGroupRoutes } from './user-group-routes.ts';
import { userRoutes } from './user-routes.ts';
import { viewerRoutes } from './viewer-routes.ts';

export * from './define-route.ts';
export * from './reserved-segments.ts';
export * from './secret-params.ts';
export {
  accountRoutes,
  adminAccountRoutes,
  adminSearchRoutes,
  auditRoutes,
  authRoutes,
  cardPaymentRoutes,
  catalogueRoutes,
  companyAdminRoutes,
  companyRoutes,
  companySettingRoutes,
  contentCsvRoutes,
  contentGroupRoutes,
  contentRoutes,
  couponRoutes,
  discountOrdinalRoutes,
  federatedLoginRoutes,
  fullTextSearchRoutes,
  healthRoutes,
  ipLoginRoutes,
  jobRoutes,
  mailRoutes,
  memberIdPaymentRoutes,
  parameterSearchRoutes,
  paymentSettingsRoutes,
  portalDirectoryRoutes,
  publicAssetRoutes,
  readerAdminRoutes,
  readerImportRoutes,
  searchSettingsRoutes,
  secondFactorRoutes,
  serviceRoutes,
  sortFieldRoutes,
  staffRoutes,
  subscriptionPlanRoutes,
  subscriptionRoutes,
  termsRoutes,
  transactionRoutes,
  userGroupRoutes,
  userRoutes,
  viewerRoutes,
  viewSettingsRoutes,
};

/** Every call of the API by name: the server registers from it, the web calls by these names. */
export const apiRoutes = {
  ...authRoutes,
  ...federatedLoginRoutes,
  ...ipLoginRoutes,
  ...accountRoutes,
  ...adminAccountRoutes,
  ...secondFactorRoutes,
  ...userRoutes,
  ...userGroupRoutes,
  ...readerAdminRoutes,
  ...staffRoutes,
  ...readerImportRoutes,
  ...companyRoutes,
  ...companySettingRoutes,
  ...companyAdminRoutes,
  ...serviceRoutes,
  ...viewSettingsRoutes,
  ...termsRoutes,
  ...contentGroupRoutes,
  ...sortFieldRoutes,
  ...contentRoutes,
  ...contentCsvRoutes,
  ...catalogueRoutes,
  ...viewerRoutes,
  ...parameterSearchRoutes,
  ...fullTextSearchRoutes,
  ...searchSettingsRoutes,
  ...healthRoutes,
  ...publicAssetRoutes,
  ...mailRoutes,
  ...jobRoutes,
  ...portalDirectoryRoutes,
  ...auditRoutes,
  ...adminSearchRoutes,
  ...subscriptionPlanRoutes,
  ...couponRoutes,
  ...discountOrdinalRoutes,
  ...paymentSettingsRoutes,
  ...subscriptionRoutes,
  ...cardPaymentRoutes,
  ...memberIdPaymentRoutes,
  ...transactionRoutes,
};
export type ApiRoutes = typeof apiRoutes;
export type RouteName = keyof ApiRoutes;
