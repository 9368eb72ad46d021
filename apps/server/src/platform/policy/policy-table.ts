import { type Action, PolicyScope, RoleLevel } from '@hondana/contract';

const { ALL, COMPANY, SERVICE, SELF } = PolicyScope;

type Grants = Readonly<Partial<Record<RoleLevel, PolicyScope>>>;

/** System admin everywhere, company admin in its company, service admin in its service. */
const tenantAdmin: Grants = {
  [RoleLevel.SYSTEM_ADMIN]: ALL,
  [RoleLevel.COMPANY_ADMIN]: COMPANY,
  [RoleLevel.SERVICE_ADMIN]: SERVICE,
};
/** Company-wide settings: the service admin has no say. */
const companyAdmin: Grants = { [RoleLevel.SYSTEM_ADMIN]: ALL, [RoleLevel.COMPANY_ADMIN]: COMPANY };
/** Read-only for the service admin, who must see what governs its service. */
const companyAdminServiceReads: Grants = { ...companyAdmin, [RoleLevel.SERVICE_ADMIN]: SERVICE };
const systemAdmin: Grants = { [RoleLevel.SYSTEM_ADMIN]: ALL };
const everyAccount: Grants = {
  [RoleLevel.SYSTEM_ADMIN]: SELF,
  [RoleLevel.COMPANY_ADMIN]: SELF,
  [RoleLevel.SERVICE_ADMIN]: SELF,
  [RoleLevel.USER]: SELF,
};

/**
 * Who may do what (the reasons are in docs/permissions.md). IP users (4) share
 * one account per user group, so they hold no action: they read, they change nothing.
 */
export const policyTable: Readonly<Record<Action, Grants>> = {
  'adminSite.open': {
    [RoleLevel.SYSTEM_ADMIN]: ALL,
    [RoleLevel.COMPANY_ADMIN]: COMPANY,
    [RoleLevel.SERVICE_ADMIN]: SERVICE,
  },
  // The portal's login form is for readers; staff use the administration site.
  'portal.login': { [RoleLevel.USER]: SELF },
  'account.read': everyAccount,
  'account.update': everyAccount,
  'account.changePassword': everyAccount,
  // A system admin also corrects any user's address (the company detail reloads after it).
  'account.changeEmail': { ...everyAccount, [RoleLevel.SYSTEM_ADMIN]: ALL },
  // By the forgot-password link of a portal: every account of a company with a password.
  'account.resetPassword': {
    [RoleLevel.COMPANY_ADMIN]: SELF,
    [RoleLevel.SERVICE_ADMIN]: SELF,
    [RoleLevel.USER]: SELF,
  },
  // Staff accounts are closed by the admin above them, never by themselves.
  'account.cancel': { [RoleLevel.USER]: SELF },
  // The staff's own authenticator; readers sign in without one.
  'secondFactor.manage': {
    [RoleLevel.SYSTEM_ADMIN]: SELF,
    [RoleLevel.COMPANY_ADMIN]: SELF,
    [RoleLevel.SERVICE_ADMIN]: SELF,
  },
  // Favouriting needs a login. An IP user's account is shared by everyone at the address, so no favourites.
  'favourite.manage': { [RoleLevel.USER]: SELF },

  'company.create': systemAdmin,
  'company.read': companyAdminServiceReads,
  'company.update': companyAdmin,
  'paymentSettings.read': companyAdmin,
  'paymentSettings.update': companyAdmin,
  'service.create': companyAdmin,
  'service.read': tenantAdmin,
  'service.update': tenantAdmin,
  // A service admin does not remove its own service: its contents and readers hang from it.
  'service.delete': companyAdmin,
  // A service admin does not manage the other admins of its service.
  'serviceAdmin.manage': companyAdmin,
  'mailOutbox.read': systemAdmin,
  'jobs.read': systemAdmin,
  'jobs.manage': systemAdmin,
  'platformHealth.read': systemAdmin,
  // Who changed what: each admin reads the changes of what they administer (a service admin, its service's).
  'audit.read': tenantAdmin,
  'audit.export': tenantAdmin,
  // The console's search: each kind it finds is then limited to the role's own read grant.
  'console.search': tenantAdmin,

  'user.read': tenantAdmin,
  'user.manage': tenantAdmin,
  // A lost authenticator: only the platform's operators may take a factor off an account.
  'secondFactor.reset': systemAdmin,
  // Readers belong to the company (limits, unique names and addresses): their import is company-wide.
  'user.importCsv': companyAdmin,
  'userGroup.read': companyAdminServiceReads,
  'userGroup.manage': companyAdmin,

  'content.read': tenantAdmin,
  'content.manage': tenantAdmin,
  'content.importCsv': tenantAdmin,
  'content.exportCsv': tenantAdmin,
  'content.recommend': tenantAdmin,
  'content.share': tenantAdmin,
  'content.download': { [RoleLevel.USER]: SELF },
  'contentGroup.read': tenantAdmin,
  'contentGroup.manage': tenantAdmin,
  'hashtag.manage': tenantAdmin,

  'displaySettings.read': tenantAdmin,
  'displaySettings.update': tenantAdmin,
  'footer.read': tenantAdmin,
  'footer.manage': tenantAdmin,
  'banner.read': tenantAdmin,
  'banner.update': tenantAdmin,
  'watermark.read': tenantAdmin,
  'watermark.update': tenantAdmin,
  'customLogin.read': tenantAdmin,
  'customLogin.update': tenantAdmin,
  'button.read': tenantAdmin,
  'button.manage': tenantAdmin,
  'sortField.read': tenantAdmin,
  'sortField.manage': tenantAdmin,
  'searchSettings.read': tenantAdmin,
  'searchSettings.update': tenantAdmin,
  'terms.manage': tenantAdmin,
  'emailTemplate.manage': tenantAdmin,

  'plan.read': tenantAdmin,
  // A service admin sells its own service's plans (the service's price list is theirs to keep).
  'plan.manage': tenantAdmin,
  'coupon.read': tenantAdmin,
  'coupon.manage': companyAdmin,
  'discountOrdinal.read': tenantAdmin,
  'discountOrdinal.manage': companyAdmin,
  // A reader reads their own payments and receipts; admins those within their reach.
  'transaction.read': { ...tenantAdmin, [RoleLevel.USER]: SELF },
  'transaction.export': tenantAdmin,
  // Money leaves the company: its admins decide, not a service admin.
  'transaction.refund': companyAdmin,
  // A reader's own subscriptions; admins read a reader's within their reach. IP users share one account: no purchases.
  'subscription.read': { ...tenantAdmin, [RoleLevel.USER]: SELF },
  // Registering, cancelling and upgrading is the reader's own decision (and card).
  'subscription.manage': { [RoleLevel.USER]: SELF },

  'notification.read': tenantAdmin,
  'notification.manage': tenantAdmin,
};
