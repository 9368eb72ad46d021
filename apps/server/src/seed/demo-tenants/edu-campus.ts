import {
  AccountType,
  DomainType,
  FooterPosition,
  IdentityProvider,
  LinkType,
  RoleLevel,
} from '@hondana/contract';
import { eduCampusCatalogue } from '../demo-books/catalogue-edu-campus.ts';
import { standardSearchPage } from '../demo-search-page.ts';
import type { DemoTenant } from '../demo-tenant-type.ts';
import { specialGroups, standardSorts } from './shared.ts';

/**
 * An education-ID tenant (account type EXTERNAL_ID): readers sign in only through the education-ID
 * provider (the development stand-in), and a first login registers them once they accept the terms.
 */
export const eduCampus: DemoTenant = {
  company: {
    name: 'Edu Campus',
    email: 'contact@edu.hondana.test',
    accountType: AccountType.EXTERNAL_ID,
    domainType: DomainType.PATH,
    customName: 'Edu Campus',
    titlePage: 'Edu Campus',
    isAutoRegisterAccountAtLogin: true,
    serviceCode: 'HONDANA-EDU-DEMO',
    allowForgotPassword: false,
    defaultLanguage: 'ja',
    maxUser: 1000,
  },
  service: { name: 'Edu Campus', path: 'edu' },
  brand: { initials: 'EC', colour: '#5a3e8c', accent: '#f2b134' },
  layout: { barBackgroundColor: '#5a3e8c', hoverTextColor: '#5a3e8c', sidebarTextHighlightColor: '#5a3e8c' },
  header: { backgroundColor: '#5a3e8c', textColor: '#ffffff', iconColor: '#f2b134', borderColor: '#452f6d' },
  footer: { backgroundColor: '#452f6d', copyRight: '© 2026 Edu Campus' },
  footerLinks: [
    {
      label: '検索',
      labelTranslations: { en: 'Search', ja: '検索', vn: 'Tìm kiếm' },
      url: '/search',
      typeLink: LinkType.INTERNAL,
      positionLink: FooterPosition.UPPER,
      ordinal: 1,
    },
  ],
  contentGroups: [
    {
      name: '教材',
      nameTranslations: { ja: '教材', en: 'Course books', vn: 'Giáo trình' },
      ordinal: 1,
      isDefault: true,
    },
    ...specialGroups,
  ],
  sortFields: standardSorts.slice(0, 2),
  searchPage: standardSearchPage({
    language: 'ja',
    colour: '#5a3e8c',
    contents: eduCampusCatalogue.contents,
    groups: ['教材', 'Favourites', 'Recently read'],
  }),
  terms: {
    title: 'Edu Campusの利用規約',
    titleTranslations: {
      en: 'Edu Campus terms of use',
      ja: 'Edu Campusの利用規約',
      vn: 'Điều khoản sử dụng của Edu Campus',
    },
    body: '<p>Edu Campusの電子書籍は学習のためにのみ利用できます。</p>',
    bodyTranslations: {
      en: '<p>The e-books of Edu Campus are for study only.</p>',
      ja: '<p>Edu Campusの電子書籍は学習のためにのみ利用できます。</p>',
      vn: '<p>Sách điện tử của Edu Campus chỉ dùng cho việc học tập.</p>',
    },
  },
  identityProviders: [
    { provider: IdentityProvider.EXTERNAL_ID, issuer: 'dev-identity', clientId: 'hondana-dev' },
  ],
  users: [
    {
      roleLevel: RoleLevel.COMPANY_ADMIN,
      email: 'admin@edu.hondana.test',
      username: 'eduadmin',
      fullName: 'Edu Campus Admin',
      password: 'Edu-Admin-2026',
    },
    {
      roleLevel: RoleLevel.USER,
      externalId: 'edu-student-02',
      fullName: 'Edu Student Two',
      email: 'student02@edu.hondana.test',
      password: '',
      lang: 'ja',
    },
  ],
};
