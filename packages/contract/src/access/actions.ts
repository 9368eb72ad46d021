/**
 * Every named action of the policy table (apps/server/src/platform/policy): the admin calls
 * grouped by what they change, and the signed-in user's own-account calls. `GET /auth/info` answers the
 * caller's abilities as these names, so the web shows or hides controls from data, not role numbers.
 */
export const actions = [
  // the administration site itself, and the reader portal's login form
  'adminSite.open',
  'portal.login',
  // the signed-in user's own account
  'account.read',
  'account.update',
  'account.changePassword',
  'account.changeEmail',
  'account.resetPassword',
  'account.cancel',
  'secondFactor.manage',
  'favourite.manage',
  // platform
  'company.create',
  'company.read',
  'company.update',
  'paymentSettings.read',
  'paymentSettings.update',
  'service.create',
  'service.read',
  'service.update',
  'service.delete',
  'serviceAdmin.manage',
  'mailOutbox.read',
  'jobs.read',
  'jobs.manage',
  'platformHealth.read',
  'audit.read',
  'audit.export',
  'console.search',
  // people
  'user.read',
  'user.manage',
  'secondFactor.reset',
  'user.importCsv',
  'userGroup.read',
  'userGroup.manage',
  // catalogue
  'content.read',
  'content.manage',
  'content.importCsv',
  'content.exportCsv',
  'content.recommend',
  'content.share',
  'content.download',
  'contentGroup.read',
  'contentGroup.manage',
  'hashtag.manage',
  // portal settings
  'displaySettings.read',
  'displaySettings.update',
  'footer.read',
  'footer.manage',
  'banner.read',
  'banner.update',
  'watermark.read',
  'watermark.update',
  'customLogin.read',
  'customLogin.update',
  'button.read',
  'button.manage',
  'sortField.read',
  'sortField.manage',
  'searchSettings.read',
  'searchSettings.update',
  'terms.manage',
  'emailTemplate.manage',
  // commerce
  'plan.read',
  'plan.manage',
  'coupon.read',
  'coupon.manage',
  'discountOrdinal.read',
  'discountOrdinal.manage',
  'transaction.read',
  'transaction.export',
  'transaction.refund',
  'subscription.read',
  'subscription.manage',
  // communication
  'notification.read',
  'notification.manage',
] as const;
export type Action = (typeof actions)[number];

/**
 * How far an allowed action reaches: every tenant, the caller's company, the caller's service, or only
 * the caller's own account.
 */
export const PolicyScope = { ALL: 'all', COMPANY: 'company', SERVICE: 'service', SELF: 'self' } as const;
export type PolicyScope = (typeof PolicyScope)[keyof typeof PolicyScope];
