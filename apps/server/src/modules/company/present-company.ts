import {
  type AccountType,
  type CompanyPublicDetail,
  type DomainType,
  type Language,
  languages,
  type PageAccessMode,
  PasswordPolicy,
  type PaymentGatewayKind,
  type SocialLoginOption,
} from '@hondana/contract';
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
    accountType: company.accountType as AccountType,
    domainType: company.domainType as DomainType,
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
    titleOfPasswordField: company.titleOfPasswordField,
    isEnableWebMobile: company.isEnableWebMobile,
    strictPassword: company.passwordPolicy === PasswordPolicy.STRICT,
    googleLogin: company.googleLogin as SocialLoginOption,
    microsoftLogin: company.microsoftLogin as SocialLoginOption,
    paymentGateway: company.paymentGateway as PaymentGatewayKind | null,
    pageAccessMode: company.pageAccessMode as PageAccessMode,
    noLayout: company.noLayout,
    defaultLanguage: company.defaultLanguage as Language,
    languages: [...languages],
    body: { companyId: company.id, serviceAdminId: service.serviceAdminId },
  };
}
