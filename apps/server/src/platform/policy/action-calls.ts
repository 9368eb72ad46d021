import type { Action } from '@hondana/contract';

/** The API calls each action governs, for docs/permissions.md. */
export const actionCalls: Readonly<Record<Action, string>> = {
  'adminSite.open':
    'sign in to the administration site (`POST /auth/admin-login`, then `POST /auth/admin/second-factor/verify` or the required enrolment `POST /auth/admin/second-factor/enrolment` and `…/enrolment/confirm`) and reset a forgotten password there (`PUT /auth/admin/forgot-password`, `PUT /auth/admin/reset-password/{token}`)',
  'portal.login': "sign in on a portal's login form (`POST /auth/login`)",
  'account.read': '`GET /user/detail/{id}`',
  'account.update': '`PUT /user/update/{id}`',
  'account.changePassword': '`PUT /user/change-password`',
  'account.changeEmail': '`PUT /user/change-email/{id}` (a system admin corrects anyone’s address)',
  'account.resetPassword':
    '`PUT /auth/forgot-password` and `PUT /user/reset-password/{token}` (staff, the system admin included, also on the administration site)',
  'account.cancel': '`DELETE /user/cancel/{id}`',
  'secondFactor.manage':
    '`GET /auth/second-factor`, `POST /auth/second-factor/enrolment`, `POST /auth/second-factor/enrolment/confirm`, `POST /auth/second-factor/recovery-codes`, `POST /auth/second-factor/remove` (own authenticator)',
  'favourite.manage':
    '`POST /content/favorites/add`, `DELETE /content/favorites/delete/{id}` (own favourites)',
  'company.create':
    '`POST /company/add` (the company, its first service, its company admin and the defaults of a portal)',
  'company.read': '`GET /company/page`, `GET /company/detail/{id}`, `GET /company/upload-setting/detail`',
  'company.update':
    '`PUT /company/update/{id}` (limits, domain, account type, back-end settings: system admin only; docs/company-fields.md), `POST /company/api-key/{id}` (system admin), `PUT /company/upload-setting/update`, `GET /company/admins/{id}` (who may be named the owner)',
  'paymentSettings.read': '`GET /company/payment-setting/detail` (secrets only as set or not set)',
  'paymentSettings.update':
    '`PUT /company/payment-setting/update` (gateway, registration number), `POST /company/check-api-setting-{veritrans,gmo,member-id}`, `PUT /company/update-{veritrans,gmo,member-id}-payment`',
  'service.create': '`POST /service/add`',
  'service.read': '`GET /service/list`, `GET /service/detail/{id}`, `GET /service/admins/{id}`',
  'service.update':
    '`PUT /service/update/{id}` (a service admin: the name and referrer URLs of its own service)',
  'service.delete': '`DELETE /service/delete/{id}` (an empty service that is not the default one)',
  'serviceAdmin.manage':
    '`POST /service/admins/{id}`, `DELETE /service/admins/{id}/{userId}`, `GET /staff/page`, `PUT /staff/update/{id}`, `PUT /staff/stop/{id}`, `PUT /staff/allow/{id}`, `PUT /staff/resend-invitation/{id}`',
  'mailOutbox.read': '`GET /mail-outbox/page`',
  'jobs.read': '`GET /jobs/page`',
  'jobs.manage': '`POST /jobs/retry/{id}` (a failed or dead job run again)',
  'platformHealth.read': '`GET /platform/health`',
  'audit.read': '`GET /audit/page`, `GET /audit/history` (the changes in reach: docs/audit-trail.md)',
  'audit.export': '`GET /audit/export`',
  'console.search':
    '`GET /admin/search` (the command palette: readers with `user.read`, contents with `content.read`, companies for a reader of every company)',
  'user.read':
    '`GET /reader/page`, `GET /reader/detail/{id}`, `GET /reader/export-csv` (readers: a company admin’s company’s, a service admin’s service’s)',
  'user.manage':
    '`POST /reader/add`, `PUT /reader/update/{id}`, `PUT /reader/stop/{id}`, `PUT /reader/allow/{id}`, `PUT /reader/unlock/{id}`, `PUT /reader/end-sessions/{id}`, `PUT /reader/resend-invitation/{id}`, `GET /reader/delete-impact/{id}`, `DELETE /reader/delete/{id}`, `POST /reader/bulk`, `GET /reader/bulk/{id}`',
  'secondFactor.reset':
    '`PUT /auth/admin/second-factor/reset/{userId}` (a staff account’s lost authenticator)',
  'user.importCsv':
    '`POST /reader-import/preview`, `GET /reader-import/{id}/rows`, `POST /reader-import/{id}/import`, `GET /reader-import/{id}`, `GET /reader-import/{id}/refused-csv`, `GET /reader-import/template`',
  'userGroup.read': 'user groups, their IP ranges and their members',
  'userGroup.manage': 'add, update, delete user groups; put readers in them and take them out',
  'content.read': '`GET /content/page`, `GET /content/detail/{id}`',
  'content.manage':
    '`POST /content/add`, `POST /content/upload-add`, `PUT /content/update/{id}`, `PUT /content/replace-content/{id}`, `DELETE /content/delete/{id}`',
  'content.importCsv': '`POST /import-csv-file/upload-csv`',
  'content.exportCsv': '`GET /content/export-csv`',
  'content.recommend':
    '`POST /content-group/trending/add`, `DELETE /content-group/trending/delete/{contentId}` (the recommend group)',
  'content.share':
    '`POST /content/share-link/add`, `GET /content/share-link/list`, `DELETE /content/share-link/delete/{id}` (share links: detail and viewer with no login)',
  'content.download':
    '`GET /content/get-content-download-spec` (download mode: an app keeps an encrypted copy)',
  'contentGroup.read':
    "`GET /content-group/page`, `/detail/{id}`, `/all` (the portal's lists and layout detail are public)",
  'contentGroup.manage':
    '`POST /content-group/add`, `PUT /content-group/update/{id}`, `DELETE /content-group/delete/{id}`, `POST /content-group/reset-content-group`, `PUT /content-group/update-ref-code`',
  'hashtag.manage': 'hashtags of contents',
  'displaySettings.read': '`GET /header/detail`, `/body/detail`, `/input/detail`, `/layout-setting/detail`',
  'displaySettings.update':
    '`PUT /header/update`, `/body/update`, `/input/update`, `/layout-setting/update`, `/layout-setting/reset-layout-setting`',
  'footer.read': '`GET /footer/detail`, `GET /footer/detail/{id}`',
  'footer.manage':
    '`PUT /footer/update`, `POST /footer/add`, `PUT /footer/update/{id}`, `DELETE /footer/delete/{id}`',
  'banner.read': '`GET /banner`',
  'banner.update': '`PUT /banner`, `PUT /banner/reset-banner`',
  'watermark.read': '`GET /watermark`',
  'watermark.update': '`PUT /watermark`, `PUT /watermark/reset`',
  'customLogin.read': '`GET /custom-login/detail`',
  'customLogin.update': '`PUT /custom-login/update`, `POST /custom-login/public`',
  'button.read': '`GET /button/page`, `/button/list`, `/button/detail/{id}`',
  'button.manage': '`POST /button/add`, `PUT /button/update/{id}`, `DELETE /button/delete/{id}`',
  'sortField.read': '`GET /sort-field/detail/{id}` (`GET /sort-field/public` is public)',
  'sortField.manage':
    '`POST /sort-field/add`, `PUT /sort-field/update/{id}`, `PUT /sort-field/update` (reorder), `DELETE /sort-field/delete/{id}`, `PUT /sort-field/reset-sort-field`',
  'searchSettings.read':
    '`GET /content-search-result-setting/detail`, `/detail-button/{id}`, `GET /search-tab/list`, `/search-tab/detail/{id}`, `/search-box/detail/{id}` (`GET /search-tab/public/list` is public)',
  'searchSettings.update':
    '`PUT /content-search-result-setting/update`, `POST /add-button`, `PUT /update-button/{id}`, `DELETE /delete-button/{id}`; `POST /search-tab/add`, `PUT /search-tab/update/{id}`, `DELETE /search-tab/delete/{id}`, `PUT /search-tab/reorder`, and the same four for `/search-box`',
  'terms.manage': 'terms and conditions, FAQ',
  'emailTemplate.manage': 'e-mail templates',
  'plan.read':
    '`GET /subscription-plan/page`, `GET /subscription-plan/detail/{id}`, `GET /subscription-plan/charge-preview/{id}`',
  'plan.manage':
    '`POST /subscription-plan/add`, `PUT /subscription-plan/update/{id}`, `PUT /subscription-plan/archive/{id}`, `PUT /subscription-plan/reorder`, `DELETE /subscription-plan/delete/{id}`',
  'coupon.read': '`GET /manage-coupon/page`, `GET /manage-coupon`, `GET /manage-coupon/{id}`',
  'coupon.manage':
    '`POST /manage-coupon/add`, `PUT /manage-coupon/update/{id}`, `DELETE /manage-coupon/delete/{id}` (a reader checks a code by `GET /manage-coupon/user/get`, signed in)',
  'discountOrdinal.read': '`GET /discount-ordinal/page`, `GET /discount-ordinal/{id}`',
  'discountOrdinal.manage':
    '`POST /discount-ordinal/add`, `PUT /discount-ordinal/update/{id}`, `DELETE /discount-ordinal/delete/{id}`',
  'transaction.read': '`GET /transaction/page` (own; admins their reach), `GET /receipt/{transactionId}/pdf`',
  'transaction.export': '`GET /transaction/export`',
  'transaction.refund': '`POST /transaction/refund/{id}`',
  'subscription.read':
    '`GET /subscription-plan/user/registered/page`, `GET /subscription-plan/user/registered/{id}` (own; admins name a reader)',
  'subscription.manage':
    '`POST /subscription-plan/user/register`, `DELETE /subscription-plan/user/cancel/registered/{id}`, `POST /subscription-plan/user/upgrade/{id}` (own)',
  'notification.read': 'notification list and detail (admin)',
  'notification.manage': '`PUT /notification/update/`, add and delete',
};
