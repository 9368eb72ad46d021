import type { AuthUser, CompanyCreated, CompanyDetail, CompanyListItem } from '@hondana/contract';
import { companyAdmin } from '../contents/admin-test-support.ts';

export const systemAdmin: AuthUser = {
  ...companyAdmin,
  id: 1,
  companyId: null,
  domain: null,
  path: null,
  roleLevel: 1,
  abilities: ['adminSite.open', 'company.read', 'company.create', 'company.update'],
};

export const cityLibrary: CompanyListItem = {
  id: 5,
  name: 'City Library',
  email: 'office@city.test',
  accountType: 'EMAIL',
  domainType: 'PATH',
  domain: 'localhost',
  paths: ['city'],
  createdAt: '2026-11-20T09:00:00.000Z',
};

export const companyPage = (content: CompanyListItem[], number = 1) => ({
  content,
  totalElements: content.length,
  totalPages: 1,
  number,
  size: 20,
});

const detail: CompanyDetail = {
  id: 6,
  name: 'Harbour School',
  email: null,
  ownerId: 40,
  domainType: 'PATH',
  domain: 'localhost',
  accountType: 'EMAIL',
  defaultLanguage: 'en',
  maxUser: null,
  maxContent: null,
  sessionExpiryMinutes: 1440,
  sessionsPerUser: 3,
  refuseOverSessionLimit: false,
  loginByIpAddress: false,
  autoLoginByIp: false,
  googleLogin: 'none',
  microsoftLogin: 'none',
  isAutoRegisterAccountAtLogin: false,
  serviceCode: null,
  passwordPolicy: 'WEAK',
  titleOfEmailField: null,
  titleOfEmailFieldTranslations: {},
  titleOfPasswordField: null,
  titleOfPasswordFieldTranslations: {},
  isShowLinkRegisterUser: false,
  allowRegistration: false,
  showSubscriptionStatus: false,
  isEnableWebMobile: false,
  gtmId: null,
  beViewerHost: null,
  beWebsiteHost: null,
  beLoginName: null,
  hasBePassword: false,
  apiKeyHint: null,
  createdAt: '2026-11-28T09:00:00.000Z',
  updatedAt: '2026-11-28T09:00:00.000Z',
};

export const harbourCreated: CompanyCreated = {
  company: detail,
  service: {
    id: 61,
    companyId: 6,
    name: 'Harbour',
    path: 'harbour',
    referrerUrls: [],
    maxContent: null,
    isDefault: true,
    contentCount: 0,
    createdAt: '2026-11-28T09:00:00.000Z',
  },
  admin: { id: 40, email: 'head@harbour.test' },
  invitationExpiresAt: '2026-12-05T09:00:00.000Z',
};
