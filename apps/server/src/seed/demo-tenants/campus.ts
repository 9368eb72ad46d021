import {
  AccountType,
  BannerType,
  DomainType,
  LinkType,
  PageAccessMode,
  RoleLevel,
  UserGroupAuthMethod,
} from '@hondana/contract';
import { campusCatalogue } from '../demo-books/catalogue-campus.ts';
import { standardSearchPage } from '../demo-search-page.ts';
import type { DemoTenant } from '../demo-tenant-type.ts';
import { specialGroups, standardSorts } from './shared.ts';

export const campus: DemoTenant = {
  company: {
    name: 'Campus',
    accountType: AccountType.USERNAME,
    domainType: DomainType.PATH,
    loginByIpAddress: true,
    autoLoginByIp: true,
    pageAccessMode: PageAccessMode.LOGIN_REQUIRED,
    allowForgotPassword: false,
    titleOfEmailField: 'Student ID',
    titleOfEmailFieldTranslations: { en: 'Student ID', ja: '学籍番号', vn: 'Mã số sinh viên' },
  },
  service: { name: 'Campus Library', path: 'campus' },
  brand: { initials: 'CL', colour: '#6a4c93', accent: '#ffca3a' },
  layout: { barBackgroundColor: '#6a4c93', hoverTextColor: '#6a4c93', sidebarTextHighlightColor: '#6a4c93' },
  header: { backgroundColor: '#6a4c93', textColor: '#ffffff', iconColor: '#ffca3a', borderColor: '#553c7a' },
  footer: { backgroundColor: '#3c2a5a', copyRight: '© 2026 Campus Library' },
  banner: { isShow: true, typeBanner: BannerType.IMAGE, link: '/', linkType: LinkType.INTERNAL },
  contentGroups: [
    {
      name: 'Textbooks',
      nameTranslations: { en: 'Textbooks', ja: '教科書', vn: 'Giáo trình' },
      ordinal: 1,
      isDefault: true,
    },
    { name: 'Research', nameTranslations: { en: 'Research', ja: '研究', vn: 'Nghiên cứu' }, ordinal: 2 },
    ...specialGroups,
  ],
  sortFields: standardSorts,
  searchPage: standardSearchPage({
    language: 'en',
    colour: '#6a4c93',
    contents: campusCatalogue.contents,
    groups: ['Textbooks', 'Research', 'Favourites', 'Recently read'],
  }),
  userGroups: [
    {
      name: 'Campus network',
      roleLevel: RoleLevel.IP_USER,
      authMethod: UserGroupAuthMethod.IP_ADDRESS,
      autoLogin: true,
      maxUsers: 500,
      isDefaultIpGroup: true,
      networks: ['127.0.0.0/8'],
    },
  ],
  users: [
    {
      roleLevel: RoleLevel.COMPANY_ADMIN,
      email: 'admin@campus.hondana.test',
      username: 'campusadmin',
      fullName: 'Campus Admin',
      password: 'Campus-Admin-2026',
    },
    {
      roleLevel: RoleLevel.USER,
      username: 'student01',
      fullName: 'Student One',
      password: 'Campus-Student-2026',
    },
  ],
};
