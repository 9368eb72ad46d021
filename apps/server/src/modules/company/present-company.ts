import { type CompanyPublicDetail, languages, PasswordPolicy } from '@hondana/contract';
import type { Tenant } from '../../platform/tenancy/resolve-tenant.ts';

/** The public face of a tenant. Secrets (merchant keys, back-end credentials, API key) never appear. */
export function presentCompanyPublicDetail(tenant: Tenant, paths: string[]): CompanyPublicDetail {
  const { company, service } = tenant;
  return {
    companyId: company.id,
    serviceId: service.id,
    companyName: company.name,
    customName: company.customName,
    serviceName: service.name,
    titlePage: company.titlePage,
    logo: company.logoUrl,
    favicon: company.faviconUrl,
    gtmId: company.gtmId,
    accountType: company.accountType,
    domainType: company.domainType,
    domain: company.domain,
    path: service.path,
    paths,
    loginByIpAddress: company.loginByIpAddress,
    autoLoginByIp: company.autoLoginByIp,
    showSubscriptionStatus: company.showSubscriptionStatus,
    isShowLinkRegisterUser: company.isShowLinkRegisterUser,
    allowRegistration: company.allowRegistration,
    allowForgotPassword: company.allowForgotPassword,
    isAutoRegisterAccountAtLogin: company.isAutoRegisterAccountAtLogin,
    serviceCode: company.serviceCode,
    titleOfEmailField: company.titleOfEmailField,
    titleOfEmailFieldTranslations: company.titleOfEmailFieldTranslations,
    titleOfPasswordField: company.titleOfPasswordField,
    titleOfPasswordFieldTranslations: company.titleOfPasswordFieldTranslations,
    isEnableWebMobile: company.isEnableWebMobile,
    strictPassword: company.passwordPolicy === PasswordPolicy.STRICT,
    googleLogin: company.googleLogin,
    microsoftLogin: company.microsoftLogin,
    paymentGateway: company.paymentGateway,
    pageAccessMode: company.pageAccessMode,
    noLayout: company.noLayout,
    downloadMode: company.downloadMode,
    defaultLanguage: company.defaultLanguage,
    languages: [...languages],
    body: { companyId: company.id, serviceAdminId: service.serviceAdminId },
  };
}
