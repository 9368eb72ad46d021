import {
  AccountType,
  BannerType,
  ContentGroupType,
  DomainType,
  FooterPosition,
  LinkType,
  PageAccessMode,
  RoleLevel,
} from '@hondana/contract';
import { openShelfCatalogue } from '../demo-books/catalogue-open-shelf.ts';
import { standardSearchPage } from '../demo-search-page.ts';
import type { DemoTenant } from '../demo-tenant-type.ts';
import { specialGroups, standardSorts } from './shared.ts';

export const openShelf: DemoTenant = {
  company: {
    name: 'Open Shelf',
    accountType: AccountType.OPEN,
    domainType: DomainType.PATH,
    allowForgotPassword: false,
    pageAccessMode: PageAccessMode.NO_LOGIN,
  },
  service: { name: 'Open Shelf', path: 'open' },
  brand: { initials: 'OS', colour: '#1f7a70', accent: '#e9c46a' },
  layout: { barBackgroundColor: '#1f7a70', hoverTextColor: '#1f7a70', sidebarTextHighlightColor: '#1f7a70' },
  header: { backgroundColor: '#ffffff', textColor: '#264653', iconColor: '#1f7a70', borderColor: '#1f7a70' },
  footer: { backgroundColor: '#264653', copyRight: '© 2026 Open Shelf' },
  footerLinks: [
    {
      label: 'Tìm kiếm',
      labelTranslations: { en: 'Search', ja: '検索', vn: 'Tìm kiếm' },
      url: '/search',
      typeLink: LinkType.INTERNAL,
      positionLink: FooterPosition.UPPER,
      ordinal: 1,
    },
  ],
  banner: {
    isShow: true,
    typeBanner: BannerType.MESSAGE,
    message: 'Sách mở cho mọi người: đọc không cần đăng nhập.',
    messageTranslations: {
      en: 'Open books for everyone: read without logging in.',
      ja: 'だれでも読める本棚です。ログインせずに読めます。',
      vn: 'Sách mở cho mọi người: đọc không cần đăng nhập.',
    },
    backgroundColor: '#1f7a70',
    textColor: '#ffffff',
    fontSize: 22,
  },
  contentGroups: [
    {
      name: 'Văn học',
      nameTranslations: { vn: 'Văn học', en: 'Literature', ja: '文学' },
      ordinal: 1,
      isDefault: true,
    },
    { name: 'Khoa học', nameTranslations: { vn: 'Khoa học', en: 'Science', ja: '科学' }, ordinal: 2 },
    ...specialGroups.filter(
      (g) => g.type !== ContentGroupType.FAVORITE && g.type !== ContentGroupType.RECENTLY,
    ),
  ],
  // Two sort fields: the sort control shows them as buttons (three or more become a dropdown).
  sortFields: standardSorts.slice(0, 2),
  searchPage: standardSearchPage({
    language: 'vn',
    colour: '#1f7a70',
    contents: openShelfCatalogue.contents,
    groups: ['Văn học', 'Khoa học'],
  }),
  users: [
    {
      roleLevel: RoleLevel.COMPANY_ADMIN,
      email: 'admin@open.hondana.test',
      username: 'openadmin',
      fullName: 'Open Shelf Admin',
      password: 'Open-Admin-2026',
    },
  ],
};
