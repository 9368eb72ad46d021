import type { CompanyDetail, CompanyListItem } from '@hondana/contract';
import type { CompanyRow } from '../../platform/tenancy/tenant-repository.ts';

/** A company as the administration reads it: every setting, secrets only as whether they are set. */
export function presentCompanyDetail(row: CompanyRow): CompanyDetail {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    ownerId: row.ownerId,
    domainType: row.domainType,
    domain: row.domain,
    accountType: row.accountType,
    defaultLanguage: row.defaultLanguage,
    maxUser: row.maxUser,
    maxContent: row.maxContent,
    sessionExpiryMinutes: row.sessionExpiryMinutes,
    sessionsPerUser: row.sessionsPerUser,
    refuseOverSessionLimit: row.refuseOverSessionLimit,
    loginByIpAddress: row.loginByIpAddress,
    autoLoginByIp: row.autoLoginByIp,
    googleLogin: row.googleLogin,
    microsoftLogin: row.microsoftLogin,
    isAutoRegisterAccountAtLogin: row.isAutoRegisterAccountAtLogin,
    serviceCode: row.serviceCode,
    passwordPolicy: row.passwordPolicy,
    titleOfEmailField: row.titleOfEmailField,
    titleOfEmailFieldTranslations: row.titleOfEmailFieldTranslations ?? {},
    titleOfPasswordField: row.titleOfPasswordField,
    titleOfPasswordFieldTranslations: row.titleOfPasswordFieldTranslations ?? {},
    isShowLinkRegisterUser: row.isShowLinkRegisterUser,
    allowRegistration: row.allowRegistration,
    showSubscriptionStatus: row.showSubscriptionStatus,
    isEnableWebMobile: row.isEnableWebMobile,
    gtmId: row.gtmId,
    beViewerHost: row.beViewerHost,
    beWebsiteHost: row.beWebsiteHost,
    beLoginName: row.beLoginName,
    hasBePassword: row.bePasswordEnc !== null,
    apiKeyHint: row.apiKeyHint,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export const presentCompanyListItem = (row: CompanyRow, paths: string[]): CompanyListItem => ({
  id: row.id,
  name: row.name,
  email: row.email,
  accountType: row.accountType,
  domainType: row.domainType,
  domain: row.domain,
  paths,
  createdAt: row.createdAt.toISOString(),
});
